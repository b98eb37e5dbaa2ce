import { Link } from 'react-router';
import { SelectCheckbox } from '@/components/select-checkbox';
import { formatDay } from '../lib/format-date';
import { contactTotals } from '../lib/money';
import { AmountLines } from './amount-lines';
import type { ContactListViewProps } from './contacts-table';
import { ContactTypeBadge } from './contact-type-badge';

/** The phone list: one card per contact; the sort choice sits above (see ContactSortSelect). */
export function ContactCards(props: Omit<ContactListViewProps, 'sort' | 'onSortChange'>) {
  return (
    <ul className="grid gap-2">
      {props.contacts.map((contact) => {
        const totals = contactTotals(contact.metadata);
        return (
          <li
            key={contact._id}
            className="flex items-start gap-3 rounded-xl border bg-card p-4 transition-colors hover:bg-muted/40"
          >
            <span className="pt-0.5">
              <SelectCheckbox
                label={`Select ${contact.name}`}
                checked={props.selectedIds.has(contact._id)}
                onChange={() => props.onToggleSelected(contact)}
              />
            </span>
            <Link to={`/contacts/${contact._id}`} className="grid min-w-0 flex-1 gap-1 rounded">
              <span className="flex items-start justify-between gap-2">
                <span className="line-clamp-2 font-medium">{contact.name}</span>
                <ContactTypeBadge type={contact.type} />
              </span>
              {(contact.email ?? contact.taxId) && (
                <span className="truncate text-sm text-muted-foreground">
                  {contact.email ?? contact.taxId}
                </span>
              )}
              <span className="flex flex-wrap items-end justify-between gap-x-3 gap-y-1 text-xs text-muted-foreground">
                <span>
                  {contact.metadata.documentCount} document
                  {contact.metadata.documentCount === 1 ? '' : 's'} · Last seen{' '}
                  {formatDay(contact.metadata.lastSeen)}
                </span>
                {totals.length > 0 && (
                  <AmountLines lines={totals} className="text-sm font-medium text-foreground" />
                )}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
