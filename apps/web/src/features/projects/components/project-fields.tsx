import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

const TAGS_HINT = 'Separate tags with commas, e.g. clients, 2026';

const ZProjectForm = z.object({
  name: z.string().trim().min(1, 'Please enter a project name').max(100),
  description: z.string().trim().max(1000),
  tags: z.string().max(800),
});

export interface ProjectValues {
  name: string;
  description: string;
  tags: string[];
}

export function parseTags(text: string): string[] {
  const tags = text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  return [...new Set(tags)];
}

interface ProjectFormProps {
  idPrefix: string;
  initial?: ProjectValues;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  disabled?: boolean;
  onSubmit: (values: ProjectValues) => void;
  onCancel?: () => void;
}

/** Name, description and tags: shared by the create/edit dialog and the settings page. */
export function ProjectForm(props: ProjectFormProps) {
  const form = useForm({
    resolver: zodResolver(ZProjectForm),
    defaultValues: {
      name: props.initial?.name ?? '',
      description: props.initial?.description ?? '',
      tags: props.initial?.tags.join(', ') ?? '',
    },
  });
  const { errors } = form.formState;
  const id = (field: string) => `${props.idPrefix}-${field}`;

  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={form.handleSubmit((values) =>
        props.onSubmit({ ...values, tags: parseTags(values.tags) }),
      )}
    >
      <fieldset disabled={props.disabled} className="grid gap-5">
        <FormField id={id('name')} label="Name" error={errors.name?.message}>
          <Input {...fieldAria(id('name'), errors.name?.message)} {...form.register('name')} />
        </FormField>
        <FormField id={id('description')} label="Description" error={errors.description?.message}>
          <Textarea
            {...fieldAria(id('description'), errors.description?.message)}
            rows={3}
            {...form.register('description')}
          />
        </FormField>
        <FormField id={id('tags')} label="Tags" error={errors.tags?.message} hint={TAGS_HINT}>
          <Input
            {...fieldAria(id('tags'), errors.tags?.message, TAGS_HINT)}
            {...form.register('tags')}
          />
        </FormField>
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {props.onCancel && (
          <Button type="button" variant="outline" onClick={props.onCancel}>
            Cancel
          </Button>
        )}
        {!props.disabled && (
          <Button type="submit" disabled={props.busy}>
            {props.busy ? props.busyLabel : props.submitLabel}
          </Button>
        )}
      </div>
    </form>
  );
}
