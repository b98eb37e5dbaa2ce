import { DEFAULT_FOLDER_COLOR } from '@papertray/contract';

/** The colours offered as swatches; any other colour can still be picked with the custom input. */
export const FOLDER_COLOURS = [
  { value: DEFAULT_FOLDER_COLOR, name: 'Blue' },
  { value: '#10B981', name: 'Green' },
  { value: '#F59E0B', name: 'Amber' },
  { value: '#EF4444', name: 'Red' },
  { value: '#8B5CF6', name: 'Violet' },
  { value: '#EC4899', name: 'Pink' },
  { value: '#14B8A6', name: 'Teal' },
  { value: '#64748B', name: 'Slate' },
] as const;
