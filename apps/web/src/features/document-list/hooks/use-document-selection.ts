import { useState } from 'react';

/**
 * Which documents of the shown page are ticked. A new page or filter (`scope`) starts empty, so
 * a bulk action never touches rows the user cannot see.
 */
export function useDocumentSelection(pageIds: string[], scope: string) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [selectedScope, setSelectedScope] = useState(scope);
  if (selectedScope !== scope) {
    setSelectedScope(scope);
    setSelected(new Set());
  }
  const visible = pageIds.filter((id) => selected.has(id));
  const allSelected = pageIds.length > 0 && visible.length === pageIds.length;

  return {
    ids: visible,
    isSelected: (id: string) => selected.has(id),
    allSelected,
    someSelected: visible.length > 0 && !allSelected,
    toggle: (id: string) =>
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    toggleAll: () => setSelected(allSelected ? new Set() : new Set(pageIds)),
    clear: () => setSelected(new Set()),
  };
}

export type DocumentSelection = ReturnType<typeof useDocumentSelection>;
