/** Business-time arithmetic in BUSINESS_TZ: the day a request counts for, opening hours, expected dates. */

const DAY_MS = 86_400_000;
export const PROCESSING_HOURS = 48;

/** "YYYY-MM-DD" of an instant in the business time zone. */
export function businessDate(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** Minutes since business midnight, e.g. 10:30 → 630. */
export function businessMinuteOfDay(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .formatToParts(at)
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  return Number(parts.hour) * 60 + Number(parts.minute);
}

/** "HH:MM" → minutes since midnight. */
export function minutesOf(clock: string): number {
  const [h, m] = clock.split(':');
  return Number(h) * 60 + Number(m);
}

/** Open from `open` inclusive to `close` exclusive; a window past midnight (22:00–02:00) works too. */
export function isWithinHours(at: Date, timeZone: string, open: string, close: string): boolean {
  const now = businessMinuteOfDay(at, timeZone);
  const from = minutesOf(open);
  const to = minutesOf(close);
  return from <= to ? now >= from && now < to : now >= from || now < to;
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The business date a withdrawal is expected by: 48 hours on, and a Saturday or Sunday rolls on to
 * Monday (public holidays are not modelled yet).
 */
export function expectedProcessingDate(at: Date, timeZone: string): string {
  const date = businessDate(new Date(at.getTime() + PROCESSING_HOURS * 3_600_000), timeZone);
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (weekday === 6) return addDays(date, 2);
  if (weekday === 0) return addDays(date, 1);
  return date;
}
