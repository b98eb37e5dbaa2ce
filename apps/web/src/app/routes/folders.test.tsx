import type { TFolder, TRole } from '@papertray/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { getProjectFoldersQueryOptions } from '@/lib/folders/project-folders-query';
import {
  cleanupScreens,
  renderScreen,
  TEST_NOW as NOW,
  TEST_PROJECT_ID as PROJECT_ID,
  testProject,
  testQueryClient,
} from '@/lib/testing/render-screen';
import FoldersPage from './folders';

function folder(id: number, name: string, documentCount: number, isDefault = false): TFolder {
  return {
    _id: `00000000-0000-4000-8000-00000000010${id}`,
    projectId: PROJECT_ID,
    name,
    description: '',
    color: '#3B82F6',
    isDefault,
    documentType: isDefault ? 'invoice' : null,
    documentCount,
    createdAt: NOW,
    updatedAt: NOW,
  };
}

afterEach(cleanupScreens);

/** The Folders screen for a member with this role, its folder list already loaded. */
function renderAs(role: TRole) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(getProjectFoldersQueryOptions(PROJECT_ID).queryKey, [
    folder(1, 'Invoices', 0, true),
    folder(2, 'Taxes', 2),
    folder(3, 'Scratch', 0),
  ]);
  const container = renderScreen(<FoldersPage />, {
    url: '/folders',
    project: testProject({ role }),
    queryClient,
  });
  const buttons = [...container.querySelectorAll('button')].map(
    (button) => button.getAttribute('aria-label') ?? button.textContent?.trim(),
  );
  return { container, buttons };
}

describe('Folders screen roles', () => {
  it.each(['owner', 'admin'] as const)('gives an %s the management actions', (role) => {
    const { buttons, container } = renderAs(role);
    expect(buttons).toEqual(
      expect.arrayContaining(['Create Folder', 'Edit Taxes', 'Delete Taxes', 'Delete Scratch']),
    );
    const blocked = container.querySelector('button[aria-label="Delete Taxes"]');
    expect(blocked?.getAttribute('aria-disabled')).toBe('true');
    const free = container.querySelector('button[aria-label="Delete Scratch"]');
    expect(free?.getAttribute('aria-disabled')).toBeNull();
  });

  it('shows an accountant the folders read-only', () => {
    const { buttons, container } = renderAs('accountant');
    expect(buttons.filter((label) => /^(Create Folder|Edit |Delete )/.test(label ?? ''))).toEqual(
      [],
    );
    expect(container.textContent).toContain('Only owners and admins can manage folders');
    const links = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toContain(`/documents?folderId=${folder(2, 'Taxes', 2)._id}`);
  });
});
