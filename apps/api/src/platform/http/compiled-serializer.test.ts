import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZContactList, ZDocumentList, ZProjectStats } from '@papertray/contract';
import { compileResponseSchema, createSerializerCompiler } from './compiled-serializer';

const ZSample = z.object({
  _id: z.string(),
  at: z.iso.datetime(),
  count: z.number().int(),
  amount: z.number().nullable(),
  state: z.enum(['paper_tray', 'approved']),
  note: z.string().nullable(),
  contact: z.object({ _id: z.string(), name: z.string() }).nullable(),
  tags: z.array(z.string()),
  meta: z.record(z.string(), z.object({ source: z.enum(['user', 'extracted']) })),
  maybe: z.string().optional(),
  data: z.object({ vendor: z.object({ name: z.string().nullable() }) }).nullable(),
});

const serializer = (verify: boolean) =>
  createSerializerCompiler({ verify })({
    schema: ZSample,
    method: 'GET',
    url: '/sample',
    httpStatus: '200',
  } as never);

const sample = {
  _id: 'a"b\\c\n',
  at: '2026-11-22T16:33:18.335Z',
  count: 3,
  amount: null,
  state: 'approved',
  note: 'Müller – “quoted” 😀',
  contact: { _id: 'c1', name: 'Müller GmbH', extra: 'dropped' },
  tags: ['x', 'y'],
  meta: { totalAmount: { source: 'user' } },
  data: { vendor: { name: null } },
  notInContract: true,
};

describe('compiled response serializer', () => {
  it('writes what zod writes, unknown keys dropped, nulls and nested objects kept', () => {
    const expected = JSON.stringify(ZSample.encode(sample as never));
    expect(serializer(false)(sample)).toBe(expected);
    expect(serializer(false)({ ...sample, contact: null, data: null, note: null })).toBe(
      JSON.stringify(ZSample.encode({ ...sample, contact: null, data: null, note: null } as never)),
    );
    expect(serializer(true)(sample)).toBe(expected);
  });

  it('writes a set optional property too (after the others: only the key order differs)', () => {
    const withOptional = { ...sample, maybe: 'here' };
    const text = serializer(true)(withOptional);
    expect(JSON.parse(text)).toEqual(
      JSON.parse(JSON.stringify(ZSample.encode(withOptional as never))),
    );
    expect(JSON.parse(text).maybe).toBe('here');
  });

  it('still rejects what breaks the contract when verifying', () => {
    expect(() => serializer(true)({ ...sample, state: 'lost' })).toThrow();
    expect(() => serializer(true)({ ...sample, count: 'three' })).toThrow();
  });

  it('compiles the list and stats responses instead of falling back to zod', () => {
    for (const schema of [ZDocumentList, ZContactList, ZProjectStats]) {
      expect(() => compileResponseSchema(schema)).not.toThrow();
    }
  });
});
