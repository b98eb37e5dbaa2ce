import { CircleAlert, CircleCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import type { ConnectPhase } from '../hooks/use-connect-inbox';

/** Testing, creating or failed: one centred status with its icon. */
export function ConnectionTestStep({
  phase,
  onRetry,
}: {
  phase: ConnectPhase;
  onRetry: () => void;
}) {
  return (
    <div className="grid justify-items-center gap-3 py-6 text-center" aria-live="polite">
      {phase.kind === 'testing' && (
        <>
          <Spinner className="size-10 text-primary" label="Testing connection" />
          <DialogTitle>Testing Connection</DialogTitle>
          <DialogDescription>Verifying your IMAP credentials...</DialogDescription>
        </>
      )}
      {phase.kind === 'creating' && (
        <>
          <CircleCheck className="size-10 text-success" aria-hidden />
          <DialogTitle>Connection Successful!</DialogTitle>
          <DialogDescription className="flex items-center gap-2">
            <Spinner className="size-4" label="Creating inbox" />
            Creating your inbox...
          </DialogDescription>
        </>
      )}
      {phase.kind === 'failed' && (
        <>
          <CircleAlert className="size-10 text-destructive" aria-hidden />
          <DialogTitle>Connection Failed</DialogTitle>
          <DialogDescription role="alert" className="max-w-sm break-words">
            {phase.message}
          </DialogDescription>
          <Button className="mt-2" onClick={onRetry}>
            Try Again
          </Button>
        </>
      )}
    </div>
  );
}
