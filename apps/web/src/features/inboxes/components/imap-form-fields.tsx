import type { UseFormReturn } from 'react-hook-form';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import type { ImapFormInput, ImapFormValues } from '../lib/imap-form-schema';
import { ImapAdvancedFields } from './imap-advanced-fields';
import { SyncFromDateField } from './sync-from-date-field';

interface ImapFormFieldsProps {
  form: UseFormReturn<ImapFormInput, unknown, ImapFormValues>;
  idPrefix: string;
  hostLabel: string;
  passwordHint?: string;
}

/** Name, address, server, port, login, sync-from date and the advanced security choice. */
export function ImapFormFields({ form, idPrefix, hostLabel, passwordHint }: ImapFormFieldsProps) {
  const { errors } = form.formState;
  const id = (field: string) => `${idPrefix}-${field}`;
  const text = (field: keyof ImapFormInput, hint?: string) => ({
    ...fieldAria(id(field), errors[field]?.message, hint),
    ...form.register(field),
  });

  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id('name')} label="Inbox Name" error={errors.name?.message}>
          <Input {...text('name')} placeholder="Invoices" autoComplete="off" />
        </FormField>
        <FormField
          id={id('emailAddress')}
          label="Email Address"
          error={errors.emailAddress?.message}
        >
          <Input {...text('emailAddress')} type="email" placeholder="invoices@example.com" />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_7rem]">
        <FormField id={id('host')} label={hostLabel} error={errors.host?.message}>
          <Input {...text('host')} placeholder="imap.example.com" autoComplete="off" />
        </FormField>
        <FormField id={id('port')} label="Port" error={errors.port?.message}>
          <Input {...text('port')} type="number" inputMode="numeric" min={1} max={65535} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id('username')} label="Username" error={errors.username?.message}>
          <Input {...text('username')} autoComplete="off" />
        </FormField>
        <FormField
          id={id('password')}
          label="Password"
          error={errors.password?.message}
          hint={passwordHint}
        >
          <PasswordInput {...text('password', passwordHint)} autoComplete="new-password" />
        </FormField>
      </div>
      <SyncFromDateField form={form} id={id('syncFromDate')} />
      <ImapAdvancedFields form={form} idPrefix={idPrefix} />
    </div>
  );
}
