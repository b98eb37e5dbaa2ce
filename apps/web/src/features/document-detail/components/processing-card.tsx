import type { TDocument } from '@papertray/contract';
import { format } from 'date-fns';
import { AlertTriangle, CheckCircle2, LoaderCircle, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { isBeingProcessed } from '@/features/documents/api/get-document';

interface ProcessingCardProps {
  document: Pick<TDocument, 'processing'>;
  busy: boolean;
  onProcess: () => void;
}

function StatusLine({ processing }: Pick<TDocument, 'processing'>) {
  switch (processing.status) {
    case 'queued':
    case 'processing':
      return (
        <p className="inline-flex items-center gap-2 font-medium">
          <LoaderCircle className="size-4 animate-spin text-muted-foreground" aria-hidden />
          {processing.status === 'queued' ? 'Queued for AI' : 'Processing with AI...'}
        </p>
      );
    case 'failed':
      return (
        <p className="inline-flex items-center gap-2 font-medium text-destructive">
          <AlertTriangle className="size-4" aria-hidden />
          Processing failed
        </p>
      );
    case 'done':
      return (
        <p className="inline-flex items-center gap-2 font-medium">
          <CheckCircle2 className="size-4 text-success" aria-hidden />
          Processed {format(new Date(processing.updatedAt), 'MMM d, yyyy h:mm a')}
        </p>
      );
  }
}

/** Where reading the document stands, why it failed, and a way to run it again. */
export function ProcessingCard({ document, busy, onProcess }: ProcessingCardProps) {
  const { processing } = document;
  const running = isBeingProcessed(document);
  const failed = processing.status === 'failed';
  return (
    <Card
      className={failed ? 'border-destructive/50 p-4 sm:p-5' : 'p-4 sm:p-5'}
      aria-labelledby="processing-heading"
      role="region"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 gap-1 text-sm" aria-live="polite">
          <h2 id="processing-heading" className="sr-only">
            Processing
          </h2>
          <StatusLine processing={processing} />
          {processing.error && (
            <p role={failed ? 'alert' : undefined} className="break-words text-muted-foreground">
              {processing.error}
            </p>
          )}
          {failed && processing.attempts > 1 && (
            <p className="text-xs text-muted-foreground">After {processing.attempts} attempts.</p>
          )}
        </div>
        <Button
          variant={failed ? 'default' : 'outline'}
          size="sm"
          className="self-start"
          disabled={running || busy}
          onClick={onProcess}
        >
          <RefreshCw className={running || busy ? 'animate-spin' : undefined} aria-hidden />
          {running ? 'Processing...' : failed ? 'Retry Processing' : 'Reprocess'}
        </Button>
      </div>
    </Card>
  );
}
