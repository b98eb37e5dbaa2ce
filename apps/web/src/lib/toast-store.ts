import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
}

/** Spec section 9: one toast at a time; a new one replaces the old. */
let current: ToastMessage | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function toast(input: { title: string; description?: string; variant?: ToastVariant }) {
  current = { id: nextId++, variant: 'default', ...input, open: true };
  emit();
}

export function dismissToast(id: number) {
  if (current?.id !== id) return;
  current = { ...current, open: false };
  emit();
}

export function useCurrentToast(): ToastMessage | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
