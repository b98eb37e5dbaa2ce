import { describe, expect, it } from 'vitest';
import { RecipientCache } from './recipient-cache';

function counting(targets: Record<string, string | null>) {
  const calls: string[] = [];
  const lookup = async (address: string) => {
    calls.push(address);
    await new Promise((r) => setTimeout(r, 1));
    return targets[address.toLowerCase()] ?? null;
  };
  return { calls, lookup };
}

describe('RecipientCache', () => {
  it('looks a found address up once while it is fresh, concurrent RCPTs included', async () => {
    const { calls, lookup } = counting({ 'a@in.example': 'project-a' });
    let now = 0;
    const cache = new RecipientCache(lookup, () => now);
    const found = await Promise.all([cache.find('a@in.example'), cache.find('A@IN.example')]);
    expect(found).toEqual(['project-a', 'project-a']);
    expect(await cache.find('a@in.example')).toBe('project-a');
    expect(calls).toHaveLength(1);
    now += 2_001; // stale: a deactivation must take effect
    await cache.find('a@in.example');
    expect(calls).toHaveLength(2);
  });

  it('never remembers an unknown address (it may be created the next moment)', async () => {
    const targets: Record<string, string | null> = {};
    const { calls, lookup } = counting(targets);
    const cache = new RecipientCache(lookup, () => 0);
    expect(await cache.find('new@in.example')).toBeNull();
    targets['new@in.example'] = 'project-new';
    expect(await cache.find('new@in.example')).toBe('project-new');
    expect(calls).toHaveLength(2);
  });
});
