import type { TContact } from '@papertray/contract';
import { Merge } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { MergeContactsDialog } from './merge-contacts-dialog';
import { PickDuplicateDialog } from './pick-duplicate-dialog';

/** 'Merge' on a contact's page: pick the duplicate, then confirm which one stays. */
export function ContactMergeAction({ contact }: { contact: TContact }) {
  const navigate = useNavigate();
  const [picking, setPicking] = useState(false);
  const [duplicate, setDuplicate] = useState<TContact | null>(null);

  return (
    <>
      <Button variant="outline" onClick={() => setPicking(true)}>
        <Merge aria-hidden />
        Merge
      </Button>
      <PickDuplicateDialog
        contact={contact}
        open={picking}
        onOpenChange={setPicking}
        onPicked={(other) => {
          setPicking(false);
          setDuplicate(other);
        }}
      />
      <MergeContactsDialog
        pair={duplicate ? [contact, duplicate] : null}
        onClose={() => setDuplicate(null)}
        onMerged={(kept) => {
          setDuplicate(null);
          // This contact may be the one merged away: show the one that stayed.
          if (kept._id !== contact._id) void navigate(`/contacts/${kept._id}`, { replace: true });
        }}
      />
    </>
  );
}
