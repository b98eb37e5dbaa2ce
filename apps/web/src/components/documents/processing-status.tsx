import type { TProcessing } from '@papertray/contract';
import { AlertTriangle, LoaderCircle } from 'lucide-react';

/** Where reading the document stands; nothing once it is done. */
export function ProcessingStatus({ processing }: { processing: TProcessing }) {
  if (processing.status === 'done') return null;
  if (processing.status === 'failed') {
    return (
      <span className="inline-flex items-center gap-1 text-xs text-destructive">
        <AlertTriangle className="size-3.5" aria-hidden />
        Processing failed
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
      <LoaderCircle className="size-3.5 animate-spin" aria-hidden />
      {processing.status === 'queued' ? 'Queued for AI' : 'Processing with AI...'}
    </span>
  );
}
