import { formatMoney, formatMoneyExact, formatterCache, moneyInputValue } from '@tandem/contracts';

/**
 * Display formatting for the member's language. Money goes through the one formatter family in
 * `@tandem/contracts` (formatMoney), the same the server's mail uses: two places with grouping for
 * reading, all six (formatMoneyExact) where an operator needs the exact value, and moneyInputValue
 * for an input's starting text.
 */
export function formatUsdt(amount: string, language: string, fractionDigits = 2): string {
  return formatMoney(amount, language, fractionDigits);
}

export { formatMoney, formatMoneyExact, moneyInputValue };

/**
 * One Intl formatter per language and options: a news list built a DateTimeFormat per row, some 70 ms on a
 * phone's first screen (issue 14).
 */
const dateFormats = formatterCache<Intl.DateTimeFormat>();
const dateFormat = (language: string, options: Intl.DateTimeFormatOptions) =>
  dateFormats(`${language}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(language, options));
const countFormats = formatterCache<Intl.NumberFormat>();

export function formatCount(value: number, language: string): string {
  return countFormats(language, () => new Intl.NumberFormat(language)).format(value);
}

export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat(language, { dateStyle: 'medium' }).format(date);
}

/** A moment with its time, in the reader's own time zone; staff across countries read the same log. */
export function formatDateTime(iso: string | null | undefined, language: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** The zone's offset as people read it ("GMT+8"); empty when the zone is unknown to the browser. */
export function zoneOffsetLabel(timeZone: string, language: string, at: Date = new Date()): string {
  try {
    const parts = dateFormat(language, { timeZone, timeZoneName: 'shortOffset' }).formatToParts(at);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

/**
 * A moment in the business time zone, labelled with it ("27 Nov 2026, 09:30 GMT+8"): money records
 * are grouped by business day, so their times read in that day's zone whatever the device's zone.
 * The reader's own zone until the zone is known.
 */
export function formatBusinessDateTime(iso: string, language: string, timeZone: string | undefined): string {
  const date = new Date(iso);
  const label = timeZone ? zoneOffsetLabel(timeZone, language, date) : '';
  if (!label || Number.isNaN(date.getTime())) return formatDateTime(iso, language);
  const time = dateFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
  return `${time} ${label}`;
}

/** A "YYYY-MM-DD" business day shown in the member's language, without a time-zone shift. */
export function formatDay(day: string, language: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return dateFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** A day in a long form ("25 November 2026"), for a page that shows one date prominently. */
export function formatLongDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat(language, { dateStyle: 'long' }).format(date);
}

/** A country's name in the interface language, from its ISO code; the list's English name otherwise. */
export function countryName(country: { iso: string; name_en: string }, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(country.iso) ?? country.name_en;
  } catch {
    return country.name_en;
  }
}
