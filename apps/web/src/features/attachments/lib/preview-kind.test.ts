import { describe, expect, it } from 'vitest';
import { previewKind } from './preview-kind';

describe('previewKind', () => {
  it.each([
    ['image/png', 'image'],
    ['application/pdf', 'pdf'],
    ['text/plain; charset=utf-8', 'text'],
    ['application/json', 'text'],
    ['application/xml', 'text'],
    ['text/csv', 'text'],
    ['application/x-yaml', 'text'],
    ['application/javascript', 'text'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'office'],
    ['application/msword', 'office'],
    ['application/vnd.ms-excel', 'office'],
    ['application/zip', 'other'],
  ])('%s is %s', (type, kind) => {
    expect(previewKind(type)).toBe(kind);
  });
});
