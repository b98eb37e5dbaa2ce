import { z } from 'zod';
import { ZId } from './common';
import { ZPlanType } from './plans';

/** The spec's texts for the export screen (sections 5 and 8). */
export const EXPORT_MESSAGES = {
  datesRequired: 'Please select both start and end dates',
  projectRequired: 'Please select a project',
  failed: 'Failed to generate export',
  startAfterEnd: 'The start date must be on or before the end date',
  unknownTimeZone: 'Unknown time zone',
} as const;

/** The message of the 403 a plan without `dataExport` gets; names the plan that lifts it. */
export function dataExportGateMessage(planDisplayName: string, upgradeTo: string | null): string {
  const lift = upgradeTo ? ` Upgrade to ${upgradeTo} to export your documents.` : '';
  return `Data export is not included in the ${planDisplayName} plan.${lift}`;
}

/** Export years offered: the current year minus 5 to plus 1 (spec section 9). */
export const EXPORT_YEARS_BACK = 5;
export const EXPORT_YEARS_AHEAD = 1;

export const EXPORT_PERIOD_TYPES = ['year', 'Q1', 'Q2', 'Q3', 'Q4', 'custom'] as const;
export type TExportPeriodType = (typeof EXPORT_PERIOD_TYPES)[number];

/**
 * First and last day (inclusive) of a year or of one of its quarters (Q1 Jan-Mar ... Q4 Oct-Dec),
 * as calendar dates: the server reads them in the request's time zone.
 */
export function exportPeriodDates(
  type: Exclude<TExportPeriodType, 'custom'>,
  year: number,
): { startDate: string; endDate: string } {
  const y = String(year).padStart(4, '0');
  if (type === 'year') return { startDate: `${y}-01-01`, endDate: `${y}-12-31` };
  const quarter = Number(type.slice(1));
  const firstMonth = (quarter - 1) * 3 + 1;
  const lastMonth = firstMonth + 2;
  // Day 0 of the following month is the last day of lastMonth.
  const lastDay = new Date(Date.UTC(year, lastMonth, 0)).getUTCDate();
  const mm = (m: number) => String(m).padStart(2, '0');
  return { startDate: `${y}-${mm(firstMonth)}-01`, endDate: `${y}-${mm(lastMonth)}-${lastDay}` };
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const ZExportDate = z
  .string({ error: EXPORT_MESSAGES.datesRequired })
  .min(1, EXPORT_MESSAGES.datesRequired)
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2024-03-31')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Not a calendar date');

export const ZExportRequest = z
  .object({
    projectId: z
      .string({ error: EXPORT_MESSAGES.projectRequired })
      .min(1, EXPORT_MESSAGES.projectRequired)
      .uuid()
      .describe('Project to export; any member may export'),
    startDate: ZExportDate.describe(
      'First day of the period (ISO date YYYY-MM-DD, inclusive), in `timeZone`',
    ),
    endDate: ZExportDate.describe(
      'Last day of the period (ISO date YYYY-MM-DD, inclusive), in `timeZone`',
    ),
    folders: z
      .array(ZId)
      .max(500)
      .default([])
      .describe('Only documents in these folders; empty (the screen\'s "all") means no filter'),
    contacts: z
      .array(ZId)
      .max(500)
      .default([])
      .describe('Only documents of these contacts; empty (the screen\'s "all") means no filter'),
    timeZone: z
      .string()
      .max(64)
      .refine(isTimeZone, EXPORT_MESSAGES.unknownTimeZone)
      .default('UTC')
      .describe(
        "IANA time zone of the user (the browser's). A document's date is its issue date; " +
          'without one, the day it was received in this time zone',
      ),
  })
  .refine((body) => body.startDate <= body.endDate, {
    message: EXPORT_MESSAGES.startAfterEnd,
    path: ['endDate'],
  });
export type TExportRequest = z.input<typeof ZExportRequest>;

export const ZExportAccessQuery = z.object({ projectId: ZId });

export const ZExportAccess = z.object({
  dataExport: z.boolean().describe("Whether the project owner's plan includes data export"),
  plan: ZPlanType.describe("The project owner's plan (the plan a project's limits come from)"),
  planDisplayName: z.string(),
  upgradeTo: z
    .object({ name: ZPlanType, displayName: z.string() })
    .nullable()
    .describe('The smallest plan that includes data export, when this one does not'),
  message: z.string().nullable().describe('Why export is unavailable, or null'),
});
export type TExportAccess = z.infer<typeof ZExportAccess>;

/** Response headers of a generated export (the body is the zip). */
export const EXPORT_HEADERS = {
  /** Number of documents in the zip. */
  documents: 'x-export-documents',
  /** Sum of the original files' sizes: the zip is slightly larger (names, CSV, JSON). */
  fileBytes: 'x-export-file-bytes',
} as const;
