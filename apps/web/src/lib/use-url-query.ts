import { useRef } from 'react';
import { useSearchParams } from 'react-router';

type QueryChange = (current: URLSearchParams) => URLSearchParams;

/**
 * The URL query of a list's filters, changed in place (history `replace`).
 *
 * react-router's `setSearchParams(fn)` hands `fn` the query of the render that made it, so a
 * second change before the first navigation has rendered (a filter picked right after a tab, a
 * debounced search landing after a sort) starts from the old query and undoes the first. Here
 * each change starts from the one before it; once the URL renders, it is the truth again.
 */
export function useUrlQuery(): [URLSearchParams, (change: QueryChange) => void] {
  const [params, setParams] = useSearchParams();
  const latest = useRef({ rendered: params, wanted: params });
  if (latest.current.rendered !== params) latest.current = { rendered: params, wanted: params };

  const update = (change: QueryChange) => {
    const wanted = change(new URLSearchParams(latest.current.wanted));
    latest.current = { ...latest.current, wanted };
    setParams(wanted, { replace: true });
  };
  return [params, update];
}
