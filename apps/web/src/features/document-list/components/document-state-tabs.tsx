import { SegmentedControl } from '@/components/segmented-control';
import type { DocumentStateFilter } from '../lib/document-list-filters';

const STATE_OPTIONS: { value: DocumentStateFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'paper_tray', label: 'Paper Tray' },
  { value: 'approved', label: 'Approved' },
  { value: 'trash', label: 'Trash' },
];

/** Which review state the list shows; 'All' leaves the trash out. */
export function DocumentStateTabs({
  value,
  onChange,
}: {
  value: DocumentStateFilter;
  onChange: (value: DocumentStateFilter) => void;
}) {
  return (
    <SegmentedControl
      label="Document state"
      options={STATE_OPTIONS}
      value={value}
      onChange={onChange}
    />
  );
}
