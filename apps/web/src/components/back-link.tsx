import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** The small 'Back to …' link above a page title. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      className="inline-flex w-fit items-center gap-1 rounded text-sm text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {children}
    </Link>
  );
}
