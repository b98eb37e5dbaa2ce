import type { TFieldMeta } from '@papertray/contract';
import { Info } from 'lucide-react';
import { Popover } from 'radix-ui';
import type { ComponentProps } from 'react';
import { explainField, isExplained } from '../lib/field-explanation';

/**
 * The small (i) button that opens a field's explanation. Named by its text, not aria-label: the
 * field's input alone answers to its label.
 */
export function FieldWhyTrigger({
  label,
  ...props
}: { label: string } & ComponentProps<typeof Popover.Trigger>) {
  return (
    <Popover.Trigger asChild {...props}>
      <button
        type="button"
        className="inline-flex size-6 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <Info className="size-3.5" aria-hidden />
        <span className="sr-only">How {label} was read</span>
      </button>
    </Popover.Trigger>
  );
}

/**
 * What a field's popover says: from where the value was read (an e-invoice, the text, OCR, the
 * language model), the extractor's evidence (the label it stood next to, the checks it passed),
 * what a correction taught, and the confidence. Shared by the document page and the review.
 */
export function FieldWhyContent({
  meta,
  ...props
}: { meta: TFieldMeta | undefined } & ComponentProps<typeof Popover.Content>) {
  const explanation = explainField(meta);
  return (
    <Popover.Portal>
      <Popover.Content
        side="bottom"
        align="end"
        sideOffset={6}
        collisionPadding={8}
        aria-label="How the value was read"
        className="z-50 w-72 max-w-[calc(100vw-16px)] rounded-lg border bg-popover p-3 text-sm text-popover-foreground shadow-lg"
        {...props}
      >
        <p className="font-medium">{explanation.readFrom}</p>
        {explanation.evidence && (
          <p className="mt-1 break-words text-muted-foreground">{explanation.evidence}</p>
        )}
        {explanation.learned && <p className="mt-1 text-muted-foreground">{explanation.learned}</p>}
        {explanation.confidencePercent !== null && (
          <p className="mt-2 text-xs text-muted-foreground">
            Confidence {explanation.confidencePercent}%
          </p>
        )}
      </Popover.Content>
    </Popover.Portal>
  );
}

/**
 * Next to a field's label on the document page, a small button that says how the value was read.
 * A popover, so it opens by tap, click or keyboard and reads the same on a phone. Values the user
 * typed need no explanation.
 */
export function FieldWhy({ label, meta }: { label: string; meta: TFieldMeta | undefined }) {
  if (!isExplained(meta)) return null;
  return (
    <Popover.Root>
      <FieldWhyTrigger label={label} />
      <FieldWhyContent meta={meta} />
    </Popover.Root>
  );
}
