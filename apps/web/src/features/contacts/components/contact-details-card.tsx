import type { TContact } from '@papertray/contract';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDay } from '../lib/format-date';
import { contactTotals } from '../lib/money';
import { AmountLines } from './amount-lines';

function Detail({
  label,
  children,
  wide = false,
}: {
  label: string;
  children: ReactNode;
  /** Long values (email, address) take the whole row. */
  wide?: boolean;
}) {
  return (
    <div className={wide ? 'col-span-2 grid gap-0.5' : 'grid gap-0.5'}>
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="text-sm break-words">{children ?? '—'}</dd>
    </div>
  );
}

/** Email, phone, tax id and address, plus what its documents add up to. */
export function ContactDetailsCard({ contact }: { contact: TContact }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Details</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-4">
          <Detail label="Email" wide>
            {contact.email && (
              <a href={`mailto:${contact.email}`} className="text-primary hover:underline">
                {contact.email}
              </a>
            )}
          </Detail>
          <Detail label="Phone">
            {contact.phone && (
              <a href={`tel:${contact.phone}`} className="text-primary hover:underline">
                {contact.phone}
              </a>
            )}
          </Detail>
          <Detail label="Tax ID">
            {contact.taxId && <span className="font-mono">{contact.taxId}</span>}
          </Detail>
          <Detail label="Address" wide>
            {contact.address && <span className="whitespace-pre-line">{contact.address}</span>}
          </Detail>
          <Detail label="Documents">{contact.metadata.documentCount}</Detail>
          <Detail label="Total Amount">
            <AmountLines lines={contactTotals(contact.metadata)} />
          </Detail>
          <Detail label="Last Seen">{formatDay(contact.metadata.lastSeen)}</Detail>
          <Detail label="Project">{contact.projectId.name}</Detail>
        </dl>
      </CardContent>
    </Card>
  );
}
