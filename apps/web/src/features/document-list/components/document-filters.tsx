import { DOCUMENT_TYPES, type TContact, type TFolder } from '@papertray/contract';
import { SlidersHorizontal, X } from 'lucide-react';
import { useState } from 'react';
import { SearchInput } from '@/components/search-input';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DOCUMENT_TYPE_LABELS } from '@/lib/document-type-labels';
import { cn } from '@/lib/utils';
import {
  hasNarrowingFilters,
  narrowingFilterCount,
  type DocumentListFilters,
} from '../lib/document-list-filters';
import { DateRangeFilter } from './date-range-filter';
import { DocumentStateTabs } from './document-state-tabs';
import { FilterSelect } from './filter-select';

interface DocumentFiltersProps {
  filters: DocumentListFilters;
  folders: TFolder[];
  contacts: TContact[];
  onChange: (changes: Partial<Omit<DocumentListFilters, 'page'>>) => void;
  onClear: () => void;
}

const TYPE_OPTIONS = DOCUMENT_TYPES.map((type) => ({
  value: type,
  label: DOCUMENT_TYPE_LABELS[type],
}));

/** State tabs, full-text search and the narrowing filters, all written to the URL. */
export function DocumentFilters({
  filters,
  folders,
  contacts,
  onChange,
  onClear,
}: DocumentFiltersProps) {
  const [showFields, setShowFields] = useState(false);
  // Several types can come from a link (type=invoice,receipt): they show as one choice.
  const typeValue = filters.types.join(',');
  const typeOptions =
    filters.types.length > 1
      ? [
          ...TYPE_OPTIONS,
          { value: typeValue, label: filters.types.map((t) => DOCUMENT_TYPE_LABELS[t]).join(', ') },
        ]
      : TYPE_OPTIONS;
  // A folder or contact from a link shows even before (or without) its list entry.
  const withCurrent = (options: { value: string; label: string }[], current: string) =>
    current && !options.some((o) => o.value === current)
      ? [...options, { value: current, label: 'Selected' }]
      : options;

  const narrowing = narrowingFilterCount(filters);
  const idPickers = [
    { key: 'folderId', label: 'Folder', allLabel: 'All folders', items: folders },
    { key: 'contactId', label: 'Contact', allLabel: 'All contacts', items: contacts },
  ] as const;

  return (
    <div className="grid gap-3">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <DocumentStateTabs value={filters.state} onChange={(state) => onChange({ state })} />
        <div className="flex gap-2 lg:w-96">
          <Button
            variant="outline"
            className="md:hidden"
            aria-expanded={showFields}
            aria-controls="document-filter-fields"
            onClick={() => setShowFields((shown) => !shown)}
          >
            <SlidersHorizontal aria-hidden />
            Filters
            {narrowing > 0 && <Badge variant="secondary">{narrowing}</Badge>}
          </Button>
          <SearchInput
            value={filters.search}
            onSearch={(search) => onChange({ search: search.trim() })}
            label="Search documents"
            placeholder="Search documents..."
          />
        </div>
      </div>
      {/* On phones the fields fold away behind the Filters button; the search stays. */}
      <div
        id="document-filter-fields"
        className={cn(
          'items-start gap-3 sm:grid-cols-2 md:grid xl:grid-cols-5',
          showFields ? 'grid' : 'hidden',
        )}
      >
        <FilterSelect
          id="document-type-filter"
          label="Type"
          allLabel="All types"
          options={typeOptions}
          value={typeValue}
          onChange={(value) =>
            onChange({ types: DOCUMENT_TYPES.filter((type) => value.split(',').includes(type)) })
          }
        />
        {idPickers.map((picker) => (
          <FilterSelect
            key={picker.key}
            id={`document-${picker.key}-filter`}
            label={picker.label}
            allLabel={picker.allLabel}
            options={withCurrent(
              picker.items.map((item) => ({ value: item._id, label: item.name })),
              filters[picker.key],
            )}
            value={filters[picker.key]}
            onChange={(id) => onChange({ [picker.key]: id })}
          />
        ))}
        <DateRangeFilter
          from={filters.from}
          to={filters.to}
          onChange={(range) => onChange(range)}
        />
      </div>
      {hasNarrowingFilters(filters) && (
        <Button variant="ghost" size="sm" className="justify-self-start" onClick={onClear}>
          <X aria-hidden />
          Clear filters
        </Button>
      )}
    </div>
  );
}
