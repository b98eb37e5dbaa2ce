import { Camera, Upload } from 'lucide-react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

/** The upload dialog's frame; uploading and scanning arrive with the documents screens. */
export function ScanDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add a document</DialogTitle>
          <DialogDescription>Upload a file or scan paper with your camera.</DialogDescription>
        </DialogHeader>
        <Tabs defaultValue="upload">
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="upload">
              <Upload aria-hidden />
              File Upload
            </TabsTrigger>
            <TabsTrigger value="scan">
              <Camera aria-hidden />
              Mobile Scan
            </TabsTrigger>
          </TabsList>
          <TabsContent value="upload">
            <ComingSoonPanel text="Upload PDFs and images (JPEG, PNG, WebP) up to 10MB." />
          </TabsContent>
          <TabsContent value="scan">
            <ComingSoonPanel text="Scan several pages with your camera into one PDF." />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}

function ComingSoonPanel({ text }: { text: string }) {
  return (
    <div className="rounded-lg border border-dashed px-4 py-10 text-center">
      <p className="font-medium">Coming soon</p>
      <p className="mt-1 text-sm text-muted-foreground">{text}</p>
    </div>
  );
}
