import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCheckoutSessionRequest,
  TDemoCheckout,
  TRedirectUrl,
  TSubscription,
} from '@papertray/contract';
import { api } from '@/lib/api';
import { profileQueryOptions } from '@/lib/auth/profile-query';

export const subscriptionQueryOptions = queryOptions({
  queryKey: ['billing', 'subscription'],
  queryFn: () => api.get<TSubscription>('/billing/subscription'),
});

export function useSubscription(enabled = true) {
  return useQuery({ ...subscriptionQueryOptions, enabled });
}

export function demoCheckoutQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['billing', 'demo-checkout', token],
    queryFn: () => api.get<TDemoCheckout>('/billing/demo-checkout', { token }),
    retry: false,
  });
}

/** Goes to the URL the server answered: Stripe Checkout/portal, or the built-in demo page. */
function follow({ url }: TRedirectUrl) {
  window.location.assign(url);
}

export function useStartCheckout() {
  return useMutation({
    mutationFn: (input: TCheckoutSessionRequest) =>
      api.post<TRedirectUrl>('/billing/checkout-session', input),
    onSuccess: follow,
  });
}

export function useOpenPortal() {
  return useMutation({
    mutationFn: () => api.post<TRedirectUrl>('/billing/portal-session'),
    onSuccess: follow,
  });
}

/** After a plan change the shell (profile) and the billing tab read the new plan. */
function usePlanChanged() {
  const queryClient = useQueryClient();
  return async (subscription: TSubscription) => {
    queryClient.setQueryData(subscriptionQueryOptions.queryKey, subscription);
    await queryClient.invalidateQueries({ queryKey: profileQueryOptions.queryKey });
  };
}

export function useCompleteDemoCheckout() {
  const planChanged = usePlanChanged();
  return useMutation({
    mutationFn: (token: string) =>
      api.post<TSubscription>('/billing/demo-checkout/complete', { token }),
    onSuccess: planChanged,
  });
}

export function useCancelDemoSubscription() {
  const planChanged = usePlanChanged();
  return useMutation({
    mutationFn: () => api.post<TSubscription>('/billing/demo-checkout/cancel'),
    onSuccess: planChanged,
  });
}
