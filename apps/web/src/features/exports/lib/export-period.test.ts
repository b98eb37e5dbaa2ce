import { describe, expect, it } from 'vitest';
import { EXPORT_MESSAGES } from '@papertray/contract';
import { currentQuarter, exportYears, periodDates } from './export-period';

describe('export period', () => {
  it('offers the current year minus 5 to plus 1', () => {
    expect(exportYears(new Date(2026, 5, 1))).toEqual([2027, 2026, 2025, 2024, 2023, 2022, 2021]);
  });

  it('turns quarters and years into inclusive calendar dates', () => {
    const base = { year: 2024, startDate: '', endDate: '' };
    expect(periodDates({ ...base, type: 'Q1' })).toEqual({
      startDate: '2024-01-01',
      endDate: '2024-03-31',
    });
    expect(periodDates({ ...base, type: 'Q2' })).toEqual({
      startDate: '2024-04-01',
      endDate: '2024-06-30',
    });
    expect(periodDates({ ...base, type: 'Q4' })).toEqual({
      startDate: '2024-10-01',
      endDate: '2024-12-31',
    });
    expect(periodDates({ ...base, type: 'year' })).toEqual({
      startDate: '2024-01-01',
      endDate: '2024-12-31',
    });
    expect(currentQuarter(new Date(2024, 6, 1))).toBe('Q3');
  });

  it('needs both dates of a custom range', () => {
    const custom = { type: 'custom' as const, year: 2024 };
    expect(periodDates({ ...custom, startDate: '2024-01-05', endDate: '' })).toEqual({
      error: EXPORT_MESSAGES.datesRequired,
    });
    expect(periodDates({ ...custom, startDate: '2024-02-01', endDate: '2024-01-01' })).toEqual({
      error: EXPORT_MESSAGES.startAfterEnd,
    });
    expect(periodDates({ ...custom, startDate: '2024-01-05', endDate: '2024-01-06' })).toEqual({
      startDate: '2024-01-05',
      endDate: '2024-01-06',
    });
  });
});
