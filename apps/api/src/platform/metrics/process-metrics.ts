import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * What this process measures as it works (requests, SMTP outcomes, extraction, storage errors),
 * one registry per process: Prometheus scrapes every process on its own, so with two web and two
 * worker processes each reports its own share and nothing is shared in memory between them.
 * Figures read from the database (jobs, inbox syncs) are collected at scrape time instead
 * (modules/system/operations-metrics.ts), so every process reports the same truth for those.
 */
export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry, prefix: 'papertray_' });

export const httpRequestDuration = new Histogram({
  name: 'papertray_http_request_duration_seconds',
  help: 'HTTP request duration by route pattern (never the raw URL, so ids do not explode labels)',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2.5, 5, 10],
  registers: [processRegistry],
});

/** Why the receiver refused a message or recipient; `accepted` when it answered 250. */
export type SmtpOutcome =
  | 'accepted'
  | 'no_such_mailbox'
  | 'plan_limit'
  | 'too_large'
  | 'rate_limited'
  | 'storage_full'
  | 'store_failed';

const smtpOutcomes = new Counter({
  name: 'papertray_smtp_outcomes_total',
  help: 'SMTP receiver outcomes: accepted messages, and refusals by reason',
  labelNames: ['outcome'] as const,
  registers: [processRegistry],
});

export const extractionDuration = new Histogram({
  name: 'papertray_extraction_duration_seconds',
  help: 'Time to extract one document, by the path that read it (xml, text, ocr)',
  labelNames: ['path'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
  registers: [processRegistry],
});

export const extractionConfidence = new Histogram({
  name: 'papertray_extraction_field_confidence',
  help: 'Confidence of each extracted field value (0 a guess, 1 certain)',
  labelNames: ['field'] as const,
  buckets: [0.2, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 1],
  registers: [processRegistry],
});

export const extractionFailures = new Counter({
  name: 'papertray_extraction_failures_total',
  help: 'Documents whose extraction threw (retried or failed for good)',
  registers: [processRegistry],
});

export const storageErrors = new Counter({
  name: 'papertray_storage_errors_total',
  help: 'File storage operations that failed, by operation and error name',
  labelNames: ['operation', 'error'] as const,
  registers: [processRegistry],
});

/** Counts one SMTP outcome (a typed name, so a typo cannot open a new series). */
export function countSmtpOutcome(outcome: SmtpOutcome): void {
  smtpOutcomes.inc({ outcome });
}
