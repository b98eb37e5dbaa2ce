import { DOCUMENT_MESSAGES } from '@papertray/contract';
import { FileQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** An unknown id, or a document of a project the user is not in (the API answers 404 for both). */
export function DocumentNotFound() {
  return (
    <Card className="mx-auto flex max-w-lg flex-col items-center gap-4 p-8 text-center">
      <FileQuestion className="size-12 text-muted-foreground" aria-hidden />
      <div>
        <h1 className="text-2xl font-semibold">{DOCUMENT_MESSAGES.documentNotFound}</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          This document does not exist or you do not have access to it.
        </p>
      </div>
      <Button asChild>
        <Link to="/documents">Back to Documents</Link>
      </Button>
    </Card>
  );
}
