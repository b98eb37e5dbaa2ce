import type { TContact } from '@papertray/contract';
import { Link, useNavigate } from 'react-router';
import { SelectCheckbox } from '@/components/select-checkbox';
import { SortableHeader } from '@/components/sortable-header';
import { nextContactSort, type ContactSort, type ContactSortField } from '../lib/contact-sort';
import { formatDay } from '../lib/format-date';
import { contactTotals } from '../lib/money';
import { AmountLines } from './amount-lines';
import { ContactTypeBadge } from './contact-type-badge';

export interface ContactListViewProps {
  contacts: TContact[];
  sort: ContactSort;
  onSortChange: (sort: ContactSort) => void;
  selectedIds: ReadonlySet<string>;
  onToggleSelected: (contact: TContact) => void;
}

const cell = 'px-4 py-3';

/** The desktop list; a row opens the contact. */
export function ContactsTable(props: ContactListViewProps) {
  const navigate = useNavigate();
  const header = (field: ContactSortField, label: string) => (
    <SortableHeader
      field={field}
      label={label}
      sortBy={props.sort.sortBy}
      sortOrder={props.sort.sortOrder}
      onSort={(value) => props.onSortChange(nextContactSort(props.sort, value))}
      className="whitespace-nowrap"
    />
  );

  return (
    <div className="overflow-x-auto rounded-xl border bg-card">
      <table className="w-full text-sm">
        <thead className="border-b bg-muted/40 text-left text-muted-foreground">
          <tr>
            <th scope="col" className="w-10 py-3 pl-4">
              <span className="sr-only">Select</span>
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              Type
            </th>
            {header('name', 'Name')}
            <th scope="col" className={`${cell} font-medium`}>
              Project
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              Email
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              Tax ID
            </th>
            {header('metadata.documentCount', 'Documents')}
            {header('metadata.totalAmount', 'Total Amount')}
            {header('metadata.lastSeen', 'Last Seen')}
          </tr>
        </thead>
        <tbody>
          {props.contacts.map((contact) => (
            <tr
              key={contact._id}
              onClick={() => void navigate(`/contacts/${contact._id}`)}
              className="cursor-pointer border-b transition-colors last:border-0 hover:bg-muted/40"
            >
              <td className="py-3 pl-4">
                <SelectCheckbox
                  label={`Select ${contact.name}`}
                  checked={props.selectedIds.has(contact._id)}
                  onChange={() => props.onToggleSelected(contact)}
                />
              </td>
              <td className={cell}>
                <ContactTypeBadge type={contact.type} />
              </td>
              <td className={`${cell} max-w-64 font-medium`}>
                <Link
                  to={`/contacts/${contact._id}`}
                  onClick={(event) => event.stopPropagation()}
                  className="line-clamp-2 rounded hover:underline"
                >
                  {contact.name}
                </Link>
              </td>
              <td className={`${cell} text-muted-foreground`}>{contact.projectId.name}</td>
              <td className={`${cell} max-w-48 truncate text-muted-foreground`}>
                {contact.email ?? '—'}
              </td>
              <td className={`${cell} whitespace-nowrap`}>
                {contact.taxId ? <span className="font-mono text-xs">{contact.taxId}</span> : '—'}
              </td>
              <td className={`${cell} tabular-nums`}>{contact.metadata.documentCount}</td>
              <td className={`${cell} whitespace-nowrap`}>
                <AmountLines lines={contactTotals(contact.metadata)} />
              </td>
              <td className={`${cell} whitespace-nowrap`}>
                {formatDay(contact.metadata.lastSeen)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
