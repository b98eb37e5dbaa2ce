import { Controller, type UseFormReturn } from 'react-hook-form';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import {
  todayForDateInput,
  UNREADABLE_DATE,
  type ImapFormInput,
  type ImapFormValues,
} from '../lib/imap-form-schema';

export const SYNC_FROM_HINT = 'Only emails after this date will be synced';

/**
 * 'Sync emails from' as a native date picker. A half-typed date reads as '' in the DOM, just
 * like a cleared one (which means "from now"); validity.badInput tells them apart, and the form
 * then holds UNREADABLE_DATE, which its schema answers with 'Date input not valid.'. Controlled,
 * so nothing is ever written back into the input while the user is typing.
 */
export function SyncFromDateField({
  form,
  id,
}: {
  form: UseFormReturn<ImapFormInput, unknown, ImapFormValues>;
  id: string;
}) {
  const error = form.formState.errors.syncFromDate?.message;
  return (
    <Controller
      control={form.control}
      name="syncFromDate"
      render={({ field }) => {
        const read = (input: HTMLInputElement) =>
          input.validity.badInput ? UNREADABLE_DATE : input.value;
        // Said at once, not only on submit; and taken back as soon as the date is readable.
        const change = (value: string) => {
          field.onChange(value);
          if (value === UNREADABLE_DATE || form.getFieldState('syncFromDate').error) {
            void form.trigger('syncFromDate');
          }
        };
        return (
          <FormField id={id} label="Sync emails from" error={error} hint={SYNC_FROM_HINT}>
            <Input
              {...fieldAria(id, error, SYNC_FROM_HINT)}
              ref={field.ref}
              name={field.name}
              type="date"
              max={todayForDateInput()}
              value={field.value === UNREADABLE_DATE ? '' : field.value}
              onChange={(event) => change(read(event.currentTarget))}
              // Typing only part of a date fires no change event; leaving the field tells.
              onBlur={(event) => {
                const value = read(event.currentTarget);
                if (value !== field.value) change(value);
                field.onBlur();
              }}
            />
          </FormField>
        );
      }}
    />
  );
}
