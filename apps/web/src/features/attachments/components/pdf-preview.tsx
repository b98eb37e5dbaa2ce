import type { TAttachmentWithViewUrl } from '@papertray/contract';

/** The browser's own PDF viewer in a frame of our origin (the view URL carries its token). */
export function PdfPreview({ attachment }: { attachment: TAttachmentWithViewUrl; zoom: number }) {
  return (
    <iframe
      src={attachment.viewUrl}
      title={`Preview of ${attachment.filename}`}
      className="h-[70vh] w-full rounded-lg border bg-white"
    />
  );
}
