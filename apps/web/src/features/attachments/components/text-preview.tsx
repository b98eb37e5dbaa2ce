import { Skeleton } from '@/components/ui/skeleton';
import { useAttachmentText } from '../api/get-attachment-text';
import { PreviewMessage } from './preview-message';

export function TextPreview({ viewUrl, zoom }: { viewUrl: string; zoom: number }) {
  const text = useAttachmentText(viewUrl);
  if (text.isPending) return <Skeleton className="h-64" />;
  if (text.isError) return <PreviewMessage tone="error" text="Failed to load attachment" />;
  return (
    <pre
      className="max-h-[65vh] overflow-auto rounded-lg border bg-muted/30 p-4 font-mono text-xs whitespace-pre-wrap"
      style={{ fontSize: `${0.75 * zoom}rem` }}
    >
      {text.data}
    </pre>
  );
}
