import {
  PLANS,
  limitsExceededOn,
  type TLimitUsage,
  type TPlanType,
  type TSubscription,
} from '@papertray/contract';
import { Check, CreditCard } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import {
  useCancelDemoSubscription,
  useOpenPortal,
  useSubscription,
} from '@/features/billing/api/billing';
import { overLimitText } from '@/features/billing/components/downgrade-note';
import { errorMessage } from '@/lib/api-error';
import { formatBytes } from '@/lib/format-bytes';
import { describePlanFeatures } from '@/lib/plan-features';
import { describePlanLimits } from '@/lib/plan-limits';
import { toast } from '@/lib/toast-store';
import { cn } from '@/lib/utils';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

function amount(u: TLimitUsage, value: number) {
  return u.key === 'storageBytes' ? formatBytes(value) : value.toLocaleString();
}

/** One limit as a meter: used of limit, amber in the grace, red at the ceiling. */
function UsageMeter({ usage }: { usage: TLimitUsage }) {
  const { limit, ceiling, used } = usage;
  const percent = limit ? Math.min(100, (used / limit) * 100) : 0;
  const inGrace = limit !== null && used > limit;
  const blocked = ceiling !== null && used >= ceiling;
  return (
    <li className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={`usage-${usage.key}`} className="font-medium">
          {usage.label}
        </span>
        <span className="text-muted-foreground tabular-nums">
          {amount(usage, used)} {limit === null ? '(unlimited)' : `of ${amount(usage, limit)}`}
        </span>
      </div>
      {limit !== null && (
        <div
          role="meter"
          aria-labelledby={`usage-${usage.key}`}
          aria-valuemin={0}
          aria-valuemax={limit}
          aria-valuenow={Math.min(used, limit)}
          aria-valuetext={`${amount(usage, used)} of ${amount(usage, limit)}`}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div
            className={cn(
              'h-full rounded-full bg-primary',
              inGrace && 'bg-warning',
              blocked && 'bg-destructive',
            )}
            style={{ width: `${percent}%` }}
          />
        </div>
      )}
      {inGrace && (
        <p className="text-xs text-muted-foreground">
          {blocked
            ? 'Limit reached: adding more is refused until you upgrade or use less.'
            : `Over the limit, within the 20% grace (up to ${amount(usage, ceiling ?? 0)}).`}
        </p>
      )}
    </li>
  );
}

function ManageSubscription({ subscription }: { subscription: TSubscription }) {
  const portal = useOpenPortal();
  const cancel = useCancelDemoSubscription();
  const [confirming, setConfirming] = useState(false);
  const over = limitsExceededOn('free', subscription.usage);
  if (!subscription.canManage) return null;
  if (subscription.provider === 'stripe') {
    return (
      <Button
        variant="outline"
        disabled={portal.isPending}
        onClick={() =>
          portal.mutate(undefined, {
            onError: (error) =>
              toast({
                title: 'Error',
                description: errorMessage(error, 'Failed to open the billing portal.'),
                variant: 'destructive',
              }),
          })
        }
      >
        {portal.isPending && <Spinner label="Opening portal" className="text-current" />}
        Manage subscription
      </Button>
    );
  }
  return (
    <>
      <Button variant="outline" onClick={() => setConfirming(true)}>
        Switch to Free
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Switch to the Free plan?"
        description={
          `Your demo ${PLANS[subscription.plan].displayName} subscription ends now. Nothing you have is deleted.` +
          (over.length > 0
            ? ` You use more than Free allows: ${overLimitText(PLANS.free, over)}. Adding more of these is refused until you are back under the limit.`
            : '')
        }
        confirmLabel="Switch to Free"
        busyLabel="Switching…"
        busy={cancel.isPending}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast({ title: 'Plan changed', description: 'You are now on the Free plan.' });
            },
            onError: (error) =>
              toast({
                title: 'Error',
                description: errorMessage(error, 'Failed to change the plan.'),
                variant: 'destructive',
              }),
          })
        }
      />
    </>
  );
}

function renewalText(subscription: TSubscription) {
  if (!subscription.renewsAt) return null;
  const date = dateFormat.format(new Date(subscription.renewsAt));
  return subscription.cancelAtPeriodEnd ? `Ends on ${date}` : `Renews on ${date}`;
}

/** The account's plan, its renewal, usage against every limit, and plan changes. */
export function BillingOverview({ planType }: { planType: TPlanType }) {
  const { data: subscription, isError } = useSubscription();
  const current = subscription?.plan ?? planType;
  const plan = PLANS[current];
  const lines = [...describePlanLimits(plan), ...describePlanFeatures(plan)];
  const isFree = current === 'free';
  const renewal = subscription ? renewalText(subscription) : null;

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
          <div className="grid gap-1.5">
            <CardDescription>Current plan</CardDescription>
            <CardTitle className="flex flex-wrap items-center gap-2 text-2xl">
              <span data-testid="billing-plan">{plan.displayName}</span>
              {isFree && <Badge variant="secondary">Free</Badge>}
              {subscription?.interval && (
                <Badge variant="outline" className="capitalize">
                  {subscription.interval}
                </Badge>
              )}
              {subscription?.status === 'past_due' && (
                <Badge variant="destructive">Payment due</Badge>
              )}
            </CardTitle>
            <p className="text-sm text-muted-foreground">{plan.description}</p>
            {renewal && <p className="text-sm">{renewal}</p>}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant={isFree ? 'default' : 'outline'}>
              <Link to="/pricing">{isFree ? 'Upgrade to Pro' : 'Change plan'}</Link>
            </Button>
            {subscription && <ManageSubscription subscription={subscription} />}
          </div>
        </CardHeader>
        <CardContent>
          <h3 className="text-sm font-medium">Included</h3>
          <ul className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
            {lines.map((line) => (
              <li key={line} className="flex items-start gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
                {line}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Usage</CardTitle>
          <CardDescription>
            Counted over all projects you own; monthly figures reset on the 1st (UTC). Past a limit
            there is a 20% grace before new additions are refused.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {isError ? (
            <p role="alert" className="text-sm text-muted-foreground">
              Usage could not be loaded.
            </p>
          ) : subscription ? (
            <ul className="grid gap-5 sm:grid-cols-2">
              {subscription.usage.map((usage) => (
                <UsageMeter key={usage.key} usage={usage} />
              ))}
            </ul>
          ) : (
            <div className="grid gap-4 sm:grid-cols-2">
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} className="h-9" />
              ))}
            </div>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Payment and invoices</CardTitle>
          <CardDescription>
            {subscription?.provider === 'demo'
              ? 'This server uses the demo checkout: no payments are taken.'
              : 'Payment method and invoices are kept by Stripe.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <div className="flex items-center gap-3 rounded-lg border border-dashed px-4 py-6 text-sm text-muted-foreground">
            <CreditCard className="size-5 shrink-0" aria-hidden />
            {isFree
              ? 'You are on the free plan: there is nothing to pay.'
              : subscription?.provider === 'stripe'
                ? 'Use "Manage subscription" to update your card, download invoices or cancel.'
                : 'Demo subscriptions have no invoices. Every paid plan has a 30-day money-back guarantee.'}
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
