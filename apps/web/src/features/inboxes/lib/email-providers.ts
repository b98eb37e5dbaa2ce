import type { TInbox } from '@papertray/contract';
import { Mail, type LucideIcon } from 'lucide-react';
import { toast } from '@/lib/toast-store';

export interface EmailProvider {
  id: TInbox['provider'];
  name: string;
  description: string;
  icon: LucideIcon;
  /** Only IMAP can be connected today. */
  available: boolean;
}

export const EMAIL_PROVIDERS: EmailProvider[] = [
  {
    id: 'imap',
    name: 'IMAP',
    description: 'Connect any mailbox with its IMAP server and login',
    icon: Mail,
    available: true,
  },
  {
    id: 'gmail',
    name: 'Gmail',
    description: 'Sign in with Google',
    icon: Mail,
    available: false,
  },
  {
    id: 'outlook',
    name: 'Outlook',
    description: 'Sign in with Microsoft',
    icon: Mail,
    available: false,
  },
];

export function announceComingSoon(provider: EmailProvider) {
  toast({
    title: 'Coming Soon',
    description: `${provider.name.toUpperCase()} integration will be available soon`,
  });
}
