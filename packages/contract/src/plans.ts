import { z } from 'zod';

export const PLAN_TYPES = ['free', 'professional', 'business', 'enterprise'] as const;
export const ZPlanType = z.enum(PLAN_TYPES);
export type TPlanType = z.infer<typeof ZPlanType>;

export const ZBillingInterval = z.enum(['monthly', 'yearly']);
export type TBillingInterval = z.infer<typeof ZBillingInterval>;

/** `null` means unlimited. Storage is in bytes. */
export const ZPlanLimits = z.object({
  projects: z.number().int().nullable(),
  emailAccounts: z.number().int().nullable(),
  emailsPerMonth: z.number().int().nullable(),
  documentsPerMonth: z.number().int().nullable().describe('AI analyses (documents processed)'),
  storageBytes: z.number().int().nullable(),
  members: z.number().int().nullable(),
});
export type TPlanLimits = z.infer<typeof ZPlanLimits>;

export const FEATURE_FLAGS = [
  'automaticApprovalRules',
  'advancedSearch',
  'apiAccess',
  'dataExport',
  'priorityProcessing',
  'advancedAnalytics',
  'customWorkflows',
  'customAIModels',
  'onPremiseDeployment',
  'dedicatedAccountManager',
] as const;
export type TFeatureFlag = (typeof FEATURE_FLAGS)[number];

export const ZPlanFeatures = z.object({
  automaticApprovalRules: z.boolean(),
  advancedSearch: z.boolean(),
  apiAccess: z.boolean(),
  dataExport: z.boolean(),
  priorityProcessing: z.boolean(),
  advancedAnalytics: z.boolean(),
  customWorkflows: z.boolean(),
  customAIModels: z.boolean(),
  onPremiseDeployment: z.boolean(),
  dedicatedAccountManager: z.boolean(),
  uptimeSLA: z.number().nullable().describe('Guaranteed uptime in percent, or null'),
});
export type TPlanFeatures = z.infer<typeof ZPlanFeatures>;

export const ZPlan = z.object({
  name: ZPlanType,
  displayName: z.string(),
  description: z.string(),
  monthlyPrice: z.number().describe('Price per month in USD; 0 for free and custom'),
  yearlyPrice: z.number().describe('Price per year in USD; 0 for free and custom'),
  limits: ZPlanLimits,
  features: ZPlanFeatures,
});
export type TPlan = z.infer<typeof ZPlan>;

const GB = 1024 ** 3;
const NO_FEATURES: TPlanFeatures = {
  automaticApprovalRules: false,
  advancedSearch: false,
  apiAccess: false,
  dataExport: false,
  priorityProcessing: false,
  advancedAnalytics: false,
  customWorkflows: false,
  customAIModels: false,
  onPremiseDeployment: false,
  dedicatedAccountManager: false,
  uptimeSLA: null,
};

/** The plan table of the product spec; the single source for limits and features. */
export const PLANS: Record<TPlanType, TPlan> = {
  free: {
    name: 'free',
    displayName: 'Free',
    description: 'For trying Papertray with one mailbox',
    monthlyPrice: 0,
    yearlyPrice: 0,
    limits: {
      projects: 1,
      emailAccounts: 1,
      emailsPerMonth: 100,
      documentsPerMonth: 50,
      storageBytes: 1 * GB,
      members: 1,
    },
    features: NO_FEATURES,
  },
  professional: {
    name: 'professional',
    displayName: 'Professional',
    description: 'For small businesses and freelancers',
    monthlyPrice: 29,
    yearlyPrice: 290,
    limits: {
      projects: 5,
      emailAccounts: 5,
      emailsPerMonth: 2500,
      documentsPerMonth: 500,
      storageBytes: 25 * GB,
      members: 5,
    },
    features: {
      ...NO_FEATURES,
      automaticApprovalRules: true,
      advancedSearch: true,
      apiAccess: true,
      dataExport: true,
    },
  },
  business: {
    name: 'business',
    displayName: 'Business',
    description: 'For growing teams and accounting firms',
    monthlyPrice: 99,
    yearlyPrice: 950,
    limits: {
      projects: 25,
      emailAccounts: 25,
      emailsPerMonth: 10000,
      documentsPerMonth: 2000,
      storageBytes: 100 * GB,
      members: 25,
    },
    features: {
      ...NO_FEATURES,
      automaticApprovalRules: true,
      advancedSearch: true,
      apiAccess: true,
      dataExport: true,
      priorityProcessing: true,
      advancedAnalytics: true,
      customWorkflows: true,
      uptimeSLA: 99.9,
    },
  },
  enterprise: {
    name: 'enterprise',
    displayName: 'Enterprise',
    description: 'For organisations with custom needs',
    monthlyPrice: 0,
    yearlyPrice: 0,
    limits: {
      projects: null,
      emailAccounts: null,
      emailsPerMonth: null,
      documentsPerMonth: null,
      storageBytes: 500 * GB,
      members: null,
    },
    features: {
      automaticApprovalRules: true,
      advancedSearch: true,
      apiAccess: true,
      dataExport: true,
      priorityProcessing: true,
      advancedAnalytics: true,
      customWorkflows: true,
      customAIModels: true,
      onPremiseDeployment: true,
      dedicatedAccountManager: true,
      uptimeSLA: 99.99,
    },
  },
};

/** Over a limit there is a 20% grace before an action is refused. */
export const LIMIT_GRACE = 0.2;

/** The hard ceiling an action is refused at: the limit plus the grace, rounded down. */
export function hardLimit(limit: number | null): number | null {
  return limit === null ? null : Math.floor(limit * (1 + LIMIT_GRACE));
}
