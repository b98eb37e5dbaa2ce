import { STORAGE_KEYS } from '../storage-keys';

export const projectSelectionStorage = {
  get: () => localStorage.getItem(STORAGE_KEYS.selectedProjectId),
  set: (id: string) => localStorage.setItem(STORAGE_KEYS.selectedProjectId, id),
  clear: () => localStorage.removeItem(STORAGE_KEYS.selectedProjectId),
};
