import type { TFieldMeta } from '@papertray/contract';
import { format, parseISO } from 'date-fns';
import { AlertTriangle, GraduationCap, PencilLine } from 'lucide-react';
import { LOW_CONFIDENCE } from '@/features/documents/lib/extracted-fields';

/**
 * Next to a field's label: kept as the user's correction, found by what an earlier correction
 * taught about this vendor, or worth a second look.
 */
export function FieldSourceHint({ meta }: { meta: TFieldMeta | undefined }) {
  if (!meta) return null;
  if (meta.source === 'user') {
    return (
      <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
        <PencilLine className="size-3" aria-hidden />
        Edited
      </span>
    );
  }
  if (meta.learned) {
    return (
      <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
        <GraduationCap className="size-3 shrink-0" aria-hidden />
        Learned from your correction on {format(parseISO(meta.learned.learnedAt), 'MMM d, yyyy')}
      </span>
    );
  }
  if (meta.confidence >= LOW_CONFIDENCE) return null;
  // On one line, however narrow the column: the label beside it wraps instead. The words have
  // their own element and colour rather than an anonymous flex item's inherited one: in the dark
  // theme Chromium has been seen to paint them in the light theme's colour, unreadable.
  return (
    <span className="inline-flex shrink-0 items-center gap-1 text-xs whitespace-nowrap">
      <AlertTriangle className="size-3 shrink-0 text-warning" aria-hidden />
      <span className="text-foreground">Please check</span>
    </span>
  );
}
