import type { TContact } from '@papertray/contract';

interface ContactSelectCheckboxProps {
  contact: TContact;
  checked: boolean;
  onToggle: (contact: TContact) => void;
}

/** Picks a contact for merging; a click on it never opens the contact. */
export function ContactSelectCheckbox({ contact, checked, onToggle }: ContactSelectCheckboxProps) {
  return (
    <input
      type="checkbox"
      checked={checked}
      onChange={() => onToggle(contact)}
      onClick={(event) => event.stopPropagation()}
      aria-label={`Select ${contact.name}`}
      className="size-4 cursor-pointer accent-primary"
    />
  );
}
