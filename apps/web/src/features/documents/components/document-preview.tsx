import type { TDocument } from '@papertray/contract';
import { useState } from 'react';
import { PdfPreview } from '@/features/attachments/components/pdf-preview';
import { PreviewMessage } from '@/features/attachments/components/preview-message';
import { previewKind } from '@/features/attachments/lib/preview-kind';
import { cn } from '@/lib/utils';
import { useStableViewUrl } from '../hooks/use-stable-view-url';

export type PreviewableDocument = Pick<
  TDocument,
  '_id' | 'name' | 'file' | 'viewUrl' | 'viewUrlExpiresAt' | 'processing' | 'thumbnailUrl'
>;

/** The browser's PDF viewer opens at full width without its thumbnail pane. */
const PDF_VIEW_FRAGMENT = '#view=FitH&navpanes=0';

/** The document's file through its tokenised viewUrl: images inline, PDFs in the PDF viewer. */
export function DocumentPreview({
  document,
  zoom = 1,
  className,
}: {
  document: PreviewableDocument;
  zoom?: number;
  className?: string;
}) {
  const viewUrl = useStableViewUrl(document);
  const kind = previewKind(document.file.mimeType);
  const [rendered, setRendered] = useState(false);
  return (
    <div className={cn('min-w-0', className)}>
      {kind === 'image' ? (
        <div className="flex max-h-[70vh] justify-center overflow-auto rounded-lg border bg-muted/30 p-2">
          <img
            src={viewUrl}
            alt={`Preview of ${document.name}`}
            className="h-auto max-w-none origin-top"
            style={{ width: `${zoom * 100}%` }}
          />
        </div>
      ) : kind === 'pdf' ? (
        <div className="relative">
          <PdfPreview
            attachment={{ viewUrl: `${viewUrl}${PDF_VIEW_FRAGMENT}`, filename: document.name }}
            zoom={zoom}
            // Processing could not read the file: the browser's viewer would most likely fail too.
            paged={document.processing.status === 'failed'}
            onLoad={() => setRendered(true)}
          />
          {/* The first page's thumbnail at once, until the viewer has drawn the real page. */}
          {document.thumbnailUrl && !rendered && (
            <img
              src={document.thumbnailUrl}
              alt=""
              data-testid="preview-thumbnail"
              className="pointer-events-none absolute inset-x-0 top-0 mx-auto hidden max-h-[70vh] rounded-lg border bg-white object-contain object-top sm:block"
            />
          )}
        </div>
      ) : (
        <PreviewMessage text="This file type cannot be previewed. Please download it instead." />
      )}
    </div>
  );
}
