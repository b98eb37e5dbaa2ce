import type { TFieldMeta } from '@papertray/contract';
import { AlertTriangle, PencilLine } from 'lucide-react';
import { LOW_CONFIDENCE } from '@/features/documents/lib/extracted-fields';

/** Next to a field's label: kept as the user's correction, or worth a second look. */
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
  if (meta.confidence >= LOW_CONFIDENCE) return null;
  return (
    <span className="inline-flex items-center gap-1 text-xs">
      <AlertTriangle className="size-3 text-warning" aria-hidden />
      Please check
    </span>
  );
}
