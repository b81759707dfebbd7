/**
 * Calendar arithmetic on business days ("YYYY-MM-DD" in BUSINESS_TZ). Days are plain dates, so the
 * arithmetic runs in UTC where no daylight-saving shift can skip or repeat one.
 */
const DAY_MS = 86_400_000;

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export function isWeekend(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** The first weekday after `day`: where a stake bought on `day` starts earning. */
export function nextWeekday(day: string): string {
  let next = addDays(day, 1);
  while (isWeekend(next)) next = addDays(next, 1);
  return next;
}

/** Last day of a term of `termDays` calendar days that starts on `cycleStartDay`. */
export function termEndDay(cycleStartDay: string, termDays: number): string {
  return addDays(cycleStartDay, termDays - 1);
}

/** Calendar days held on `today`, counting the start day as day 1; 0 before it. */
export function daysHeld(startDay: string, today: string): number {
  return Math.max(0, daysBetween(startDay, today) + 1);
}
