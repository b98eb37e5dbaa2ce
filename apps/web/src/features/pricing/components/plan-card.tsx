import type { TBillingInterval, TPlan } from '@papertray/contract';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { describePlanFeatures } from '@/lib/plan-features';
import { describePlanLimits } from '@/lib/plan-limits';
import { cn } from '@/lib/utils';

interface PlanCardProps {
  plan: TPlan;
  interval: TBillingInterval;
  highlighted?: boolean;
  current?: boolean;
  action: ReactNode;
}

function Price({ plan, interval }: { plan: TPlan; interval: TBillingInterval }) {
  if (plan.name === 'enterprise') {
    return <span className="text-3xl font-semibold tracking-tight">Custom</span>;
  }
  const amount = interval === 'monthly' ? plan.monthlyPrice : plan.yearlyPrice;
  return (
    <span className="flex items-baseline gap-1">
      <span className="text-4xl font-semibold tracking-tight tabular-nums">${amount}</span>
      <span className="text-sm text-muted-foreground">
        /{interval === 'monthly' ? 'month' : 'year'}
      </span>
    </span>
  );
}

export function PlanCard({ plan, interval, highlighted, current, action }: PlanCardProps) {
  const lines = [...describePlanLimits(plan), ...describePlanFeatures(plan)];
  return (
    <Card
      className={cn(
        'relative flex flex-col p-6',
        highlighted && 'border-primary shadow-lg ring-1 ring-primary',
      )}
    >
      {highlighted && !current && (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1 shadow-sm">
          Most popular
        </Badge>
      )}
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{plan.displayName}</h2>
        {current && <Badge variant="success">Current plan</Badge>}
      </div>
      <p className="mt-1 min-h-10 text-sm text-muted-foreground">{plan.description}</p>
      <div className="mt-5 min-h-12">
        <Price plan={plan} interval={interval} />
      </div>
      <div className="mt-5">{action}</div>
      <ul className="mt-6 grid gap-2.5 text-sm">
        {lines.map((line) => (
          <li key={line} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
            {line}
          </li>
        ))}
      </ul>
    </Card>
  );
}
