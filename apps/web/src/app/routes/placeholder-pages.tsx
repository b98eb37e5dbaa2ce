import {
  Contact,
  FileSearch,
  FileText,
  FolderOpen,
  PackageOpen,
  ScanLine,
  UserRound,
} from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

export function DocumentsPage() {
  return (
    <ComingSoon
      title="Documents"
      description="Invoices, receipts and contracts pulled from your mail"
      icon={FileText}
      highlights={[
        'Search across names, extracted fields and text',
        'Filter by folder, contact, type and date',
        'Upload or scan paper documents',
      ]}
    />
  );
}

export function ReviewPage() {
  return (
    <ComingSoon
      title="Review Mode"
      description="Work through the paper tray one document at a time"
      icon={ScanLine}
      highlights={[
        'Approve (A), skip (S) or move to trash (D)',
        'Extracted details next to the preview',
        'Suggested folders learned from your choices',
      ]}
    />
  );
}

export function DocumentDetailPage() {
  return (
    <ComingSoon
      title="Document"
      description="Preview, extracted details and history"
      icon={FileSearch}
      highlights={['Edit extracted fields', 'Move between folders', 'Download the original']}
    />
  );
}

export function FoldersPage() {
  return (
    <ComingSoon
      title="Folders"
      description="Organise approved documents"
      icon={FolderOpen}
      highlights={[
        'Create folders with colours',
        'Default folders per document type',
        'Live document counts',
      ]}
    />
  );
}

export function ContactsPage() {
  return (
    <ComingSoon
      title="Contacts"
      description="Companies and people found in your documents"
      icon={Contact}
      highlights={[
        'Totals and last-seen dates',
        'Search by name or tax ID',
        'Duplicates merged automatically',
      ]}
    />
  );
}

export function ContactDetailPage() {
  return (
    <ComingSoon
      title="Contact"
      description="Details, monthly invoices and documents"
      icon={UserRound}
      highlights={[
        'Monthly invoice chart per year',
        'All documents of this contact',
        'Tax ID and address',
      ]}
    />
  );
}

export function ExportsPage() {
  return (
    <ComingSoon
      title="Exports"
      description="Download your documents and data as a zip file"
      icon={PackageOpen}
      highlights={[
        'Export a year, a quarter or a custom range',
        'Filter by folders and contacts',
        'Ready for your accountant',
      ]}
    />
  );
}
