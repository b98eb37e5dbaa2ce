import type { TDocument } from '@papertray/contract';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { DocumentPreview } from '@/features/documents/components/document-preview';
import { ExtractedDetails } from '@/features/documents/components/extracted-details';
import { cn } from '@/lib/utils';
import { usePreviewWindow } from '../hooks/use-preview-window';

interface ReviewDocumentTabsProps {
  current: TDocument;
  /**
   * The current document's neighbours with it, in queue order (an order that only ever drops
   * and appends as the review moves on, so no preview's frame is moved and reloaded).
   */
  window: TDocument[];
}

/** The first page's thumbnail, shown until the review stops at the document (usePreviewWindow). */
function PreviewStandIn({ document }: { document: TDocument }) {
  if (!document.thumbnailUrl) return <Skeleton className="h-[70vh] rounded-lg" />;
  return (
    <div className="flex h-[70vh] justify-center overflow-hidden rounded-lg border bg-muted/30 p-2">
      <img
        src={document.thumbnailUrl}
        alt={`First page of ${document.name}`}
        data-testid="preview-thumbnail"
        className="max-h-full rounded bg-white object-contain object-top"
      />
    </div>
  );
}

/**
 * 'Preview' and 'Extracted Details'. The previews of the neighbours are laid out under the
 * current one, invisible and inert, so their files are loaded before they are needed; each
 * preview is keyed by its document and stays mounted when it becomes the current one.
 */
export function ReviewDocumentTabs({ current, window }: ReviewDocumentTabsProps) {
  const slots = usePreviewWindow(window, current);
  return (
    <Tabs defaultValue="preview" className="grid min-w-0 gap-3">
      <TabsList className="w-full sm:w-fit">
        <TabsTrigger value="preview" className="flex-1 sm:flex-none">
          Preview
        </TabsTrigger>
        <TabsTrigger value="details" className="flex-1 sm:flex-none">
          Extracted Details
        </TabsTrigger>
      </TabsList>
      <TabsContent
        value="preview"
        forceMount
        className="mt-0 grid min-w-0 data-[state=inactive]:hidden"
      >
        {slots.map(({ document, live }) => {
          const shown = document._id === current._id;
          return (
            <div
              key={`${document._id}:${live ? 'live' : 'stand-in'}`}
              className={cn('min-w-0 [grid-area:1/1]', !shown && 'pointer-events-none invisible')}
              aria-hidden={!shown || undefined}
              inert={!shown}
            >
              {live ? (
                <DocumentPreview document={shown ? current : document} />
              ) : (
                <PreviewStandIn document={current} />
              )}
            </div>
          );
        })}
      </TabsContent>
      <TabsContent value="details" className="mt-0 rounded-xl border bg-card p-4 sm:p-5">
        <ExtractedDetails document={current} />
      </TabsContent>
    </Tabs>
  );
}
