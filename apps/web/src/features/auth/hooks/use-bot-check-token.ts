import { MESSAGES } from '@papertray/contract';
import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a submit waits for a check that is still solving (~1 s here, more on a busy phone). */
const SOLVE_WAIT_MS = 20_000;

/** Holds the bot-check answer; `reset` remounts the widget for a fresh, unused challenge. */
export function useBotCheckToken() {
  const [token, setToken] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [widgetKey, setWidgetKey] = useState(0);
  const latest = useRef<string | null>(null);
  const waiting = useRef(new Set<(token: string) => void>());

  const onChange = useCallback((value: string | null) => {
    latest.current = value;
    setToken(value);
    if (value === null) return;
    setError(undefined);
    for (const resolve of waiting.current) resolve(value);
    waiting.current.clear();
  }, []);

  useEffect(() => {
    const pending = waiting.current;
    return () => pending.clear();
  }, []);

  /**
   * The token; a submit made while the check is still solving (a password manager filled the
   * form, the user clicked at once) waits for it and goes on, instead of being dropped. Null,
   * after showing why, when no answer came.
   */
  const require = useCallback(async (): Promise<string | null> => {
    if (latest.current !== null) return latest.current;
    const answer = await new Promise<string | null>((resolve) => {
      const done = (value: string) => {
        clearTimeout(timer);
        resolve(value);
      };
      const timer = setTimeout(() => {
        waiting.current.delete(done);
        resolve(null);
      }, SOLVE_WAIT_MS);
      waiting.current.add(done);
    });
    if (answer === null) setError(MESSAGES.botCheckMissing);
    return answer;
  }, []);

  const reset = useCallback(() => {
    const next = latest.current === '' ? '' : null;
    latest.current = next;
    setToken(next);
    setWidgetKey((key) => key + 1);
  }, []);

  return { token, error, widgetKey, onChange, require, reset };
}
