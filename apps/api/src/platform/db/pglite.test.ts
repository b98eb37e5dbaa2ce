import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import { DEFAULT_SHARED_BUFFERS, openPglite } from './pglite';

/** Opens the run's migrated template in memory with the given options, reads one setting. */
async function settingOf(name: string, sharedBuffers?: string): Promise<string> {
  const database = await openPglite({
    loadDataDir: new Blob([new Uint8Array(await readFile(inject('pgliteTemplateFile')))]),
    migrate: false,
    sharedBuffers,
  });
  try {
    const result = await database.client.query<{ setting: string }>(
      `select current_setting($1) as setting`,
      [name],
    );
    return result.rows[0]!.setting;
  } finally {
    await database.close();
  }
}

describe('openPglite', { timeout: 60_000 }, () => {
  it('starts PostgreSQL with a small buffer pool, or the one asked for', async () => {
    expect(DEFAULT_SHARED_BUFFERS).toBe('32MB');
    expect(await settingOf('shared_buffers')).toBe('32MB');
    expect(await settingOf('shared_buffers', '48MB')).toBe('48MB');
    // PGlite's own start options still apply next to ours.
    expect(await settingOf('search_path')).toBe('public');
  });
});
