import { addDays, businessDate, daysBetween, weekdayOf } from '@tandem/contracts';

export type ReportPeriod = 'week' | 'month' | 'last30' | 'custom';

/**
 * Today's date in the business time zone (the server groups the report by business day), as
 * YYYY-MM-DD; the device's own date until the lookup has said which zone that is.
 */
export function businessToday(timeZone: string | undefined, now: Date = new Date()): string {
  if (timeZone) {
    try {
      return businessDate(now, timeZone);
    } catch {
      // An unknown zone name: fall back to the device's date below.
    }
  }
  const offsetMs = now.getTimezoneOffset() * 60_000;
  return new Date(now.getTime() - offsetMs).toISOString().slice(0, 10);
}

/** The dates (inclusive) a preset period covers, ending today; weeks start on Monday. */
export function periodRange(period: Exclude<ReportPeriod, 'custom'>, today: string): { from: string; to: string } {
  if (period === 'week') {
    const sinceMonday = (weekdayOf(today) + 6) % 7;
    return { from: addDays(today, -sinceMonday), to: today };
  }
  if (period === 'month') return { from: `${today.slice(0, 8)}01`, to: today };
  return { from: addDays(today, -29), to: today };
}

/** Days from `from` to `to` inclusive; 0 when the range is backwards or not dates. */
export function daysInRange(from: string, to: string): number {
  const span = daysBetween(from, to);
  return Number.isFinite(span) && span >= 0 ? span + 1 : 0;
}
