import { LogOut, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/auth-context';
import { ThemeToggle } from './theme-toggle';

function initials(name: string) {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]?.toUpperCase())
      .join('') || 'U'
  );
}

export function UserPanel({ onNavigate }: { onNavigate?: () => void }) {
  const { user, logout } = useAuth();
  const [loggingOut, setLoggingOut] = useState(false);
  const name = user?.name || 'User';
  const isFree = user?.plan === 'free';

  return (
    <div className="grid gap-3">
      {isFree && (
        <Button asChild size="sm" className="w-full" onClick={onNavigate}>
          <Link to="/pricing">
            <Sparkles aria-hidden />
            Upgrade to Pro
          </Link>
        </Button>
      )}
      <ThemeToggle />
      <div className="flex items-center gap-3 rounded-lg px-1">
        <span
          aria-hidden
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary"
        >
          {initials(name)}
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex items-center gap-2">
            <span className="truncate text-sm font-medium" data-testid="user-name">
              {name}
            </span>
            {isFree && <Badge variant="secondary">Free</Badge>}
          </div>
          {user?.email && <p className="truncate text-xs text-muted-foreground">{user.email}</p>}
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Logout"
          title="Logout"
          disabled={loggingOut}
          onClick={() => {
            setLoggingOut(true);
            void logout();
          }}
        >
          <LogOut aria-hidden />
        </Button>
      </div>
    </div>
  );
}
