import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TProject } from '@papertray/contract';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, useLocation } from 'react-router';
import { ProjectContext } from '@/lib/projects/project-context';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

export const TEST_NOW = '2026-01-01T00:00:00.000Z';
export const TEST_PROJECT_ID = '00000000-0000-4000-8000-000000000001';

/** The selected project of a screen test; the user's role in it is what most tests vary. */
export function testProject(overrides: Partial<TProject> = {}): TProject {
  return {
    _id: TEST_PROJECT_ID,
    name: 'Books',
    description: '',
    tags: [],
    role: 'owner',
    ownerId: TEST_PROJECT_ID,
    createdAt: TEST_NOW,
    updatedAt: TEST_NOW,
    ...overrides,
  };
}

/** A query client that never refetches what a test put in its cache. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
}

const roots: Root[] = [];

/**
 * Renders a screen at `url` with `project` selected and `queryClient`'s cache as the API's
 * answers (no server is faked: a query missing from the cache would really be fetched).
 */
export function renderScreen(
  screen: ReactNode,
  options: { url: string; project: TProject; queryClient: QueryClient },
): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  roots.push(root);
  act(() =>
    root.render(
      <QueryClientProvider client={options.queryClient}>
        <ProjectContext.Provider
          value={{
            projects: [options.project],
            isLoading: false,
            selectedProject: options.project,
            selectProject: () => undefined,
            clearSelection: () => undefined,
          }}
        >
          <MemoryRouter initialEntries={[options.url]}>{screen}</MemoryRouter>
        </ProjectContext.Provider>
      </QueryClientProvider>,
    ),
  );
  return container;
}

/** Rendered beside a screen: its router's query string, as data-testid="location". */
export function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}

/** For afterEach: unmounts every rendered screen and empties the page. */
export function cleanupScreens() {
  act(() => {
    for (const root of roots.splice(0)) root.unmount();
  });
  document.body.innerHTML = '';
}
