import type { TDocument, TUploadDocumentResponse } from '@papertray/contract';
import { Camera, Upload } from 'lucide-react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useProjects } from '@/lib/projects/project-context';
import { toast } from '@/lib/toast-store';
import { FileUploadPanel } from './file-upload-panel';
import { ScanPanel } from './scan-panel';

interface UploadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Which tab opens first: phones start on the camera. */
  defaultTab?: 'upload' | 'scan';
  onUploaded?: (document: TDocument) => void;
}

/** Spec 'Upload dialog': one file, or the pages of a camera scan, into the selected project. */
export function UploadDialog({
  open,
  onOpenChange,
  defaultTab = 'upload',
  onUploaded,
}: UploadDialogProps) {
  const { selectedProject } = useProjects();
  const projectId = selectedProject?._id;

  function handleUploaded(result: TUploadDocumentResponse) {
    toast(
      result.created
        ? { title: 'Document uploaded', description: 'Processing with AI...' }
        : { title: 'Already uploaded', description: result.message },
    );
    onOpenChange(false);
    onUploaded?.(result.document);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="grid-cols-1">
        <DialogHeader>
          <DialogTitle>Add a document</DialogTitle>
          <DialogDescription>
            {selectedProject
              ? `Upload a file or scan paper with your camera into ${selectedProject.name}.`
              : 'Upload a file or scan paper with your camera.'}
          </DialogDescription>
        </DialogHeader>
        <Tabs defaultValue={defaultTab}>
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
            <FileUploadPanel projectId={projectId} onUploaded={handleUploaded} />
          </TabsContent>
          <TabsContent value="scan">
            <ScanPanel projectId={projectId} onUploaded={handleUploaded} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
