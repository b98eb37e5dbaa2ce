import { BotCheck } from '@/components/bot-check/bot-check';

/** The bot check with its validation message, as every auth form shows it. */
export function BotCheckField({
  onChange,
  error,
}: {
  onChange: (token: string | null) => void;
  error?: string;
}) {
  return (
    <div className="grid gap-2">
      <BotCheck onChange={onChange} />
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
