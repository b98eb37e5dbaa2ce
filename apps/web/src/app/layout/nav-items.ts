import {
  Download,
  FileText,
  FolderKanban,
  FolderOpen,
  Inbox,
  LayoutDashboard,
  Settings,
  Users,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

export const NAV_ITEMS: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/projects', label: 'Projects', icon: FolderKanban },
  { to: '/inboxes', label: 'Inboxes', icon: Inbox },
  { to: '/documents', label: 'Documents', icon: FileText },
  { to: '/folders', label: 'Folders', icon: FolderOpen },
  { to: '/contacts', label: 'Contacts', icon: Users },
  { to: '/exports', label: 'Exports', icon: Download },
  { to: '/settings', label: 'Settings', icon: Settings },
];
