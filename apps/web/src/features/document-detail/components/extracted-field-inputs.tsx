import type { TDocumentFieldMeta } from '@papertray/contract';
import { Fragment, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { FieldWhy } from '@/features/documents/components/field-why';
import { EXTRACTED_FIELD_LABELS } from '@/features/documents/lib/extracted-fields';
import type {
  ExtractedDetailsInput,
  ExtractedDetailsValues,
} from '../lib/extracted-details-schema';
import { EXTRACTED_FIELD_OF } from '../lib/form-field-names';
import { currencyCodes } from '../lib/money-input';
import type { DetailField } from '../lib/visible-fields';
import { FieldSourceHint } from './field-source-hint';
import { PartiesFields } from './parties-fields';

export type DetailsForm = UseFormReturn<ExtractedDetailsInput, unknown, ExtractedDetailsValues>;

type TextField = Exclude<DetailField, 'parties'>;

const DATE_FIELDS = ['issueDate', 'dueDate', 'transactionDate', 'startDate', 'endDate'] as const;
const HINTS: Partial<Record<TextField, string>> = {
  totalAmount: 'Gross total, e.g. 1234.56',
  netAmount: 'Without tax',
  taxAmount: 'VAT, GST or sales tax',
  vendorTaxId: 'VAT ID, GSTIN or EIN',
};

interface ExtractedFieldInputsProps {
  form: DetailsForm;
  visible: Set<DetailField>;
  fieldMeta: TDocumentFieldMeta;
}

/** The extracted fields the document's type has, grouped: numbers and dates, money, vendor. */
export function ExtractedFieldInputs({ form, visible, fieldMeta }: ExtractedFieldInputsProps) {
  const { errors } = form.formState;

  const field = (name: TextField, control: (aria: ReturnType<typeof fieldAria>) => ReactNode) => {
    if (!visible.has(name)) return null;
    const id = `document-${name}`;
    const error = errors[name]?.message;
    const label = EXTRACTED_FIELD_LABELS[EXTRACTED_FIELD_OF[name]];
    const meta = fieldMeta[EXTRACTED_FIELD_OF[name]];
    return (
      <FormField
        id={id}
        label={label}
        error={error}
        hint={HINTS[name]}
        action={
          <span className="ml-auto flex items-center gap-1">
            <FieldSourceHint meta={meta} />
            <FieldWhy label={label} meta={meta} />
          </span>
        }
      >
        {control(fieldAria(id, error, HINTS[name]))}
      </FormField>
    );
  };
  const text = (name: TextField) =>
    field(name, (aria) => <Input {...aria} {...form.register(name)} autoComplete="off" />);

  const amount = (name: 'totalAmount' | 'netAmount' | 'taxAmount') =>
    field(name, (aria) => (
      <Input {...aria} {...form.register(name)} inputMode="decimal" autoComplete="off" />
    ));

  return (
    <div className="grid gap-4">
      <div className="grid items-start gap-4 @sm:grid-cols-2">
        {text('invoiceNumber')}
        {text('contractNumber')}
        {DATE_FIELDS.map((name) => (
          <Fragment key={name}>
            {field(name, (aria) => (
              <Input {...aria} {...form.register(name)} type="date" />
            ))}
          </Fragment>
        ))}
        {amount('totalAmount')}
        {field('currency', (aria) => (
          <>
            <Input
              {...aria}
              {...form.register('currency')}
              list="currency-codes"
              maxLength={3}
              autoComplete="off"
              className="uppercase"
            />
            <datalist id="currency-codes">
              {currencyCodes().map((code) => (
                <option key={code} value={code} />
              ))}
            </datalist>
          </>
        ))}
      </div>
      {(visible.has('netAmount') || visible.has('taxAmount')) && (
        <div className="grid items-start gap-4 @sm:grid-cols-2">
          {amount('netAmount')}
          {amount('taxAmount')}
        </div>
      )}
      {text('vendorName')}
      {field('vendorAddress', (aria) => (
        <Textarea {...aria} {...form.register('vendorAddress')} rows={2} />
      ))}
      {text('vendorTaxId')}
      {visible.has('parties') && <PartiesFields form={form} meta={fieldMeta.parties} />}
    </div>
  );
}
