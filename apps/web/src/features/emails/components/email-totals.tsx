import { Mail, Paperclip } from 'lucide-react';
import { Card } from '@/components/ui/card';

function Total({ label, value, icon: Icon }: { label: string; value?: number; icon: typeof Mail }) {
  return (
    <Card className="flex items-center gap-3 p-4">
      <span className="flex size-9 items-center justify-center rounded-lg bg-primary/10 text-primary">
        <Icon className="size-4" aria-hidden />
      </span>
      <span className="grid">
        <span className="text-xs text-muted-foreground">{label}</span>
        <span className="text-lg font-semibold tabular-nums">{value ?? '–'}</span>
      </span>
    </Card>
  );
}

export function EmailTotals({
  total,
  withAttachments,
}: {
  total?: number;
  withAttachments?: number;
}) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:max-w-md">
      <Total label="Total Emails" value={total} icon={Mail} />
      <Total label="With Attachments" value={withAttachments} icon={Paperclip} />
    </div>
  );
}
