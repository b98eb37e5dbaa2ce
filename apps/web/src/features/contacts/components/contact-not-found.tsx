import { UserRoundX } from 'lucide-react';
import { NotFoundCard } from '@/components/not-found-card';

/** Spec: a missing contact (or another team's) gets its own page, not an error. */
export function ContactNotFound() {
  return (
    <NotFoundCard
      icon={UserRoundX}
      title="Contact not found"
      text="This contact does not exist or you do not have access to it."
      back={{ to: '/contacts', label: 'Back to Contacts' }}
    />
  );
}
