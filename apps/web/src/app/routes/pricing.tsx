import {
  BILLING_MESSAGES,
  PLAN_TYPES,
  PLANS,
  limitsExceededOn,
  type TBillingInterval,
  type TPlan,
} from '@papertray/contract';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useStartCheckout, useSubscription } from '@/features/billing/api/billing';
import { DowngradeNote } from '@/features/billing/components/downgrade-note';
import { BillingIntervalToggle } from '@/features/pricing/components/billing-interval-toggle';
import { PlanCard } from '@/features/pricing/components/plan-card';
import { PricingFaq } from '@/features/pricing/components/pricing-faq';
import { useAuth } from '@/lib/auth/auth-context';
import { usePublicConfig } from '@/lib/public-config';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';

export default function PricingPage() {
  const [interval, setInterval] = useState<TBillingInterval>('monthly');
  const { status, user } = useAuth();
  const { data: config } = usePublicConfig();
  const signedIn = status === 'authenticated';
  const { data: subscription } = useSubscription(signedIn);
  const checkout = useStartCheckout();
  const startCheckout = (plan: TPlan) =>
    checkout.mutate(
      { planType: plan.name as 'professional' | 'business', interval },
      {
        onError: (error) =>
          toast({
            title: 'Checkout failed',
            description: errorMessage(error, BILLING_MESSAGES.checkoutFailed),
            variant: 'destructive',
          }),
      },
    );

  const action = (plan: TPlan) => {
    if (user?.plan === plan.name) {
      return (
        <Button variant="outline" className="w-full" disabled>
          Your current plan
        </Button>
      );
    }
    if (plan.name === 'free' && signedIn && user?.plan !== 'free') {
      const over = subscription ? limitsExceededOn('free', subscription.usage) : [];
      return (
        <div className="grid gap-2">
          <Button asChild variant="outline" className="w-full">
            <Link to="/settings/billing">Switch to Free</Link>
          </Button>
          {over.length > 0 && <DowngradeNote plan={plan} over={over} />}
        </div>
      );
    }
    if (plan.name === 'free') {
      return (
        <Button asChild variant="outline" className="w-full">
          <Link to={signedIn ? '/dashboard' : '/register'}>
            {signedIn ? 'Go to dashboard' : 'Get started free'}
          </Link>
        </Button>
      );
    }
    if (plan.name === 'enterprise') {
      const href = config?.bookingUrl ?? (config ? `mailto:${config.supportEmail}` : undefined);
      return (
        <Button asChild variant="outline" className="w-full">
          <a href={href} target="_blank" rel="noopener noreferrer">
            Contact sales
          </a>
        </Button>
      );
    }
    if (!signedIn) {
      return (
        <Button
          asChild
          className="w-full"
          variant={plan.name === 'professional' ? 'default' : 'outline'}
        >
          <Link to="/register">Upgrade to {plan.displayName}</Link>
        </Button>
      );
    }
    const busy = checkout.isPending && checkout.variables?.planType === plan.name;
    const over = subscription ? limitsExceededOn(plan.name, subscription.usage) : [];
    return (
      <div className="grid gap-2">
        <Button
          className="w-full"
          variant={plan.name === 'professional' ? 'default' : 'outline'}
          disabled={checkout.isPending}
          aria-busy={busy}
          onClick={() => startCheckout(plan)}
        >
          {busy && <Spinner label="Opening checkout" />}
          {PLAN_TYPES.indexOf(plan.name) < PLAN_TYPES.indexOf(user?.plan ?? 'free')
            ? `Switch to ${plan.displayName}`
            : `Upgrade to ${plan.displayName}`}
        </Button>
        {over.length > 0 && <DowngradeNote plan={plan} over={over} />}
      </div>
    );
  };

  return (
    <div className="min-h-dvh bg-background">
      <header className="border-b bg-card">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
          <Link to="/" className="rounded-md">
            <Logo />
          </Link>
          {signedIn ? (
            <Button asChild variant="ghost" size="sm">
              <Link to="/dashboard">
                <ArrowLeft aria-hidden />
                Back to app
              </Link>
            </Button>
          ) : (
            <div className="flex gap-2">
              <Button asChild variant="ghost" size="sm">
                <Link to="/login">Log in</Link>
              </Button>
              <Button asChild size="sm">
                <Link to="/register">Get started</Link>
              </Button>
            </div>
          )}
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <div className="mx-auto max-w-2xl text-center">
          <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">
            Simple pricing for tidy books
          </h1>
          <p className="mt-4 text-muted-foreground">
            Start free. Upgrade when your paperwork grows. Every paid plan has a 30-day money-back
            guarantee.
          </p>
        </div>
        <div className="mt-10">
          <BillingIntervalToggle value={interval} onChange={setInterval} />
        </div>
        <div className="mt-10 grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
          {PLAN_TYPES.map((name) => (
            <PlanCard
              key={name}
              plan={PLANS[name]}
              interval={interval}
              highlighted={name === 'professional'}
              current={user?.plan === name}
              action={action(PLANS[name])}
            />
          ))}
        </div>
        <PricingFaq />
      </main>
    </div>
  );
}
