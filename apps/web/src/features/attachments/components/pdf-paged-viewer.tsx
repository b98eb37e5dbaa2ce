import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { ChevronLeft, ChevronRight, ZoomIn, ZoomOut } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { loadPdf } from '../lib/load-pdf';
import { PreviewMessage } from './preview-message';

const ZOOM_STEP = 0.25;
const MIN_ZOOM = 0.5;
const MAX_ZOOM = 3;

/** A page-at-a-time PDF viewer for small screens (pdf.js, loaded only when needed). */
export default function PdfPagedViewer({ url, zoom }: { url: string; zoom: number }) {
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [pageNumber, setPageNumber] = useState(1);
  const [userZoom, setUserZoom] = useState(1);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const task = loadPdf(url);
    task.promise.then(setPdf, () => setFailed(true));
    return () => void task.destroy();
  }, [url]);

  useEffect(() => {
    if (!pdf || !canvasRef.current || !containerRef.current) return;
    let cancelled = false;
    let renderTask: RenderTask | null = null;
    const canvas = canvasRef.current;
    const width = containerRef.current.clientWidth;
    void pdf.getPage(pageNumber).then(
      (page) => {
        if (cancelled) return;
        const fitWidth = width / page.getViewport({ scale: 1 }).width;
        const viewport = page.getViewport({ scale: fitWidth * zoom * userZoom });
        const ratio = window.devicePixelRatio || 1;
        canvas.width = Math.floor(viewport.width * ratio);
        canvas.height = Math.floor(viewport.height * ratio);
        canvas.style.width = `${Math.floor(viewport.width)}px`;
        renderTask = page.render({
          canvas,
          viewport,
          transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
        });
        renderTask.promise.catch(() => undefined);
      },
      () => setFailed(true),
    );
    return () => {
      cancelled = true;
      renderTask?.cancel();
    };
  }, [pdf, pageNumber, zoom, userZoom]);

  if (failed) return <PreviewMessage tone="error" text="Failed to load PDF" />;

  const pages = pdf?.numPages ?? 0;
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-1">
        <Button
          size="icon"
          variant="outline"
          aria-label="Previous page"
          disabled={pageNumber <= 1}
          onClick={() => setPageNumber((n) => n - 1)}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <span className="text-sm text-muted-foreground" aria-live="polite">
          {pdf ? `Page ${pageNumber} of ${pages}` : 'Loading...'}
        </span>
        <Button
          size="icon"
          variant="outline"
          aria-label="Next page"
          disabled={pageNumber >= pages}
          onClick={() => setPageNumber((n) => n + 1)}
        >
          <ChevronRight aria-hidden />
        </Button>
        <span className="mx-1 h-6 w-px bg-border" aria-hidden />
        <Button
          size="icon"
          variant="outline"
          aria-label="Zoom out"
          disabled={userZoom <= MIN_ZOOM}
          onClick={() => setUserZoom((z) => z - ZOOM_STEP)}
        >
          <ZoomOut aria-hidden />
        </Button>
        <Button
          size="icon"
          variant="outline"
          aria-label="Zoom in"
          disabled={userZoom >= MAX_ZOOM}
          onClick={() => setUserZoom((z) => z + ZOOM_STEP)}
        >
          <ZoomIn aria-hidden />
        </Button>
      </div>
      {/* Focusable, so a keyboard can scroll a zoomed or narrow-screen page (arrow keys). */}
      <div
        ref={containerRef}
        tabIndex={0}
        role="region"
        aria-label="PDF page"
        className="max-h-[65vh] overflow-auto rounded-lg border bg-muted/30 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {!pdf && (
          <div className="flex h-64 items-center justify-center">
            <Spinner label="Loading PDF" />
          </div>
        )}
        <canvas ref={canvasRef} className={pdf ? 'mx-auto block bg-white' : 'hidden'} />
      </div>
    </div>
  );
}
