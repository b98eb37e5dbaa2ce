import type { TFieldMeta } from '@papertray/contract';
import { Popover } from 'radix-ui';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { FieldWhyContent } from '@/features/documents/components/field-why';
import { isExplainFieldKey } from '../lib/review-keys';

/** Tailwind's md: where the review's bottom bar gives way to the side panel. */
const DESKTOP_QUERY = '(min-width: 768px)';
/** The app's top bar, and the review's action bar over the app's bottom bar (px, at 360 px). */
const PHONE_BARS = { top: 64, right: 8, bottom: 152, left: 8 };

interface ReviewFieldWhyProps {
  meta: TFieldMeta | undefined;
  /** The field's input: where the focus goes back when the explanation is closed by a key. */
  inputId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The field's row (label, its (i) button, input); the explanation opens under it. */
  children: ReactNode;
}

/**
 * A key field's "How … was read", opened by F1 from the field or by its (i) button (not in the
 * Tab order, which goes field to field). The explanation takes the focus, so a screen reader
 * reads it and the review keys rest; Escape, Tab or F1 again close it and put the focus back in
 * the field. A click elsewhere closes it and leaves the focus where the click put it.
 */
export function ReviewFieldWhy({
  meta,
  inputId,
  open,
  onOpenChange,
  children,
}: ReviewFieldWhyProps) {
  const backToField = useRef(true);
  // On a phone fixed bars cover the screen's top and foot: an explanation that would fall
  // behind the bottom ones opens above its field.
  const phone = open && !window.matchMedia(DESKTOP_QUERY).matches;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab' || isExplainFieldKey(event)) {
      event.preventDefault();
      onOpenChange(false);
    }
  };

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor asChild>{children}</Popover.Anchor>
      <FieldWhyContent
        meta={meta}
        collisionPadding={phone ? PHONE_BARS : 8}
        onKeyDown={onKeyDown}
        onOpenAutoFocus={() => (backToField.current = true)}
        onPointerDownOutside={() => (backToField.current = false)}
        onFocusOutside={() => (backToField.current = false)}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (backToField.current) document.getElementById(inputId)?.focus();
        }}
      />
    </Popover.Root>
  );
}
