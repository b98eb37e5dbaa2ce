import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { SegmentedControl } from '@/components/segmented-control';
import { Input } from '@/components/ui/input';

interface EmailListToolbarProps {
  withAttachments: boolean;
  onWithAttachmentsChange: (value: boolean) => void;
  search: string;
  onSearchChange: (value: string) => void;
  /** Extra filters, e.g. the inbox choice on /emails. */
  children?: ReactNode;
}

const SHOW_OPTIONS = [
  { value: true, label: 'With Attachments' },
  { value: false, label: 'All Emails' },
] as const;

export function EmailListToolbar(props: EmailListToolbarProps) {
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
      <div className="flex flex-wrap items-center gap-2">
        <SegmentedControl
          label="Show"
          options={SHOW_OPTIONS}
          value={props.withAttachments}
          onChange={props.onWithAttachmentsChange}
        />
        {props.children}
      </div>
      <div className="relative w-full lg:max-w-xs">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          value={props.search}
          onChange={(event) => props.onSearchChange(event.target.value)}
          placeholder="Search emails..."
          aria-label="Search emails"
          className="pl-9"
        />
      </div>
    </div>
  );
}
