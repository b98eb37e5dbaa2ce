import { MESSAGES } from '@papertray/contract';
import { useCallback, useState } from 'react';

/** Holds the bot-check answer; `reset` remounts the widget for a fresh, unused challenge. */
export function useBotCheckToken() {
  const [token, setToken] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [widgetKey, setWidgetKey] = useState(0);

  const onChange = useCallback((value: string | null) => {
    setToken(value);
    if (value !== null) setError(undefined);
  }, []);

  /** Returns the token, or null after showing why the form cannot be sent yet. */
  const require = useCallback(() => {
    if (token === null) setError(MESSAGES.botCheckMissing);
    return token;
  }, [token]);

  const reset = useCallback(() => {
    setToken((current) => (current === '' ? '' : null));
    setWidgetKey((key) => key + 1);
  }, []);

  return { token, error, widgetKey, onChange, require, reset };
}
