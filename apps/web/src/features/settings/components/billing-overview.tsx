import { PLANS, type TPlanType } from '@papertray/contract';
import { Check, CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { describePlanFeatures } from '@/lib/plan-features';
import { describePlanLimits } from '@/lib/plan-limits';

/** The current plan and what it includes; payment details arrive with checkout. */
export function BillingOverview({ planType }: { planType: TPlanType }) {
  const plan = PLANS[planType];
  const lines = [...describePlanLimits(plan), ...describePlanFeatures(plan)];
  const isFree = planType === 'free';

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
          <div className="grid gap-1.5">
            <CardDescription>Current plan</CardDescription>
            <CardTitle className="flex items-center gap-2 text-2xl">
              {plan.displayName}
              {isFree && <Badge variant="secondary">Free</Badge>}
            </CardTitle>
            <p className="text-sm text-muted-foreground">{plan.description}</p>
          </div>
          <Button asChild variant={isFree ? 'default' : 'outline'}>
            <Link to="/pricing">{isFree ? 'Upgrade to Pro' : 'Compare plans'}</Link>
          </Button>
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
          <CardTitle>Payment and invoices</CardTitle>
          <CardDescription>Manage your payment method and download invoices.</CardDescription>
        </CardHeader>
        <CardContent>
          <div className="flex items-center gap-3 rounded-lg border border-dashed px-4 py-6 text-sm text-muted-foreground">
            <CreditCard className="size-5 shrink-0" aria-hidden />
            {isFree
              ? 'You are on the free plan: there is nothing to pay.'
              : 'Payment details and invoices will be shown here soon.'}
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
