import { ChevronRight } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import type { ImapFormInput, ImapFormValues } from '../lib/imap-form-schema';

const SECURITY_OPTIONS = [
  { value: '', label: 'Automatic (TLS on port 993, STARTTLS otherwise)' },
  { value: 'tls', label: 'TLS' },
  { value: 'starttls', label: 'STARTTLS' },
  { value: 'none', label: 'None (unencrypted, local test servers only)' },
] as const;

const SELF_SIGNED_HINT = 'Only for servers you run yourself.';

/** Collapsed by default: most providers work with the automatic choice. */
export function ImapAdvancedFields({
  form,
  idPrefix,
}: {
  form: UseFormReturn<ImapFormInput, unknown, ImapFormValues>;
  idPrefix: string;
}) {
  const securityId = `${idPrefix}-security`;
  const selfSignedId = `${idPrefix}-allowSelfSigned`;
  return (
    <details className="group rounded-lg border bg-muted/30 px-4 py-3">
      <summary className="flex cursor-pointer list-none items-center gap-2 text-sm font-medium select-none [&::-webkit-details-marker]:hidden">
        <ChevronRight className="size-4 transition-transform group-open:rotate-90" aria-hidden />
        Advanced
      </summary>
      <div className="mt-4 grid gap-4">
        <FormField id={securityId} label="Security">
          <select
            id={securityId}
            className="h-10 w-full rounded-md border border-input bg-card px-3 text-base shadow-xs focus-visible:outline-2 focus-visible:outline-ring/40 sm:text-sm"
            {...form.register('security')}
          >
            {SECURITY_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </FormField>
        <div className="flex items-start gap-3">
          <input
            id={selfSignedId}
            type="checkbox"
            className="mt-0.5 size-4 accent-primary"
            aria-describedby={`${selfSignedId}-hint`}
            {...form.register('allowSelfSigned')}
          />
          <div className="grid gap-1">
            <label htmlFor={selfSignedId} className="text-sm leading-none font-medium">
              Allow self-signed certificate
            </label>
            <p id={`${selfSignedId}-hint`} className="text-xs text-muted-foreground">
              {SELF_SIGNED_HINT}
            </p>
          </div>
        </div>
      </div>
    </details>
  );
}
