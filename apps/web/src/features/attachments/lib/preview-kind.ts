export type PreviewKind = 'image' | 'pdf' | 'text' | 'office' | 'other';

const TEXT_LIKE = ['json', 'xml', 'javascript', 'yaml', 'csv'];
const OFFICE = [
  'msword',
  'vnd.openxmlformats-officedocument',
  'vnd.ms-excel',
  'vnd.ms-powerpoint',
  'vnd.oasis.opendocument',
];

/** How the preview shows a file, from its content type (spec section 5). */
export function previewKind(contentType: string): PreviewKind {
  const type = contentType.toLowerCase().split(';')[0]!.trim();
  if (type.startsWith('image/')) return 'image';
  if (type === 'application/pdf') return 'pdf';
  // Before the text check: OOXML types contain "xml" but are not text.
  if (OFFICE.some((part) => type.includes(part))) return 'office';
  if (type.startsWith('text/') || TEXT_LIKE.some((part) => type.includes(part))) return 'text';
  return 'other';
}
