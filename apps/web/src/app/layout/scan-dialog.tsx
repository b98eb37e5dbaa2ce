import { UploadDialog } from '@/features/upload/components/upload-dialog';

/** The mobile bottom bar's round button: the upload dialog, opened on the camera scan. */
export function ScanDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return <UploadDialog open={open} onOpenChange={onOpenChange} defaultTab="scan" />;
}
