import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useUrlQuery } from './use-url-query';

globalThis.IS_REACT_ACT_ENVIRONMENT = true;

function set(key: string, value: string) {
  return (current: URLSearchParams) => {
    current.set(key, value);
    return current;
  };
}

/** A list whose two filters change in one go, as a quick user or a late debounced search does. */
function TwoFilters() {
  const [params, update] = useUrlQuery();
  return (
    <>
      <output>{params.toString()}</output>
      <button
        onClick={() => {
          update(set('show', 'all'));
          update(set('inboxId', 'billing'));
        }}
      >
        both
      </button>
    </>
  );
}

let cleanUp: () => void = () => undefined;
afterEach(() => cleanUp());

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/emails', element: <TwoFilters /> }], {
    initialEntries: [url],
  });
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(<RouterProvider router={router} />));
  cleanUp = () => {
    act(() => root.unmount());
    container.remove();
  };
  return { router, container };
}

describe('a list query changed twice before the URL renders', () => {
  it('keeps both changes and what the URL had', async () => {
    const { router, container } = renderAt('/emails?search=lunch');
    await act(async () => container.querySelector('button')?.click());
    const query = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(query)).toEqual({ search: 'lunch', show: 'all', inboxId: 'billing' });
    expect(container.querySelector('output')?.textContent).toBe(query.toString());
  });

  it('starts again from the URL after a navigation elsewhere', async () => {
    const { router, container } = renderAt('/emails?search=lunch');
    await act(async () => router.navigate('/emails?page=2'));
    await act(async () => container.querySelector('button')?.click());
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      page: '2',
      show: 'all',
      inboxId: 'billing',
    });
  });
});
