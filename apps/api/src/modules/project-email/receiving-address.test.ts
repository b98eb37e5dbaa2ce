import { describe, expect, it } from 'vitest';
import { localPartFor, newLocalPart, slugOf } from './receiving-address';

describe('receiving addresses', () => {
  it('makes a readable ASCII slug of any name', () => {
    expect(slugOf('Müller & Söhne GmbH')).toBe('muller-sohne-gmbh');
    expect(slugOf('  ACME Trading, Inc.  ')).toBe('acme-trading-inc');
    expect(slugOf('株式会社')).toBe('project');
    expect(slugOf('a'.repeat(80))).toHaveLength(24);
  });

  it('adds an unguessable suffix without look-alike characters', () => {
    const parts = new Set(Array.from({ length: 200 }, () => newLocalPart('Acme')));
    expect(parts.size).toBe(200);
    for (const part of parts) expect(part).toMatch(/^acme-[a-km-np-z2-9]{8}$/);
  });

  it('reads the local part of our domain only, ignoring case and +tags', () => {
    expect(localPartFor('Acme-X2+Invoices@IN.Example.COM', 'in.example.com')).toBe('acme-x2');
    expect(localPartFor('acme-x2@other.example', 'in.example.com')).toBeNull();
    expect(localPartFor('@in.example.com', 'in.example.com')).toBeNull();
    expect(localPartFor('no-at-sign', 'in.example.com')).toBeNull();
  });
});
