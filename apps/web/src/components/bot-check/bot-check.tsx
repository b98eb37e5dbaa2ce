import { lazy, Suspense, useEffect } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { API_BASE_URL } from '@/lib/api';
import { usePublicConfig } from '@/lib/public-config';

const AltchaWidget = lazy(() => import('./altcha-widget'));
const TurnstileWidget = lazy(() => import('./turnstile-widget'));

interface BotCheckProps {
  /** The answer to send as `turnstileToken`; null while unsolved. '' when the check is off. */
  onChange: (token: string | null) => void;
}

/** The bot check the server asks for: ALTCHA (default), Turnstile, or none. */
export function BotCheck({ onChange }: BotCheckProps) {
  const config = usePublicConfig();
  const botCheck = config.data?.botCheck;
  const off = botCheck?.provider === 'off';

  useEffect(() => {
    if (off) onChange('');
  }, [off, onChange]);

  if (config.isPending) return <Spinner label="Loading security check" />;
  if (off) return null;
  return (
    <Suspense fallback={<Spinner label="Loading security check" />}>
      {botCheck?.provider === 'turnstile' && botCheck.siteKey ? (
        <TurnstileWidget siteKey={botCheck.siteKey} onChange={onChange} />
      ) : (
        <AltchaWidget
          challengeUrl={botCheck?.challengeUrl ?? `${API_BASE_URL}/auth/altcha-challenge`}
          onChange={onChange}
        />
      )}
    </Suspense>
  );
}
