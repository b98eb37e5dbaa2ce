import type { TProjectEmailStatistics } from '@papertray/contract';
import { formatDistanceToNow } from 'date-fns';

export function ProjectEmailStatistics({ statistics }: { statistics: TProjectEmailStatistics }) {
  const rows = [
    { label: 'Emails received', value: statistics.totalEmails.toLocaleString() },
    { label: 'Attachments', value: statistics.totalAttachments.toLocaleString() },
    {
      label: 'Last email',
      value: statistics.lastEmailReceived
        ? formatDistanceToNow(new Date(statistics.lastEmailReceived), { addSuffix: true })
        : 'Never',
    },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2">
      {rows.map((row) => (
        <div key={row.label} className="rounded-lg border bg-muted/30 px-3 py-2.5">
          <dt className="text-xs text-muted-foreground">{row.label}</dt>
          <dd className="mt-0.5 text-sm font-semibold tabular-nums">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
