import type { TUploadDocumentResponse } from '@papertray/contract';
import { Camera, Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useUploadScan } from '../api/upload-scan';
import { useScanPages } from '../hooks/use-scan-pages';
import { useUploadFlow } from '../hooks/use-upload-flow';
import { prepareScanPage } from '../lib/prepare-scan-page';
import { UPLOAD_PROBLEMS } from '../lib/upload-problems';
import type { UploadProblem } from '../lib/validate-upload-file';
import { ScanPageList } from './scan-page-list';
import { UploadProblemAlert } from './upload-problem-alert';
import { UploadProgress } from './upload-progress';

interface ScanPanelProps {
  projectId: string | undefined;
  onUploaded: (result: TUploadDocumentResponse) => void;
}

/** Photograph pages one after another, put them in order, and send them as one document. */
export function ScanPanel({ projectId, onUploaded }: ScanPanelProps) {
  const { pages, add, remove, move } = useScanPages();
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const [preparing, setPreparing] = useState(false);
  const upload = useUploadFlow(useUploadScan(), {
    failureDescription: 'Failed to upload scanned documents. Please try again.',
    onUploaded,
    onFailed: setProblem,
  });
  const busy = preparing || upload.busy;

  function addImages(files: File[]) {
    const images = files.filter((file) => file.type.startsWith('image/'));
    setProblem(images.length < files.length ? UPLOAD_PROBLEMS.notAnImage : null);
    add(images);
  }

  async function send() {
    const missing = !projectId
      ? UPLOAD_PROBLEMS.noProject
      : pages.length === 0
        ? UPLOAD_PROBLEMS.noScans
        : null;
    setProblem(missing);
    if (!projectId || missing) return;
    setPreparing(true);
    const prepared = await Promise.all(pages.map((page) => prepareScanPage(page.image)));
    setPreparing(false);
    upload.start({ projectId, pages: prepared });
  }

  return (
    <div className="grid grid-cols-1 gap-4">
      <label className="flex cursor-pointer items-center justify-center gap-3 rounded-lg border-2 border-dashed px-4 py-6 transition-colors hover:border-primary/50 hover:bg-accent/50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring">
        <span className="flex size-11 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Camera className="size-5" aria-hidden />
        </span>
        <span className="grid text-left">
          <span className="text-sm font-medium">
            {pages.length === 0 ? 'Take a photo of the first page' : 'Add another page'}
          </span>
          <span className="text-xs text-muted-foreground">Pages become one PDF, in this order</span>
        </span>
        <input
          type="file"
          accept="image/*"
          capture="environment"
          multiple
          disabled={busy}
          className="sr-only"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            addImages(files);
          }}
        />
      </label>
      {pages.length > 0 && (
        <ScanPageList pages={pages} disabled={busy} onMove={move} onRemove={remove} />
      )}
      {problem && <UploadProblemAlert problem={problem} />}
      {upload.busy && <UploadProgress progress={upload.progress} finished={upload.finished} />}
      <Button
        type="button"
        onClick={() => void send()}
        disabled={busy}
        className="w-full sm:w-auto sm:justify-self-end"
      >
        <Send aria-hidden />
        {busy ? 'Sending...' : sendLabel(pages.length)}
      </Button>
    </div>
  );
}

function sendLabel(pageCount: number) {
  if (pageCount === 0) return 'Send scan';
  return pageCount === 1 ? 'Send 1 page' : `Send ${pageCount} pages`;
}
