import type { TFeatureFlag, TPlan } from '@papertray/contract';
import { FEATURE_FLAGS } from '@papertray/contract';

const FEATURE_LABELS: Record<TFeatureFlag, string> = {
  automaticApprovalRules: 'Automatic approval rules',
  advancedSearch: 'Advanced search',
  apiAccess: 'API access',
  dataExport: 'Data export',
  priorityProcessing: 'Priority processing',
  advancedAnalytics: 'Advanced analytics',
  customWorkflows: 'Custom workflows',
  customAIModels: 'Custom AI models',
  onPremiseDeployment: 'On-premise deployment',
  dedicatedAccountManager: 'Dedicated account manager',
};

/** The features a plan includes, in the plan table's order, plus its uptime guarantee. */
export function describePlanFeatures(plan: TPlan): string[] {
  const features = FEATURE_FLAGS.filter((flag) => plan.features[flag]).map(
    (flag) => FEATURE_LABELS[flag],
  );
  if (plan.features.uptimeSLA !== null) features.push(`${plan.features.uptimeSLA}% uptime SLA`);
  return features;
}
