import type { TFieldMeta } from '@papertray/contract';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { FieldWhy } from '@/features/documents/components/field-why';
import type { DetailsForm } from './extracted-field-inputs';
import { FieldSourceHint } from './field-source-hint';

/** A contract's parties: a name and a role each, added and removed as rows. */
export function PartiesFields({ form, meta }: { form: DetailsForm; meta: TFieldMeta | undefined }) {
  const parties = useFieldArray({ control: form.control, name: 'parties' });
  const errors = form.formState.errors.parties;
  return (
    <fieldset className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <legend className="text-sm leading-none font-medium">Parties</legend>
        <span className="flex items-center gap-1">
          <FieldSourceHint meta={meta} />
          <FieldWhy label="Parties" meta={meta} />
        </span>
      </div>
      {parties.fields.length === 0 && (
        <p className="text-sm text-muted-foreground">No parties recorded.</p>
      )}
      {parties.fields.map((party, index) => {
        const nameId = `document-party-${index}-name`;
        const roleId = `document-party-${index}-role`;
        const nameError = errors?.[index]?.name?.message;
        const roleError = errors?.[index]?.role?.message;
        return (
          <div
            key={party.id}
            className="grid items-start gap-3 rounded-lg border p-3 @sm:grid-cols-[1fr_8rem_auto]"
          >
            <FormField id={nameId} label={`Party ${index + 1} name`} error={nameError}>
              <Input
                {...fieldAria(nameId, nameError)}
                {...form.register(`parties.${index}.name`)}
              />
            </FormField>
            <FormField id={roleId} label="Role" error={roleError}>
              <Input
                {...fieldAria(roleId, roleError)}
                {...form.register(`parties.${index}.role`)}
                placeholder="Client"
              />
            </FormField>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="@sm:mt-6"
              aria-label={`Remove party ${index + 1}`}
              onClick={() => parties.remove(index)}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
        );
      })}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => parties.append({ name: '', role: '' })}
      >
        <Plus aria-hidden />
        Add Party
      </Button>
    </fieldset>
  );
}
