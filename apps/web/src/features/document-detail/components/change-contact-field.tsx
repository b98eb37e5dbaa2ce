import type { TContactRef } from '@papertray/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { useContactOptions } from '@/lib/contacts/contact-options-query';
import { NativeSelect } from '@/components/ui/native-select';

const NO_CONTACT = 'none';

interface ChangeContactFieldProps {
  projectId: string;
  current: TContactRef | null;
  busy: boolean;
  /** Null unlinks the document from any contact. */
  onChange: (contactId: string | null) => void;
}

/**
 * Links the document to another contact of its project (or to none) when extraction picked the
 * wrong one; the choice survives reprocessing.
 */
export function ChangeContactField({
  projectId,
  current,
  busy,
  onChange,
}: ChangeContactFieldProps) {
  const contacts = useContactOptions(projectId);
  const currentValue = current?._id ?? NO_CONTACT;
  const [value, setValue] = useState(currentValue);
  const listed = contacts.data ?? [];
  // Until the list is in (or if it lags behind), the current contact is still an option.
  const options =
    current && !listed.some((contact) => contact._id === current._id)
      ? [current, ...listed]
      : listed;
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (value !== currentValue) onChange(value === NO_CONTACT ? null : value);
      }}
    >
      <Label htmlFor="change-contact">Change contact</Label>
      <div className="flex gap-2">
        <NativeSelect
          id="change-contact"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        >
          <option value={NO_CONTACT}>No contact</option>
          {options.map((contact) => (
            <option key={contact._id} value={contact._id}>
              {contact.name}
            </option>
          ))}
        </NativeSelect>
        <Button type="submit" variant="outline" disabled={value === currentValue || busy}>
          {busy ? 'Saving...' : 'Change'}
        </Button>
      </div>
    </form>
  );
}
