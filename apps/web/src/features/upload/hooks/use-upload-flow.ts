import type { UseMutationResult } from '@tanstack/react-query';
import type { TUploadDocumentResponse } from '@papertray/contract';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';
import type { UploadProblem } from '../lib/validate-upload-file';
import { useSimulatedProgress } from './use-simulated-progress';

/** How long '100%, Processing with AI...' stays on screen before the dialog closes. */
const FINISHED_PAUSE_MS = 700;

interface UploadFlowOptions {
  /** The spec's failure text, shown when the server gave no reason of its own. */
  failureDescription: string;
  onUploaded: (result: TUploadDocumentResponse) => void;
  /** Also shown inside the dialog: a modal hides the toast from screen readers. */
  onFailed: (problem: UploadProblem) => void;
}

/**
 * Spec section 4: idle, uploading (simulated progress), then 100% and 'Processing with AI...',
 * then success; a failure toasts and returns to idle with the dialog still open.
 */
export function useUploadFlow<TInput>(
  mutation: UseMutationResult<TUploadDocumentResponse, Error, TInput>,
  { failureDescription, onUploaded, onFailed }: UploadFlowOptions,
) {
  const [finished, setFinished] = useState(false);
  const progress = useSimulatedProgress(mutation.isPending, finished);
  const pauseTimer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(pauseTimer.current), []);

  function start(input: TInput) {
    mutation.mutate(input, {
      onSuccess: (result) => {
        setFinished(true);
        pauseTimer.current = window.setTimeout(() => onUploaded(result), FINISHED_PAUSE_MS);
      },
      onError: (error) => {
        mutation.reset();
        // A refusal (type, size, plan limit) says why; anything else gets the spec's text.
        const reason =
          error instanceof ApiError && error.status >= 400 && error.status < 500
            ? error.message
            : failureDescription;
        toast({ title: 'Upload failed', description: reason, variant: 'destructive' });
        onFailed({ title: 'Upload failed', description: reason });
      },
    });
  }

  return { start, busy: mutation.isPending || finished, finished, progress };
}
