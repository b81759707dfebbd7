export type ReportPeriod = 'week' | 'month' | 'last30' | 'custom';

const DAY_MS = 86_400_000;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const dayOf = (iso: string) => new Date(`${iso}T00:00:00Z`);

/**
 * Today's date in the business time zone (the server groups the report by business day), as
 * YYYY-MM-DD; the device's own date until the lookup has said which zone that is.
 */
export function businessToday(timeZone: string | undefined, now: Date = new Date()): string {
  if (timeZone) {
    try {
      return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
        now,
      );
    } catch {
      // An unknown zone name: fall back to the device's date below.
    }
  }
  const offsetMs = now.getTimezoneOffset() * 60_000;
  return isoDay(new Date(now.getTime() - offsetMs));
}

/** The dates (inclusive) a preset period covers, ending today; weeks start on Monday. */
export function periodRange(period: Exclude<ReportPeriod, 'custom'>, today: string): { from: string; to: string } {
  const end = dayOf(today);
  if (period === 'week') {
    const sinceMonday = (end.getUTCDay() + 6) % 7;
    return { from: isoDay(new Date(end.getTime() - sinceMonday * DAY_MS)), to: today };
  }
  if (period === 'month') return { from: `${today.slice(0, 8)}01`, to: today };
  return { from: isoDay(new Date(end.getTime() - 29 * DAY_MS)), to: today };
}

/** Days from `from` to `to` inclusive; 0 when the range is backwards or not dates. */
export function daysInRange(from: string, to: string): number {
  const span = (dayOf(to).getTime() - dayOf(from).getTime()) / DAY_MS;
  return Number.isFinite(span) && span >= 0 ? span + 1 : 0;
}
