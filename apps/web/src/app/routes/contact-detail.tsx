import { useEffect } from 'react';
import { useParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { isContactMissing, useContact } from '@/features/contacts/api/get-contact';
import { ContactDetailsCard } from '@/features/contacts/components/contact-details-card';
import { ContactDocumentsCard } from '@/features/contacts/components/contact-documents-card';
import { ContactHeader } from '@/features/contacts/components/contact-header';
import { ContactNotFound } from '@/features/contacts/components/contact-not-found';
import { ContactYearCard } from '@/features/contacts/components/contact-year-card';
import { LearnedFieldsCard } from '@/features/contacts/components/learned-fields-card';
import { toast } from '@/lib/toast-store';

export default function ContactDetailPage() {
  const { id = '' } = useParams();
  const contact = useContact(id);
  const missing = contact.isError && isContactMissing(contact.error);

  useEffect(() => {
    if (!contact.isError) return;
    toast({
      title: 'Error',
      description: missing
        ? 'This contact does not exist or you do not have access to it'
        : 'Failed to fetch contact details',
      variant: 'destructive',
    });
  }, [contact.isError, missing]);

  if (contact.isPending) return <PageSpinner />;
  if (missing) return <ContactNotFound />;
  if (contact.isError) {
    return (
      <Card role="alert" className="p-6 text-destructive">
        Failed to fetch contact details
      </Card>
    );
  }

  return (
    <>
      <ContactHeader contact={contact.data} />
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <div className="grid gap-6">
          <ContactDetailsCard contact={contact.data} />
          <LearnedFieldsCard contactId={contact.data._id} />
        </div>
        <ContactYearCard contact={contact.data} />
      </div>
      <div className="mt-6">
        <ContactDocumentsCard contactId={contact.data._id} />
      </div>
    </>
  );
}
