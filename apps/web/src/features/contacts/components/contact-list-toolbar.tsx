import type { TContactType } from '@papertray/contract';
import { SearchInput } from '@/components/search-input';
import { SegmentedControl } from '@/components/segmented-control';

type TypeFilter = TContactType | 'all';

const TYPE_OPTIONS: readonly { value: TypeFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'company', label: 'Companies' },
  { value: 'person', label: 'Persons' },
];

interface ContactListToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  type: TContactType | undefined;
  onTypeChange: (type: TContactType | undefined) => void;
}

/** Search by name, email or tax id, and the type filter (all / company / person). */
export function ContactListToolbar(props: ContactListToolbarProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <SearchInput
        value={props.search}
        onSearch={props.onSearch}
        label="Search contacts"
        placeholder="Search by name, email or tax ID..."
        className="sm:max-w-sm"
      />
      <SegmentedControl
        label="Type"
        options={TYPE_OPTIONS}
        value={props.type ?? 'all'}
        onChange={(value) => props.onTypeChange(value === 'all' ? undefined : value)}
        className="self-start sm:self-auto"
      />
    </div>
  );
}
