import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

/** Typing pauses this long before the search runs. */
const SEARCH_DELAY_MS = 300;

interface SearchInputProps {
  value: string;
  onSearch: (value: string) => void;
  label: string;
  placeholder: string;
  className?: string;
}

/** A search box that reports what was typed once typing pauses (or at once on Enter). */
export function SearchInput({ value, onSearch, label, placeholder, className }: SearchInputProps) {
  const [draft, setDraft] = useState(value);
  // A search changed elsewhere (cleared filters, the back button) shows in the box.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== draft.trim()) setDraft(value);
  }
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const schedule = (next: string) => {
    setDraft(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => onSearch(next), SEARCH_DELAY_MS);
  };

  return (
    <div className={cn('relative w-full', className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        type="search"
        value={draft}
        onChange={(event) => schedule(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          window.clearTimeout(timer.current);
          onSearch(draft);
        }}
        placeholder={placeholder}
        aria-label={label}
        className="pl-9"
      />
    </div>
  );
}
