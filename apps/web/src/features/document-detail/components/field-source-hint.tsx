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
  return (
    <span className="inline-flex items-center gap-1 text-xs">
      <AlertTriangle className="size-3 text-warning" aria-hidden />
      Please check
    </span>
  );
}
