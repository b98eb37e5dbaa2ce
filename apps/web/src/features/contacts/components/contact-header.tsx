import type { TContact } from '@papertray/contract';
import { ArrowLeft, FileText } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ContactMergeAction } from './contact-merge-action';
import { ContactTypeBadge } from './contact-type-badge';

/** Back link, name with its type, merging a duplicate, and its documents in the documents list. */
export function ContactHeader({ contact }: { contact: TContact }) {
  return (
    <div className="mb-6 grid gap-3">
      <Link
        to="/contacts"
        className="inline-flex w-fit items-center gap-1 rounded text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to Contacts
      </Link>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">
            {contact.name}
          </h1>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <ContactTypeBadge type={contact.type} />
            <span>{contact.projectId.name}</span>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <ContactMergeAction contact={contact} />
          <Button asChild variant="outline">
            <Link to={`/documents?contactId=${contact._id}`}>
              <FileText aria-hidden />
              View in Documents
            </Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
