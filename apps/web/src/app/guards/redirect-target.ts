import type { Location } from 'react-router';

/** Only same-app paths are followed, so a crafted link cannot send users elsewhere. */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  if (!target || !target.startsWith('/') || target.startsWith('//')) return fallback;
  return target;
}

/** The location the project guard came from, passed as navigation state. */
export function originFromState(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('from' in state)) return null;
  const from = state.from as Partial<Location> | undefined;
  return from?.pathname ? `${from.pathname}${from.search ?? ''}` : null;
}
