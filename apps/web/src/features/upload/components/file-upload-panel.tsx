import type { TUploadDocumentResponse } from '@papertray/contract';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useUploadDocument } from '../api/upload-document';
import { useUploadFlow } from '../hooks/use-upload-flow';
import { UPLOAD_PROBLEMS } from '../lib/upload-problems';
import { validateUploadFile, type UploadProblem } from '../lib/validate-upload-file';
import { FileDropZone } from './file-drop-zone';
import { SelectedFile } from './selected-file';
import { UploadProblemAlert } from './upload-problem-alert';
import { UploadProgress } from './upload-progress';

interface FileUploadPanelProps {
  projectId: string | undefined;
  onUploaded: (result: TUploadDocumentResponse) => void;
}

export function FileUploadPanel({ projectId, onUploaded }: FileUploadPanelProps) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const upload = useUploadFlow(useUploadDocument(), {
    failureDescription: 'Failed to upload document. Please try again.',
    onUploaded,
    onFailed: setProblem,
  });

  function choose(candidate: File) {
    const invalid = validateUploadFile(candidate);
    setProblem(invalid);
    setFile(invalid ? null : candidate);
  }

  function submit() {
    const missing = !projectId ? UPLOAD_PROBLEMS.noProject : !file ? UPLOAD_PROBLEMS.noFile : null;
    setProblem(missing);
    if (projectId && file) upload.start({ projectId, file });
  }

  return (
    <div className="grid grid-cols-1 gap-4">
      {file ? (
        <SelectedFile file={file} disabled={upload.busy} onRemove={() => setFile(null)} />
      ) : (
        <FileDropZone disabled={upload.busy} onFile={choose} />
      )}
      {problem && <UploadProblemAlert problem={problem} />}
      {upload.busy && <UploadProgress progress={upload.progress} finished={upload.finished} />}
      <Button
        type="button"
        onClick={submit}
        disabled={upload.busy}
        className="w-full sm:w-auto sm:justify-self-end"
      >
        <Upload aria-hidden />
        {upload.busy ? 'Uploading...' : 'Upload'}
      </Button>
    </div>
  );
}
