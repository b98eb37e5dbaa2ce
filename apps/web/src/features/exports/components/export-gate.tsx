import type { TExportAccess } from '@papertray/contract';
import { Lock, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** Shown instead of the form when the project owner's plan has no data export. */
export function ExportGate({ access, isOwner }: { access: TExportAccess; isOwner: boolean }) {
  const upgrade = access.upgradeTo?.displayName;
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center sm:py-16">
      <div className="mb-6 flex size-16 items-center justify-center rounded-2xl bg-primary/10 text-primary">
        <Lock className="size-8" aria-hidden />
      </div>
      <h2 className="text-lg font-semibold">Data export is not included in your plan</h2>
      <p className="mt-2 max-w-md text-sm text-muted-foreground">{access.message}</p>
      <ul className="mt-6 grid w-full max-w-md gap-2 text-left text-sm">
        {[
          'A year, a quarter or any range as one zip',
          'Original files sorted by folder and month',
          'A spreadsheet (CSV) and JSON with every extracted field',
        ].map((item) => (
          <li
            key={item}
            className="flex items-start gap-3 rounded-lg border bg-background px-4 py-3"
          >
            <span className="mt-1.5 size-1.5 shrink-0 rounded-full bg-primary" aria-hidden />
            <span>{item}</span>
          </li>
        ))}
      </ul>
      {upgrade &&
        (isOwner ? (
          <Button asChild className="mt-8">
            <Link to="/pricing">
              <Sparkles aria-hidden />
              Upgrade to {upgrade}
            </Link>
          </Button>
        ) : (
          <>
            <p className="mt-8 max-w-md text-sm text-muted-foreground">
              The project owner&apos;s plan decides. Ask them to upgrade to {upgrade}.
            </p>
            <Button asChild variant="outline" className="mt-4">
              <Link to="/pricing">Compare plans</Link>
            </Button>
          </>
        ))}
    </Card>
  );
}
