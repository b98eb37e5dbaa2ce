import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** The server's plan-limit refusal, said where it happened, with the way out: the plans. */
export function PlanLimitNotice({
  message,
  onUpgrade,
}: {
  message: string;
  onUpgrade?: () => void;
}) {
  return (
    <div
      role="alert"
      className="grid gap-3 rounded-lg border border-primary/30 bg-primary/5 p-4 text-sm sm:grid-cols-[1fr_auto] sm:items-center"
    >
      <p className="min-w-0">{message}</p>
      <Button asChild size="sm">
        <Link to="/pricing" onClick={onUpgrade}>
          <Sparkles aria-hidden />
          Upgrade plan
        </Link>
      </Button>
    </div>
  );
}
