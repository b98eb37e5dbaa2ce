import { Sparkles } from 'lucide-react';

/** The simulated progress bar, then 'Processing with AI...' once the file has arrived. */
export function UploadProgress({ progress, finished }: { progress: number; finished: boolean }) {
  const label = finished ? 'Processing with AI...' : `Uploading... ${progress}%`;
  return (
    <div className="grid gap-2" aria-live="polite">
      <div className="flex items-center justify-between text-sm">
        <span className="flex items-center gap-1.5 font-medium">
          {finished && <Sparkles className="size-4 text-primary" aria-hidden />}
          {label}
        </span>
        <span className="text-muted-foreground tabular-nums" aria-hidden>
          {progress}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-200"
          style={{ width: `${progress}%` }}
        />
      </div>
    </div>
  );
}
