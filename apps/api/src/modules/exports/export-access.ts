import {
  dataExportGateMessage,
  PLAN_TYPES,
  PLANS,
  type TExportAccess,
  type TPlanType,
} from '@papertray/contract';

/**
 * Whether a plan includes data export: the one place the export reads the plan table
 * (packages/contract's PLANS is the single source of features).
 */
export function planIncludesDataExport(plan: TPlanType): boolean {
  return PLANS[plan].features.dataExport;
}

/** What the export screen and the 403 say about a plan. */
export function exportAccess(plan: TPlanType): TExportAccess {
  const allowed = planIncludesDataExport(plan);
  const next = allowed
    ? undefined
    : PLAN_TYPES.slice(PLAN_TYPES.indexOf(plan) + 1).find(planIncludesDataExport);
  const upgradeTo = next ? { name: next, displayName: PLANS[next].displayName } : null;
  return {
    dataExport: allowed,
    plan,
    planDisplayName: PLANS[plan].displayName,
    upgradeTo,
    message: allowed
      ? null
      : dataExportGateMessage(PLANS[plan].displayName, upgradeTo?.displayName ?? null),
  };
}
