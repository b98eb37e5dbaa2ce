import type { TAttachmentWithViewUrl } from '@papertray/contract';
import { previewKind } from '../lib/preview-kind';
import { PdfPreview } from './pdf-preview';
import { PreviewMessage } from './preview-message';
import { TextPreview } from './text-preview';

const OFFICE_MESSAGE =
  'Office documents cannot be previewed directly. Please download the file to view it.';
const OTHER_MESSAGE = 'This file type cannot be previewed. Please download it instead.';

export function AttachmentPreviewBody({
  attachment,
  zoom,
}: {
  attachment: TAttachmentWithViewUrl;
  zoom: number;
}) {
  switch (previewKind(attachment.contentType)) {
    case 'image':
      return (
        <div className="flex max-h-[70vh] justify-center overflow-auto rounded-lg border bg-muted/30 p-2">
          <img
            src={attachment.viewUrl}
            alt={attachment.filename}
            className="h-auto max-w-none origin-top"
            style={{ width: `${zoom * 100}%` }}
          />
        </div>
      );
    case 'pdf':
      return <PdfPreview attachment={attachment} zoom={zoom} />;
    case 'text':
      return <TextPreview viewUrl={attachment.viewUrl} zoom={zoom} />;
    case 'office':
      return <PreviewMessage text={OFFICE_MESSAGE} />;
    case 'other':
      return <PreviewMessage text={OTHER_MESSAGE} />;
  }
}
