import { QueryClient } from '@tanstack/react-query';

/** Spec section 9: query cache 60 s with one retry. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
  },
});
