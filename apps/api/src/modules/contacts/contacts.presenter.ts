import type { TContact } from '@papertray/contract';
import type { ContactWithProject } from './contacts.repository';

export function presentContact(row: ContactWithProject): TContact {
  return {
    _id: row.id,
    type: row.type,
    name: row.name,
    email: row.email,
    phone: row.phone,
    taxId: row.taxId,
    address: row.address,
    projectId: { _id: row.projectId, name: row.projectName },
    metadata: {
      documentCount: row.documentCount,
      totalAmount: row.totalAmount,
      currency: row.currency,
      totals: Object.entries(row.totals)
        .map(([currency, amount]) => ({ currency, amount }))
        .sort((a, b) => a.currency.localeCompare(b.currency)),
      lastSeen: row.lastSeen?.toISOString() ?? null,
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
