import type { TContact } from '@papertray/contract';
import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { DetailPageHeader } from '@/components/detail-page-header';
import { Button } from '@/components/ui/button';
import { ContactMergeAction } from './contact-merge-action';
import { ContactTypeBadge } from './contact-type-badge';

/** Back link, name with its type, merging a duplicate, and its documents in the documents list. */
export function ContactHeader({ contact }: { contact: TContact }) {
  return (
    <DetailPageHeader
      back={{ to: '/contacts', label: 'Back to Contacts' }}
      title={contact.name}
      meta={
        <>
          <ContactTypeBadge type={contact.type} />
          <span className="text-sm text-muted-foreground">{contact.projectId.name}</span>
        </>
      }
      actions={
        <>
          <ContactMergeAction contact={contact} />
          <Button asChild variant="outline">
            <Link to={`/documents?contactId=${contact._id}`}>
              <FileText aria-hidden />
              View in Documents
            </Link>
          </Button>
        </>
      }
    />
  );
}
