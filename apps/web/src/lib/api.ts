import { createApiClient } from './api-client';

/** API base; a build may point the SPA at another host with VITE_API_BASE_URL. */
export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '/api';

let sessionExpiredHandler = () => window.location.assign('/login');

/** Lets the router replace the full-page fallback with a client-side navigation. */
export function setSessionExpiredHandler(handler: () => void) {
  sessionExpiredHandler = handler;
}

export const api = createApiClient({
  baseUrl: API_BASE_URL,
  onSessionExpired: () => sessionExpiredHandler(),
});
