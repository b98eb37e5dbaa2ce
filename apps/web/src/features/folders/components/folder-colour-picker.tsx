import { Check } from 'lucide-react';
import { cn } from '@/lib/utils';
import { FOLDER_COLOURS } from '../lib/folder-colours';

interface FolderColourPickerProps {
  value: string;
  onChange: (colour: string) => void;
  error?: string;
}

/** Swatches as a radio group, plus the browser's colour picker for any other colour. */
export function FolderColourPicker({ value, onChange, error }: FolderColourPickerProps) {
  const isPreset = FOLDER_COLOURS.some((colour) => sameColour(colour.value, value));
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? 'folder-colour-error' : undefined}>
      <legend className="mb-2 text-sm font-medium">Colour</legend>
      <div className="flex flex-wrap items-center gap-2">
        {FOLDER_COLOURS.map((colour) => {
          const checked = sameColour(colour.value, value);
          return (
            <label
              key={colour.value}
              className="relative flex size-8 cursor-pointer items-center justify-center rounded-full ring-offset-2 ring-offset-popover has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
              style={{ backgroundColor: colour.value }}
              title={colour.name}
            >
              <input
                type="radio"
                name="folder-colour"
                value={colour.value}
                checked={checked}
                onChange={() => onChange(colour.value)}
                className="absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0"
                aria-label={colour.name}
              />
              {checked && <Check className="size-4 text-white drop-shadow" aria-hidden />}
            </label>
          );
        })}
        <label
          className={cn(
            'flex h-8 cursor-pointer items-center gap-2 rounded-full border px-1 pr-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
            !isPreset && 'border-foreground',
          )}
        >
          <input
            type="color"
            value={value}
            onChange={(event) => onChange(event.target.value.toUpperCase())}
            className="size-6 cursor-pointer rounded-full border-0 bg-transparent p-0 [&::-webkit-color-swatch]:rounded-full [&::-webkit-color-swatch]:border-0 [&::-webkit-color-swatch-wrapper]:p-0"
          />
          Custom
        </label>
      </div>
      {error && (
        <p id="folder-colour-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function sameColour(a: string, b: string) {
  return a.toLowerCase() === b.toLowerCase();
}
