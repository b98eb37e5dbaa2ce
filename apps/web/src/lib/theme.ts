import { useEffect, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from './storage-keys';

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

const listeners = new Set<() => void>();
const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

function readTheme(): Theme {
  const stored = localStorage.getItem(STORAGE_KEYS.theme);
  return THEMES.includes(stored as Theme) ? (stored as Theme) : 'system';
}

/** Same rule as public/theme-init.js, which applies it before first paint. */
function applyTheme(theme: Theme) {
  const dark = theme === 'dark' || (theme === 'system' && darkQuery().matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

export function setTheme(theme: Theme) {
  localStorage.setItem(STORAGE_KEYS.theme, theme);
  applyTheme(theme);
  for (const listener of listeners) listener();
}

export function useTheme(): Theme {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, readTheme);
}

/** Keeps 'system' in step with the operating system while the app is open. */
export function useSystemThemeSync() {
  useEffect(() => {
    const query = darkQuery();
    const onChange = () => {
      if (readTheme() === 'system') applyTheme('system');
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
}
