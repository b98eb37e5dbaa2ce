import type { TAttachmentWithViewUrl } from '@papertray/contract';
import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useIsNarrowScreen } from '../hooks/use-is-narrow-screen';

const PdfPagedViewer = lazy(() => import('./pdf-paged-viewer'));

/**
 * The browser's own PDF viewer in a frame of our origin (the view URL carries its token); on
 * phones, where that frame is unusable, a paged pdf.js viewer.
 */
export function PdfPreview({
  attachment,
  zoom,
}: {
  attachment: Pick<TAttachmentWithViewUrl, 'viewUrl' | 'filename'>;
  zoom: number;
}) {
  const narrow = useIsNarrowScreen();
  if (narrow) {
    return (
      <Suspense fallback={<Skeleton className="h-64" />}>
        <PdfPagedViewer url={attachment.viewUrl} zoom={zoom} />
      </Suspense>
    );
  }
  return (
    <iframe
      src={attachment.viewUrl}
      title={`Preview of ${attachment.filename}`}
      className="h-[70vh] w-full rounded-lg border bg-white"
    />
  );
}
