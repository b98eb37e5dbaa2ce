import { AlertCircle } from 'lucide-react';
import type { UploadProblem } from '../lib/validate-upload-file';

/** Why the dialog will not send yet (wrong type, too large, nothing chosen ...). */
export function UploadProblemAlert({ problem }: { problem: UploadProblem }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2.5 text-sm"
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
      <div>
        <p className="font-medium">{problem.title}</p>
        <p className="text-muted-foreground">{problem.description}</p>
      </div>
    </div>
  );
}
