import type { TTokenPair } from '@papertray/contract';
import { STORAGE_KEYS } from './storage-keys';

type Listener = () => void;
const listeners = new Set<Listener>();

function notify() {
  for (const listener of listeners) listener();
}

/** Access and refresh tokens in localStorage, with change notifications for the auth state. */
export const tokenStorage = {
  getAccessToken: () => localStorage.getItem(STORAGE_KEYS.accessToken),
  getRefreshToken: () => localStorage.getItem(STORAGE_KEYS.refreshToken),
  hasSession: () => localStorage.getItem(STORAGE_KEYS.refreshToken) !== null,
  setTokens(pair: TTokenPair) {
    localStorage.setItem(STORAGE_KEYS.accessToken, pair.accessToken);
    localStorage.setItem(STORAGE_KEYS.refreshToken, pair.refreshToken);
    notify();
  },
  clear() {
    localStorage.removeItem(STORAGE_KEYS.accessToken);
    localStorage.removeItem(STORAGE_KEYS.refreshToken);
    notify();
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
