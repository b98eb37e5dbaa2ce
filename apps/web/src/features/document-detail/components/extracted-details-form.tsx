import { zodResolver } from '@hookform/resolvers/zod';
import { DOCUMENT_TYPES, type TDocument } from '@papertray/contract';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import { DOCUMENT_TYPE_LABELS, documentTypeLabel } from '@/lib/document-type-labels';
import { toast } from '@/lib/toast-store';
import { useUpdateDocument } from '../api/update-document';
import { formValuesOf, updateRequestOf } from '../lib/extracted-details-mapping';
import {
  type ExtractedDetailsInput,
  type ExtractedDetailsValues,
  ZExtractedDetailsForm,
} from '../lib/extracted-details-schema';
import { visibleFields } from '../lib/visible-fields';
import { ExtractedFieldInputs } from './extracted-field-inputs';
import { NativeSelect } from '@/components/ui/native-select';

type EditableDocument = Pick<TDocument, '_id' | 'name' | 'type' | 'extractedData' | 'fieldMeta'>;

/**
 * Name, type and extracted fields, editable. Only changed fields are sent; they become the
 * user's and survive reprocessing. A refetch (e.g. after processing) refreshes the fields the
 * user has not touched and keeps what they are typing.
 */
export function ExtractedDetailsForm({ document }: { document: EditableDocument }) {
  const saved = useMemo(() => formValuesOf(document), [document]);
  const form = useForm<ExtractedDetailsInput, unknown, ExtractedDetailsValues>({
    resolver: zodResolver(ZExtractedDetailsForm),
    values: saved,
    resetOptions: { keepDirtyValues: true },
  });
  const type = useWatch({ control: form.control, name: 'type' });
  const visible = useMemo(() => visibleFields(type, saved), [type, saved]);
  const update = useUpdateDocument(document._id);
  const { errors, isDirty } = form.formState;
  // reset() applies resetOptions too: here the user's values must go.
  const resetTo = (values: ExtractedDetailsValues) =>
    form.reset(values, { keepDirtyValues: false });

  const save = (values: ExtractedDetailsValues) => {
    const request = updateRequestOf(saved, values);
    if (!request) {
      resetTo(saved);
      return;
    }
    update.mutate(request, {
      onSuccess: (updated) => {
        resetTo(formValuesOf(updated));
        toast({ title: 'Document saved', description: 'Your changes have been saved.' });
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to save document'),
          variant: 'destructive',
        }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Extracted Details</CardTitle>
        <CardDescription>
          Corrections you save are kept when the document is processed again.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate className="@container grid gap-5" onSubmit={form.handleSubmit(save)}>
          <div className="grid items-start gap-4 @sm:grid-cols-[1fr_10rem]">
            <FormField id="document-name" label="Document Name" error={errors.name?.message}>
              <Input
                {...fieldAria('document-name', errors.name?.message)}
                {...form.register('name')}
                autoComplete="off"
              />
            </FormField>
            <FormField id="document-type" label="Document Type">
              <NativeSelect id="document-type" {...form.register('type')}>
                {saved.type === '' && <option value="">{documentTypeLabel(null)}</option>}
                {DOCUMENT_TYPES.map((value) => (
                  <option key={value} value={value}>
                    {DOCUMENT_TYPE_LABELS[value]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          <ExtractedFieldInputs form={form} visible={visible} fieldMeta={document.fieldMeta} />
          <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-end">
            <Button
              type="button"
              variant="outline"
              disabled={!isDirty || update.isPending}
              onClick={() => resetTo(saved)}
            >
              Discard Changes
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
