import { FileWarning } from 'lucide-react';

export function PreviewMessage({
  text,
  tone = 'muted',
}: {
  text: string;
  tone?: 'muted' | 'error';
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={
        'flex min-h-48 flex-col items-center justify-center gap-3 rounded-lg border border-dashed p-6 text-center text-sm ' +
        (tone === 'error' ? 'text-destructive' : 'text-muted-foreground')
      }
    >
      <FileWarning className="size-8" aria-hidden />
      <p className="max-w-sm">{text}</p>
    </div>
  );
}
