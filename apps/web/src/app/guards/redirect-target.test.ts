import { describe, expect, it } from 'vitest';
import { originFromState, safeRedirect } from './redirect-target';

describe('safeRedirect', () => {
  it('follows paths inside the app', () => {
    expect(safeRedirect('/projects?tab=1', '/select-project')).toBe('/projects?tab=1');
  });

  it('falls back for missing, absolute or protocol-relative targets', () => {
    expect(safeRedirect(null, '/select-project')).toBe('/select-project');
    expect(safeRedirect('https://evil.example', '/dashboard')).toBe('/dashboard');
    expect(safeRedirect('//evil.example', '/dashboard')).toBe('/dashboard');
  });
});

describe('originFromState', () => {
  it('reads the location the project guard passed on', () => {
    expect(originFromState({ from: { pathname: '/documents', search: '?folderId=1' } })).toBe(
      '/documents?folderId=1',
    );
  });

  it('ignores anything else', () => {
    expect(originFromState(null)).toBeNull();
    expect(originFromState({})).toBeNull();
  });
});
