import type { TPlan } from '@papertray/contract';
import { formatBytes } from './format-bytes';

function count(value: number | null, noun: string) {
  return value === null ? `Unlimited ${noun}` : `${value.toLocaleString()} ${noun}`;
}

/** A plan's limits as short lines, for the pricing cards and the billing tab. */
export function describePlanLimits(plan: TPlan): string[] {
  const { limits } = plan;
  return [
    count(limits.projects, limits.projects === 1 ? 'project' : 'projects'),
    count(limits.emailAccounts, limits.emailAccounts === 1 ? 'email account' : 'email accounts'),
    `${count(limits.emailsPerMonth, 'emails')} / month`,
    `${count(limits.documentsPerMonth, 'AI analyses')} / month`,
    limits.storageBytes === null
      ? 'Unlimited storage'
      : `${formatBytes(limits.storageBytes)} storage`,
    count(limits.members, limits.members === 1 ? 'team member' : 'team members'),
  ];
}
