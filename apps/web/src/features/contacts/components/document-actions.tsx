import type { TDocument } from '@papertray/contract';
import { Download, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { downloadDocument } from '@/features/documents/api/download-document';

/** Open (the document screen) and download (the original file). */
export function DocumentActions({ document }: { document: TDocument }) {
  return (
    <span className="flex justify-end gap-1">
      <Button asChild variant="ghost" size="sm" aria-label={`Open ${document.name}`}>
        <Link to={`/documents/${document._id}`}>
          <ExternalLink aria-hidden />
          <span className="hidden lg:inline">Open</span>
        </Link>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Download ${document.name}`}
        onClick={() => void downloadDocument(document)}
      >
        <Download aria-hidden />
        <span className="hidden lg:inline">Download</span>
      </Button>
    </span>
  );
}
