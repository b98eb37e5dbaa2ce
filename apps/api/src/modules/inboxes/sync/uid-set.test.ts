import { describe, expect, it } from 'vitest';
import { uidSet, uidSetSlices } from './uid-set';

describe('UID sequence sets', () => {
  it('collapses runs into ranges and keeps single UIDs', () => {
    expect(uidSet([1, 2, 3, 5, 7, 8, 10])).toBe('1:3,5,7:8,10');
    expect(uidSet([42])).toBe('42');
    expect(uidSet([])).toBe('');
  });

  it('writes 30,000 consecutive UIDs as one range', () => {
    const uids = Array.from({ length: 30_000 }, (_, i) => i + 1);
    expect(uidSet(uids)).toBe('1:30000');
  });

  it('slices a gappy folder so no command line grows with the folder', () => {
    const everyOther = Array.from({ length: 30_000 }, (_, i) => 2 * i + 1);
    const slices = uidSetSlices(everyOther, 1000);
    expect(slices).toHaveLength(30);
    expect(Math.max(...slices.map((s) => s.length))).toBeLessThan(6 * 1000);
    expect(slices.join(',').split(',').map(Number)).toEqual(everyOther);
  });
});
