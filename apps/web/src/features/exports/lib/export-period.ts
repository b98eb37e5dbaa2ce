import {
  EXPORT_MESSAGES,
  EXPORT_YEARS_AHEAD,
  EXPORT_YEARS_BACK,
  exportPeriodDates,
  type TExportPeriodType,
} from '@papertray/contract';

export const PERIOD_LABELS: Record<TExportPeriodType, string> = {
  year: 'Full year',
  Q1: 'Q1 (Jan–Mar)',
  Q2: 'Q2 (Apr–Jun)',
  Q3: 'Q3 (Jul–Sep)',
  Q4: 'Q4 (Oct–Dec)',
  custom: 'Custom range',
};

/** Spec section 9: the current year minus 5 to plus 1, newest first. */
export function exportYears(now = new Date()): number[] {
  const current = now.getFullYear();
  const years: number[] = [];
  for (let year = current + EXPORT_YEARS_AHEAD; year >= current - EXPORT_YEARS_BACK; year -= 1) {
    years.push(year);
  }
  return years;
}

/** The quarter today falls in, the screen's default. */
export function currentQuarter(now = new Date()): TExportPeriodType {
  return `Q${Math.floor(now.getMonth() / 3) + 1}` as TExportPeriodType;
}

export interface PeriodChoice {
  type: TExportPeriodType;
  year: number;
  startDate: string;
  endDate: string;
}

/** The dates to send, or the spec's message when a custom range is incomplete. */
export function periodDates(
  choice: PeriodChoice,
): { startDate: string; endDate: string } | { error: string } {
  if (choice.type !== 'custom') return exportPeriodDates(choice.type, choice.year);
  if (!choice.startDate || !choice.endDate) return { error: EXPORT_MESSAGES.datesRequired };
  if (choice.startDate > choice.endDate) return { error: EXPORT_MESSAGES.startAfterEnd };
  return { startDate: choice.startDate, endDate: choice.endDate };
}

/** The browser's IANA time zone: the server reads "received on" days in it. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
