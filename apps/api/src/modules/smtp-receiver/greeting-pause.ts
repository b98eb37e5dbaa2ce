/**
 * When the receiver pauses before its greeting (decision 060):
 * - `new-clients`: only for a client IP that has not shown in the last day that it waits for the
 *   greeting (Postfix postscreen's pregreet test and its cache, on smtp-server's 100 ms pause);
 * - `always`: smtp-server's own behaviour, 100 ms before every greeting;
 * - `never`: greet at once (behind a filter that already did the early-talker check).
 */
export const GREETING_PAUSES = ['new-clients', 'always', 'never'] as const;

export type GreetingPause = (typeof GREETING_PAUSES)[number];
