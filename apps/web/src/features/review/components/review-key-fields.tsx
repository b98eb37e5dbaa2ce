import { zodResolver } from '@hookform/resolvers/zod';
import type { TDocument, TExtractedFieldName, TFieldMeta } from '@papertray/contract';
import { AlertTriangle, PencilLine } from 'lucide-react';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { useUpdateDocument } from '@/features/document-detail/api/update-document';
import {
  formValuesOf,
  updateRequestOf,
} from '@/features/document-detail/lib/extracted-details-mapping';
import {
  type ExtractedDetailsInput,
  type ExtractedDetailsValues,
  ZExtractedDetailsForm,
} from '@/features/document-detail/lib/extracted-details-schema';
import { FieldWhyTrigger } from '@/features/documents/components/field-why';
import { EXTRACTED_FIELD_LABELS, LOW_CONFIDENCE } from '@/features/documents/lib/extracted-fields';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';
import { cn } from '@/lib/utils';
import { EXPLAIN_FIELD_KEY, isExplainFieldKey } from '../lib/review-keys';
import { ReviewFieldWhy } from './review-field-why';

type KeyField =
  | 'invoiceNumber'
  | 'issueDate'
  | 'dueDate'
  | 'totalAmount'
  | 'currency'
  | 'vendorName'
  | 'vendorTaxId';

/** The fields an accountant checks beside the page, in the order Tab visits them. */
const KEY_FIELDS: { name: KeyField; field: TExtractedFieldName; type?: 'date' }[] = [
  { name: 'invoiceNumber', field: 'invoiceNumber' },
  { name: 'issueDate', field: 'issueDate', type: 'date' },
  { name: 'dueDate', field: 'dueDate', type: 'date' },
  { name: 'totalAmount', field: 'totalAmount' },
  { name: 'currency', field: 'currency' },
  { name: 'vendorName', field: 'vendor.name' },
  { name: 'vendorTaxId', field: 'vendor.taxId' },
];

type Mark = { kind: 'user' } | { kind: 'low' | 'ok'; percent: number } | null;

/** What the field's label says about its value: the user's, worth a check, or how sure. */
export function confidenceMark(meta: TFieldMeta | undefined): Mark {
  if (!meta) return null;
  if (meta.source === 'user') return { kind: 'user' };
  const percent = Math.round(meta.confidence * 100);
  return { kind: meta.confidence < LOW_CONFIDENCE ? 'low' : 'ok', percent };
}

function MarkText({ mark, id }: { mark: Mark; id: string }) {
  if (!mark) return null;
  if (mark.kind === 'user') {
    return (
      <span id={id} className="inline-flex items-center gap-1 text-xs text-muted-foreground">
        <PencilLine className="size-3" aria-hidden />
        Edited
      </span>
    );
  }
  if (mark.kind === 'low') {
    return (
      <span id={id} className="inline-flex items-center gap-1 text-xs font-medium">
        <AlertTriangle className="size-3 text-warning" aria-hidden />
        Please check · {mark.percent}%
      </span>
    );
  }
  return (
    <span id={id} className="text-xs text-muted-foreground tabular-nums">
      {mark.percent}% sure
    </span>
  );
}

type EditableDocument = Pick<TDocument, '_id' | 'name' | 'type' | 'extractedData' | 'fieldMeta'>;

/**
 * The key fields beside the preview, each with how sure extraction was (low confidence
 * highlighted), editable in place: Tab goes field to field, a changed field is saved when it is
 * left (or on Enter) through the same correction call as the detail page, so it becomes the
 * user's. Escape puts the field back. Keys typed here never act on the review; F1 (or the (i)
 * button beside the mark) says how the field's value was read.
 */
export function ReviewKeyFields({ document }: { document: EditableDocument }) {
  const saved = useMemo(() => formValuesOf(document), [document]);
  const form = useForm<ExtractedDetailsInput, unknown, ExtractedDetailsValues>({
    resolver: zodResolver(ZExtractedDetailsForm),
    values: saved,
    resetOptions: { keepDirtyValues: true },
  });
  const update = useUpdateDocument(document._id);
  const { errors } = form.formState;
  const [explaining, setExplaining] = useState<KeyField | null>(null);

  const save = form.handleSubmit((values) => {
    const request = updateRequestOf(saved, values);
    if (!request) return;
    update.mutate(request, {
      onSuccess: (updated) => form.reset(formValuesOf(updated), { keepDirtyValues: false }),
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to save document'),
          variant: 'destructive',
        }),
    });
  });

  const onKeyDown = (name: KeyField) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (isExplainFieldKey(event)) {
      // The browser's own help would open in a new tab.
      event.preventDefault();
      setExplaining(name);
    } else if (event.key === 'Escape') {
      form.resetField(name, { defaultValue: saved[name] });
      event.currentTarget.blur();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      // Leaving the field saves it; the keys go back to the review.
      event.currentTarget.blur();
    }
  };

  return (
    <form
      noValidate
      aria-label="Key fields"
      className="grid gap-3"
      onSubmit={(event) => void save(event)}
    >
      <h3 className="text-sm font-semibold">Key fields</h3>
      {KEY_FIELDS.map(({ name, field, type }) => {
        const id = `review-${name}`;
        const mark = confidenceMark(document.fieldMeta[field]);
        const error = errors[name]?.message;
        const registered = form.register(name, {
          onBlur: () => {
            if (form.getFieldState(name).isDirty) void save();
          },
        });
        const label = EXTRACTED_FIELD_LABELS[field];
        return (
          <ReviewFieldWhy
            key={name}
            meta={document.fieldMeta[field]}
            inputId={id}
            open={explaining === name}
            onOpenChange={(open) => setExplaining(open ? name : null)}
          >
            <div className="grid gap-1" data-field={field}>
              <div className="flex items-center justify-between gap-2">
                <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
                  {label}
                </label>
                <span className="flex items-center gap-1">
                  <MarkText mark={mark} id={`${id}-mark`} />
                  {/* Out of the Tab order, which goes field to field: F1 in the field opens it. */}
                  <FieldWhyTrigger label={label} tabIndex={-1} />
                </span>
              </div>
              <Input
                id={id}
                type={type ?? 'text'}
                autoComplete="off"
                inputMode={name === 'totalAmount' ? 'decimal' : undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={cn(mark && `${id}-mark`, error && `${id}-error`) || undefined}
                data-low-confidence={mark?.kind === 'low' || undefined}
                className={cn(
                  // Focused by Tab on a phone, a field stays clear of the bottom bars.
                  'h-8 scroll-mb-40 text-sm md:scroll-mb-0',
                  name === 'currency' && 'uppercase',
                  mark?.kind === 'low' && 'border-warning bg-warning/10',
                )}
                aria-keyshortcuts={EXPLAIN_FIELD_KEY}
                onKeyDown={onKeyDown(name)}
                {...registered}
              />
              {error && (
                <p id={`${id}-error`} role="alert" className="text-xs text-destructive">
                  {error}
                </p>
              )}
            </div>
          </ReviewFieldWhy>
        );
      })}
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {update.isPending ? 'Saving...' : 'A field is saved when you leave it.'}
      </p>
    </form>
  );
}
