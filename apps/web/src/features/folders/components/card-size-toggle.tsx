import { LayoutGrid, Grid2x2, Square } from 'lucide-react';
import { ToggleGroup } from 'radix-ui';
import { CARD_SIZES, type CardSize } from '../lib/card-size';

const OPTIONS: Record<CardSize, { label: string; icon: typeof Square }> = {
  small: { label: 'Small', icon: LayoutGrid },
  medium: { label: 'Medium', icon: Grid2x2 },
  large: { label: 'Large', icon: Square },
};

export function CardSizeToggle({
  value,
  onChange,
}: {
  value: CardSize;
  onChange: (size: CardSize) => void;
}) {
  return (
    <ToggleGroup.Root
      type="single"
      value={value}
      onValueChange={(next) => {
        // Radix clears the value when the pressed item is pressed again; keep one size chosen.
        const size = CARD_SIZES.find((candidate) => candidate === next);
        if (size) onChange(size);
      }}
      aria-label="Card size"
      className="inline-flex rounded-lg border bg-card p-0.5 shadow-xs"
    >
      {CARD_SIZES.map((size) => {
        const { label, icon: Icon } = OPTIONS[size];
        return (
          <ToggleGroup.Item
            key={size}
            value={size}
            aria-label={label}
            title={label}
            className="flex h-8 items-center gap-1.5 rounded-md px-2.5 text-xs font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring data-[state=on]:bg-accent data-[state=on]:text-foreground"
          >
            <Icon className="size-4" aria-hidden />
            <span className="hidden sm:inline">{label}</span>
          </ToggleGroup.Item>
        );
      })}
    </ToggleGroup.Root>
  );
}
