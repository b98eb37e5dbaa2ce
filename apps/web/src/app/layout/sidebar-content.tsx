import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { MainNav } from './main-nav';
import { ProjectSelector } from './project-selector';
import { UserPanel } from './user-panel';

/** Shared by the desktop sidebar and the mobile slide-in menu. */
export function SidebarContent({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <div className="flex h-full min-w-0 flex-col gap-5 p-4">
      <Link to="/dashboard" onClick={onNavigate} className="rounded-md px-1 py-1">
        <Logo />
      </Link>
      <ProjectSelector onNavigate={onNavigate} />
      <div className="flex-1 overflow-y-auto">
        <MainNav onNavigate={onNavigate} />
      </div>
      <div className="border-t pt-4">
        <UserPanel onNavigate={onNavigate} />
      </div>
    </div>
  );
}
