import { LogOut, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PLANS } from '@papertray/contract';
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
    <div className="grid grid-cols-[minmax(0,1fr)] gap-3">
      {user && !isFree && (
        <Link
          to="/settings/billing"
          onClick={onNavigate}
          className="flex items-center justify-between rounded-lg border bg-background px-3 py-2 text-xs text-muted-foreground hover:bg-accent"
        >
          Your plan
          <Badge data-testid="shell-plan">{PLANS[user.plan].displayName}</Badge>
        </Link>
      )}
      {isFree && (
        <div className="grid gap-2 rounded-lg border bg-background p-3">
          <div className="flex items-center justify-between text-xs text-muted-foreground">
            Your plan
            <Badge variant="secondary" data-testid="shell-plan">
              Free
            </Badge>
          </div>
          <Button asChild size="sm" className="w-full" onClick={onNavigate}>
            <Link to="/pricing">
              <Sparkles aria-hidden />
              Upgrade to Pro
            </Link>
          </Button>
        </div>
      )}
      <ThemeToggle />
      <div className="flex items-center gap-2.5 px-1">
        <span
          aria-hidden
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary"
        >
          {initials(name)}
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium" data-testid="user-name">
            {name}
          </p>
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
