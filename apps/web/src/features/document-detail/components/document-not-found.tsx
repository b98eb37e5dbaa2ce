import { DOCUMENT_MESSAGES } from '@papertray/contract';
import { FileQuestion } from 'lucide-react';
import { NotFoundCard } from '@/components/not-found-card';

/** An unknown id, or a document of a project the user is not in (the API answers 404 for both). */
export function DocumentNotFound() {
  return (
    <NotFoundCard
      icon={FileQuestion}
      title={DOCUMENT_MESSAGES.documentNotFound}
      text="This document does not exist or you do not have access to it."
      back={{ to: '/documents', label: 'Back to Documents' }}
    />
  );
}
