import { useQuery } from '@tanstack/react-query';
import { ClipboardCheck, Menu, ScanLine, X } from 'lucide-react';
import { Link } from 'react-router';
import { useProjects } from '@/lib/projects/project-context';
import { projectStatsQueryOptions } from '@/lib/projects/projects-query';
import { formatBadgeCount } from './format-badge-count';

interface MobileBottomBarProps {
  menuOpen: boolean;
  onToggleMenu: () => void;
  onScan: () => void;
}

const itemClass =
  'flex flex-1 flex-col items-center justify-center gap-1 py-2 text-xs font-medium text-muted-foreground hover:text-foreground';

export function MobileBottomBar({ menuOpen, onToggleMenu, onScan }: MobileBottomBarProps) {
  const { selectedProject } = useProjects();
  const stats = useQuery({
    ...projectStatsQueryOptions(selectedProject?._id ?? ''),
    enabled: !!selectedProject,
  });
  const reviewCount = stats.data?.documents.paperTray ?? 0;

  return (
    <nav
      aria-label="Quick actions"
      className="fixed inset-x-0 bottom-0 z-50 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <div className="mx-auto flex h-16 max-w-md items-stretch px-4">
        <Link to="/documents/review" className={itemClass}>
          <span className="relative">
            <ClipboardCheck className="size-5" aria-hidden />
            {reviewCount > 0 && (
              // The dark theme's destructive red is lighter (for red text on a dark page): white
              // 10 px digits on it fall below 4.5:1, so the badge keeps a darker red there.
              <span className="absolute -top-2 left-3 min-w-5 rounded-full bg-destructive px-1 text-center text-[10px] leading-4 font-semibold text-destructive-foreground dark:bg-red-700">
                {formatBadgeCount(reviewCount)}
              </span>
            )}
          </span>
          Review
          {reviewCount > 0 && <span className="sr-only">({reviewCount} to review)</span>}
        </Link>
        <div className="flex flex-1 items-start justify-center">
          <button
            type="button"
            onClick={onScan}
            aria-label="Scan or upload a document"
            className="-mt-5 flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg ring-4 ring-background transition-transform hover:scale-105"
          >
            <ScanLine className="size-6" aria-hidden />
          </button>
        </div>
        <button type="button" onClick={onToggleMenu} aria-expanded={menuOpen} className={itemClass}>
          {menuOpen ? (
            <X className="size-5" aria-hidden />
          ) : (
            <Menu className="size-5" aria-hidden />
          )}
          Menu
        </button>
      </div>
    </nav>
  );
}
