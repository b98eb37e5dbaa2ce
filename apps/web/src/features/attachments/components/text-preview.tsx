import { Skeleton } from '@/components/ui/skeleton';
import { useAttachmentText } from '../api/get-attachment-text';
import { PreviewMessage } from './preview-message';

export function TextPreview({ viewUrl, zoom }: { viewUrl: string; zoom: number }) {
  const text = useAttachmentText(viewUrl);
  if (text.isPending) return <Skeleton className="h-64" />;
  if (text.isError) return <PreviewMessage tone="error" text="Failed to load attachment" />;
  return (
    // Focusable, so a keyboard can scroll a long text (arrow keys).
    <pre
      tabIndex={0}
      className="max-h-[65vh] overflow-auto rounded-lg border bg-muted/30 p-4 font-mono text-xs whitespace-pre-wrap focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      style={{ fontSize: `${0.75 * zoom}rem` }}
    >
      {text.data}
    </pre>
  );
}
