import type { TAttachmentWithViewUrl } from '@papertray/contract';
import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useIsNarrowScreen } from '../hooks/use-is-narrow-screen';

const PdfPagedViewer = lazy(() => import('./pdf-paged-viewer'));

/**
 * The browser's own PDF viewer in a frame of our origin (the view URL carries its token); on
 * phones, where that frame is unusable, a paged pdf.js viewer. `paged` asks for the pdf.js
 * viewer everywhere, e.g. for a file known to be damaged: the browser's viewer shows its own
 * error box (or a blank frame) for those, pdf.js either renders what it can or says it failed.
 */
export function PdfPreview({
  attachment,
  zoom,
  paged = false,
  onLoad,
}: {
  attachment: Pick<TAttachmentWithViewUrl, 'viewUrl' | 'filename'>;
  zoom: number;
  paged?: boolean;
  /** The browser's viewer has the file (not called for the paged viewer). */
  onLoad?: () => void;
}) {
  const narrow = useIsNarrowScreen();
  if (narrow || paged) {
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
      onLoad={onLoad}
      className="h-[70vh] w-full rounded-lg border bg-white"
    />
  );
}
