import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

interface EmailListToolbarProps {
  withAttachments: boolean;
  onWithAttachmentsChange: (value: boolean) => void;
  search: string;
  onSearchChange: (value: string) => void;
  /** Extra filters, e.g. the inbox choice on /emails. */
  children?: ReactNode;
}

export function EmailListToolbar(props: EmailListToolbarProps) {
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
      <div className="flex flex-wrap items-center gap-2">
        <div role="group" aria-label="Show" className="inline-flex rounded-lg bg-muted p-1">
          {[
            { value: true, label: 'With Attachments' },
            { value: false, label: 'All Emails' },
          ].map((option) => (
            <Button
              key={option.label}
              size="sm"
              variant={props.withAttachments === option.value ? 'outline' : 'ghost'}
              aria-pressed={props.withAttachments === option.value}
              onClick={() => props.onWithAttachmentsChange(option.value)}
              className="border-0"
            >
              {option.label}
            </Button>
          ))}
        </div>
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
