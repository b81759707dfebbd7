import { type RecordRange, addDays, daysBetween, isCalendarDay, startOfBusinessDay } from '@tandem/contracts';
import { AppError } from './app-error';

/** What a history's days cover as instants: at or after `since`, before `before` (either end open). */
export interface InstantRange {
  since?: Date;
  before?: Date;
}

/**
 * A member's from/to checked: real calendar days ("2026-02-31" passes the pattern but is no date) and
 * not backwards, else VALIDATION_ERROR on the field. Every history's day filter is checked here.
 */
export function checkRecordRange(range: RecordRange): void {
  for (const end of ['from', 'to'] as const) {
    const day = range[end];
    if (day !== undefined && !isCalendarDay(day)) throw AppError.fields({ [end]: 'invalid' });
  }
  if (range.from && range.to && daysBetween(range.from, range.to) < 0) throw AppError.fields({ from: 'invalid' });
}

/** The instants business days from and to (inclusive) cover in `timeZone`, checked first. */
export function instantRangeOf(range: RecordRange, timeZone: string): InstantRange {
  checkRecordRange(range);
  return {
    since: range.from ? startOfBusinessDay(range.from, timeZone) : undefined,
    before: range.to ? startOfBusinessDay(addDays(range.to, 1), timeZone) : undefined,
  };
}
