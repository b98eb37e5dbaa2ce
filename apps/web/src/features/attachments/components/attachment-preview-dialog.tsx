import { Download, Maximize2, Minimize2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { formatBytes } from '@/lib/format-bytes';
import { cn } from '@/lib/utils';
import { downloadAndSaveAttachment } from '../api/download-attachment';
import { useAttachment } from '../api/get-attachment';
import { AttachmentPreviewBody } from './attachment-preview-body';
import { PreviewMessage } from './preview-message';

/** Spec section 4: fullscreen switches the zoom between 1 and 1.5. */
const FULLSCREEN_ZOOM = 1.5;

interface AttachmentPreviewDialogProps {
  attachmentId: string | null;
  onClose: () => void;
}

export function AttachmentPreviewDialog({ attachmentId, onClose }: AttachmentPreviewDialogProps) {
  const [fullscreen, setFullscreen] = useState(false);
  const attachment = useAttachment(attachmentId);
  const close = () => {
    setFullscreen(false);
    onClose();
  };

  return (
    <Dialog open={attachmentId !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent
        className={cn(
          'sm:max-w-4xl',
          fullscreen &&
            'h-dvh max-h-dvh w-screen max-w-none content-start rounded-none sm:max-w-none',
        )}
      >
        {attachment.isPending ? (
          <div className="grid gap-3" aria-busy>
            <DialogTitle className="sr-only">Loading attachment</DialogTitle>
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-[50vh]" />
          </div>
        ) : attachment.isError ? (
          <>
            <DialogTitle>Attachment</DialogTitle>
            <PreviewMessage tone="error" text="Failed to load attachment" />
          </>
        ) : (
          <>
            <DialogHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
              <div className="grid min-w-0 gap-1">
                <DialogTitle className="truncate" title={attachment.data.filename}>
                  {attachment.data.filename}
                </DialogTitle>
                <DialogDescription>
                  {formatBytes(attachment.data.size)} · {attachment.data.contentType}
                </DialogDescription>
              </div>
              <div className="flex shrink-0 gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  aria-pressed={fullscreen}
                  onClick={() => setFullscreen((value) => !value)}
                >
                  {fullscreen ? <Minimize2 aria-hidden /> : <Maximize2 aria-hidden />}
                  {fullscreen ? 'Exit fullscreen' : 'Fullscreen'}
                </Button>
                <Button size="sm" onClick={() => void downloadAndSaveAttachment(attachment.data)}>
                  <Download aria-hidden />
                  Download
                </Button>
              </div>
            </DialogHeader>
            <AttachmentPreviewBody
              attachment={attachment.data}
              zoom={fullscreen ? FULLSCREEN_ZOOM : 1}
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
