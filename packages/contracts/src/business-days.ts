/**
 * Business days: plain dates "YYYY-MM-DD" in BUSINESS_TZ (decisions.md "Business day"), and the
 * instants where they begin and end. One copy for server, settlement and web previews. Date
 * arithmetic runs on the plain date in UTC, where no daylight-saving shift can skip or repeat a
 * day; only turning an instant into a day (or back) asks Intl about the zone.
 */
import { formatterCache } from './intl-cache';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Hours a withdrawal takes before it is expected to be paid (spec: "processed within 48 hours"). */
export const PROCESSING_HOURS = 48;

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOfMs = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A moment's every wall-clock field, 24-hour (zoneOffsetMs and zonedDateTime read them all). */
const wallClock = {
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
} satisfies Intl.DateTimeFormatOptions;

/** The wall-clock formats this file asks Intl for, each by locale and fields (the zone comes per call). */
const zonedFormats = {
  date: ['en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }],
  offsetParts: ['en-US', wallClock],
  clock: ['en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }],
  dateTime: ['en-CA', wallClock],
  offsetName: ['en', { timeZoneName: 'shortOffset' }],
} satisfies Record<string, [string, Intl.DateTimeFormatOptions]>;

/** Zones are few (BUSINESS_TZ, a browser's own); the caches are emptied rather than let grow past this. */
const MAX_ZONED_FORMATTERS = 64;
const zonedFormatters = formatterCache<Intl.DateTimeFormat>(MAX_ZONED_FORMATTERS);

/**
 * One formatter per format and zone (stakingInfo spent a third of its server time building them, decision
 * 033). A zone Intl does not know throws here, as building it did before.
 */
function zonedFormatter(format: keyof typeof zonedFormats, timeZone: string): Intl.DateTimeFormat {
  return zonedFormatters(`${format} ${timeZone}`, () => {
    const [locale, options] = zonedFormats[format];
    return new Intl.DateTimeFormat(locale, { ...options, timeZone });
  });
}

/**
 * The last date businessDate answered in each zone, with its second. Zone offsets and their changes are
 * whole seconds, so every instant of one UTC second has the same date: a busy server formats once a
 * second per zone instead of once per request (formatting costs microseconds; decision 033).
 */
const lastDates = new Map<string, { second: number; day: string }>();

/** "YYYY-MM-DD" of an instant in the business time zone. */
export function businessDate(at: Date, timeZone: string): string {
  const second = Math.floor(at.getTime() / 1000);
  const last = lastDates.get(timeZone);
  if (last?.second === second) return last.day;
  const day = zonedFormatter('date', timeZone).format(at);
  if (lastDates.size >= MAX_ZONED_FORMATTERS) lastDates.clear();
  lastDates.set(timeZone, { second, day });
  return day;
}

/** True for a real calendar date written YYYY-MM-DD ("2026-02-31" is not one). */
export function isCalendarDay(day: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(dayMs(day)) && dayOfMs(dayMs(day)) === day;
}

export function addDays(day: string, days: number): string {
  return dayOfMs(dayMs(day) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier; NaN when either is no date). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayMs(to) - dayMs(from)) / DAY_MS);
}

/** 0 for Sunday to 6 for Saturday, as Date.getUTCDay. */
export function weekdayOf(day: string): number {
  return new Date(dayMs(day)).getUTCDay();
}

export function isWeekend(day: string): boolean {
  const weekday = weekdayOf(day);
  return weekday === 0 || weekday === 6;
}

/** The first weekday after `day`: where a stake bought on `day` (even a Friday or a weekend) starts earning. */
export function nextWeekday(day: string): string {
  let next = addDays(day, 1);
  while (isWeekend(next)) next = addDays(next, 1);
  return next;
}

/** Last day of a term of `termDays` calendar days that starts on `cycleStartDay`. */
export function termEndDay(cycleStartDay: string, termDays: number): string {
  return addDays(cycleStartDay, termDays - 1);
}

/**
 * Weekdays in a year, 52 weeks of five: what a rate per business day is annualised with
 * (decision 020). A calendar year has 260 to 262 of them; the figure shown is "≈" anyway.
 */
export const BUSINESS_DAYS_PER_YEAR = 260;

/** Weekdays from `from` to `to`, both counted: the business days a term from `from` to `to` earns on. */
export function weekdaysBetween(from: string, to: string): number {
  const days = daysBetween(from, to) + 1;
  if (!(days > 0)) return 0;
  const fullWeeks = Math.floor(days / 7);
  let count = fullWeeks * 5;
  for (let day = addDays(from, fullWeeks * 7); daysBetween(day, to) >= 0; day = addDays(day, 1)) {
    if (!isWeekend(day)) count += 1;
  }
  return count;
}

/** Calendar days held on `today`, counting the start day as day 1; 0 before it. */
export function daysHeld(startDay: string, today: string): number {
  return Math.max(0, daysBetween(startDay, today) + 1);
}

/**
 * The business date a withdrawal is expected by: 48 hours on, and a Saturday or Sunday rolls on to
 * Monday (public holidays are not modelled yet).
 */
export function expectedProcessingDate(at: Date, timeZone: string): string {
  const date = businessDate(new Date(at.getTime() + PROCESSING_HOURS * HOUR_MS), timeZone);
  return isWeekend(date) ? nextWeekday(date) : date;
}

/** Milliseconds the zone is ahead of UTC at `at` (Singapore: +8 h; Berlin: +1 h in winter, +2 h in summer). */
function zoneOffsetMs(at: Date, timeZone: string): number {
  const parts = zonedFormatter('offsetParts', timeZone).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant business day `day` begins (00:00 in the zone). */
export function startOfBusinessDay(day: string, timeZone: string): Date {
  const utcMidnight = dayMs(day);
  const guess = utcMidnight - zoneOffsetMs(new Date(utcMidnight), timeZone);
  // Across a daylight-saving change the offset at the guess can differ from the one at midnight.
  return new Date(utcMidnight - zoneOffsetMs(new Date(guess), timeZone));
}

/**
 * The last millisecond of business day `day`: the time settlement stamps on what belongs to that
 * day (profit journals, renewals, returns at maturity), however late the run is. A day across a
 * daylight-saving change is 23 or 25 hours long.
 */
export function endOfBusinessDay(day: string, timeZone: string): Date {
  return new Date(startOfBusinessDay(addDays(day, 1), timeZone).getTime() - 1);
}

/** Minutes since business midnight, e.g. 10:30 → 630. */
export function businessMinuteOfDay(at: Date, timeZone: string): number {
  const parts = zonedFormatter('clock', timeZone)
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

/** "2026-03-01 23:59:00": a moment's wall-clock time in `timeZone`, for files and mail. */
export function zonedDateTime(at: Date, timeZone: string): string {
  const parts = zonedFormatter('dateTime', timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

/** `timeZone`'s offset at a moment, as people read it ("GMT+8"), to label a zoned time. */
export function zoneOffsetOf(at: Date, timeZone: string): string {
  const parts = zonedFormatter('offsetName', timeZone).formatToParts(at);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}
