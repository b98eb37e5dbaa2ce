import type { TDocument } from '@papertray/contract';
import { FileText } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The first page as a small picture when there is one, else a file icon. Decorative. */
export function DocumentThumbnail({
  document,
  className,
}: {
  document: Pick<TDocument, 'thumbnailUrl'>;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted text-muted-foreground',
        className,
      )}
    >
      {document.thumbnailUrl ? (
        <img
          src={document.thumbnailUrl}
          alt=""
          loading="lazy"
          className="size-full object-cover object-top"
        />
      ) : (
        <FileText className="size-4" aria-hidden />
      )}
    </span>
  );
}
