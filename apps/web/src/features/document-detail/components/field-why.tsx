import type { TFieldMeta, TFieldSource } from '@papertray/contract';
import { Info } from 'lucide-react';
import { Popover } from 'radix-ui';

const READ_FROM: Record<Exclude<TFieldSource, 'user'>, string> = {
  'e-invoice': 'Read from the e-invoice data inside the file',
  text: 'Read from the document’s text',
  ocr: 'Read by OCR from the image',
  llm: 'Suggested by the language model',
};

/** "right of the label …; net + tax = total" → "Right of the label …; net + tax = total". */
function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Next to a field's label, a small button that says how the value was read: from where (an
 * e-invoice, the text, OCR, the language model), the extractor's evidence (the label it stood
 * next to, the checks it passed) and its confidence. A popover, so it opens by tap, click or
 * keyboard and reads the same on a phone. Values the user typed need no explanation.
 */
export function FieldWhy({ label, meta }: { label: string; meta: TFieldMeta | undefined }) {
  if (!meta || meta.source === 'user') return null;
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <button
          type="button"
          className="inline-flex size-6 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <Info className="size-3.5" aria-hidden />
          {/* Named by its text, not aria-label: the field's input alone answers to its label. */}
          <span className="sr-only">How {label} was read</span>
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="bottom"
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-label="How the value was read"
          className="z-50 w-72 max-w-[calc(100vw-16px)] rounded-lg border bg-popover p-3 text-sm text-popover-foreground shadow-lg"
        >
          <p className="font-medium">{READ_FROM[meta.source]}</p>
          {meta.evidence && (
            <p className="mt-1 break-words text-muted-foreground">{sentence(meta.evidence)}</p>
          )}
          <p className="mt-2 text-xs text-muted-foreground">
            Confidence {Math.round(meta.confidence * 100)}%
          </p>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
