import { useEffect, useRef } from 'react';

interface SelectCheckboxProps {
  label: string;
  checked: boolean;
  /** Some but not all rows ticked (the select-all box). */
  indeterminate?: boolean;
  onChange: () => void;
}

/** A row's tick box; clicking it never opens the row. */
export function SelectCheckbox({
  label,
  checked,
  indeterminate = false,
  onChange,
}: SelectCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      checked={checked}
      onChange={onChange}
      onClick={(event) => event.stopPropagation()}
      aria-label={label}
      className="size-4 cursor-pointer accent-primary"
    />
  );
}
