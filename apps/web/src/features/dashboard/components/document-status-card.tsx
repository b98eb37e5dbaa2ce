import type { TProjectStats } from '@papertray/contract';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

const ROWS = [
  { key: 'paperTray', label: 'Paper tray', color: 'bg-warning' },
  { key: 'approved', label: 'Approved', color: 'bg-success' },
  { key: 'trash', label: 'Trash', color: 'bg-muted-foreground/50' },
] as const;

export function DocumentStatusCard({ documents }: { documents: TProjectStats['documents'] }) {
  const total = Math.max(documents.total, 1);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Document Status</CardTitle>
        <CardDescription>
          {documents.total === 1
            ? 'Where your 1 document is'
            : `Where your ${documents.total.toLocaleString()} documents are`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex h-2.5 overflow-hidden rounded-full bg-muted" aria-hidden>
          {ROWS.map(({ key, color }) => (
            <div
              key={key}
              className={color}
              style={{ width: `${(documents[key] / total) * 100}%` }}
            />
          ))}
        </div>
        <dl className="mt-5 grid gap-3">
          {ROWS.map(({ key, label, color }) => (
            <div key={key} className="flex items-center justify-between text-sm">
              <dt className="flex items-center gap-2 text-muted-foreground">
                <span className={cn('size-2.5 rounded-full', color)} aria-hidden />
                {label}
              </dt>
              <dd className="font-medium tabular-nums">{documents[key].toLocaleString()}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
