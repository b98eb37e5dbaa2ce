import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { dismissToast, toast, useCurrentToast, type ToastMessage } from './toast-store';

describe('toast store', () => {
  it('shows one toast at a time: a new one replaces the old', () => {
    const seen: (ToastMessage | null)[] = [];
    function Probe() {
      seen.push(useCurrentToast());
      return null;
    }
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const root = createRoot(document.createElement('div'));
    act(() => root.render(createElement(Probe)));

    act(() => toast({ title: 'Welcome!' }));
    const first = seen.at(-1);
    expect(first).toMatchObject({ title: 'Welcome!', variant: 'default', open: true });

    act(() => toast({ title: 'Login failed', variant: 'destructive' }));
    expect(seen.at(-1)).toMatchObject({ title: 'Login failed', variant: 'destructive' });

    act(() => dismissToast(first!.id));
    expect(seen.at(-1)).toMatchObject({ title: 'Login failed', open: true });

    act(() => dismissToast(seen.at(-1)!.id));
    expect(seen.at(-1)).toMatchObject({ title: 'Login failed', open: false });
    act(() => root.unmount());
  });
});
