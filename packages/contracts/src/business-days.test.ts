import { describe, expect, it } from 'vitest';
import {
  addDays,
  businessDate,
  businessMinuteOfDay,
  daysBetween,
  daysHeld,
  endOfBusinessDay,
  expectedProcessingDate,
  isCalendarDay,
  isWeekend,
  isWithinHours,
  nextWeekday,
  startOfBusinessDay,
  termEndDay,
  weekdayOf,
  weekdaysBetween,
} from './business-days';

const iso = (d: Date) => d.toISOString();

describe('business date of an instant', () => {
  it('counts the day in the business zone, not UTC', () => {
    // 17:30 UTC is already the next day in Singapore (UTC+8) but not in New York.
    const at = new Date('2026-11-22T17:30:00Z');
    expect(businessDate(at, 'Asia/Singapore')).toBe('2026-11-23');
    expect(businessDate(at, 'America/New_York')).toBe('2026-11-22');
    expect(businessMinuteOfDay(at, 'Asia/Singapore')).toBe(90); // 01:30
  });

  it('follows the zone across a daylight-saving change', () => {
    // New York springs forward on 2026-03-08 at 02:00 (UTC-5 → UTC-4).
    expect(businessDate(new Date('2026-03-08T04:59:59Z'), 'America/New_York')).toBe('2026-03-07');
    expect(businessDate(new Date('2026-03-08T05:00:00Z'), 'America/New_York')).toBe('2026-03-08');
    expect(businessDate(new Date('2026-03-09T03:59:59Z'), 'America/New_York')).toBe('2026-03-08');
    expect(businessDate(new Date('2026-03-09T04:00:00Z'), 'America/New_York')).toBe('2026-03-09');
  });

  it('turns the day at the zone’s midnight even between two calls a millisecond apart, zone by zone', () => {
    const before = new Date('2026-11-22T15:59:59.999Z'); // 23:59:59.999 in Singapore
    const after = new Date('2026-11-22T16:00:00.000Z');
    expect(businessDate(before, 'Asia/Singapore')).toBe('2026-11-22');
    expect(businessDate(before, 'America/New_York')).toBe('2026-11-22');
    expect(businessDate(after, 'Asia/Singapore')).toBe('2026-11-23');
    expect(businessDate(after, 'America/New_York')).toBe('2026-11-22');
    expect(businessDate(before, 'Asia/Singapore')).toBe('2026-11-22');
  });

  it('refuses a zone Intl does not know, every time (formatters are kept only for real zones)', () => {
    const at = new Date('2026-11-22T17:30:00Z');
    for (let n = 0; n < 2; n++) expect(() => businessDate(at, 'Mars/Olympus_Mons')).toThrow(RangeError);
    expect(businessDate(at, 'Asia/Singapore')).toBe('2026-11-23');
  });
});

describe('calendar arithmetic on plain days', () => {
  it('starts earning on the next weekday', () => {
    expect(nextWeekday('2026-11-18')).toBe('2026-11-19'); // Wednesday → Thursday
    expect(nextWeekday('2026-11-20')).toBe('2026-11-23'); // Friday → Monday
    expect(nextWeekday('2026-11-21')).toBe('2026-11-23'); // Saturday → Monday
    expect(nextWeekday('2026-11-22')).toBe('2026-11-23'); // Sunday → Monday
  });

  it('counts days across months, years and daylight-saving changes', () => {
    expect(daysBetween('2026-11-23', '2026-12-03')).toBe(10);
    expect(daysBetween('2026-12-03', '2026-11-23')).toBe(-10);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2); // Europe's spring-forward Sunday between
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26'); // Europe's fall-back Sunday between
  });

  it('knows weekends and real dates', () => {
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect([isWeekend('2026-11-20'), isWeekend('2026-11-21'), isWeekend('2026-11-22')]).toEqual([false, true, true]);
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2026-02-31')).toBe(false);
    expect(isCalendarDay('2026-2-3')).toBe(false);
    expect(isCalendarDay('')).toBe(false);
  });

  it('counts a term and the days held from the start day as day 1', () => {
    expect(termEndDay('2026-11-23', 180)).toBe('2027-05-21');
    expect(daysHeld('2026-11-23', '2026-11-22')).toBe(0);
    expect(daysHeld('2026-11-23', '2026-11-23')).toBe(1);
    expect(daysHeld('2026-11-23', '2026-12-03')).toBe(11);
  });
});

describe('instants a business day begins and ends', () => {
  it('is a 24-hour day in a zone without daylight saving', () => {
    expect(iso(startOfBusinessDay('2026-11-18', 'Asia/Singapore'))).toBe('2026-11-17T16:00:00.000Z');
    expect(iso(endOfBusinessDay('2026-11-18', 'Asia/Singapore'))).toBe('2026-11-18T15:59:59.999Z');
  });

  it('is 23 hours on the spring-forward day and 25 on the fall-back day (Berlin)', () => {
    // Berlin: CET (UTC+1) until 2026-03-29 02:00, CEST (UTC+2) until 2026-10-25 03:00.
    expect(iso(startOfBusinessDay('2026-03-29', 'Europe/Berlin'))).toBe('2026-03-28T23:00:00.000Z');
    expect(iso(endOfBusinessDay('2026-03-29', 'Europe/Berlin'))).toBe('2026-03-29T21:59:59.999Z');
    expect(iso(startOfBusinessDay('2026-10-25', 'Europe/Berlin'))).toBe('2026-10-24T22:00:00.000Z');
    expect(iso(endOfBusinessDay('2026-10-25', 'Europe/Berlin'))).toBe('2026-10-25T22:59:59.999Z');
  });

  it('matches businessDate at both ends of every day around the New York switches', () => {
    for (const first of ['2026-03-05', '2026-10-29']) {
      for (let i = 0; i < 7; i++) {
        const day = addDays(first, i);
        const start = startOfBusinessDay(day, 'America/New_York');
        const end = endOfBusinessDay(day, 'America/New_York');
        expect(businessDate(start, 'America/New_York')).toBe(day);
        expect(businessDate(new Date(start.getTime() - 1), 'America/New_York')).toBe(addDays(day, -1));
        expect(businessDate(end, 'America/New_York')).toBe(day);
        expect(businessDate(new Date(end.getTime() + 1), 'America/New_York')).toBe(addDays(day, 1));
      }
    }
  });
});

describe('opening hours and expected dates', () => {
  it('opens at `open` inclusive and closes at `close` exclusive, also past midnight', () => {
    const at = (utc: string) => new Date(`2026-11-18T${utc}Z`);
    // Singapore is UTC+8: 01:00Z is 09:00 there.
    expect(isWithinHours(at('01:00:00'), 'Asia/Singapore', '09:00', '18:00')).toBe(true);
    expect(isWithinHours(at('00:59:00'), 'Asia/Singapore', '09:00', '18:00')).toBe(false);
    expect(isWithinHours(at('10:00:00'), 'Asia/Singapore', '09:00', '18:00')).toBe(false);
    expect(isWithinHours(at('15:00:00'), 'Asia/Singapore', '22:00', '02:00')).toBe(true); // 23:00
    expect(isWithinHours(at('12:00:00'), 'Asia/Singapore', '22:00', '02:00')).toBe(false); // 20:00
  });

  it('expects a withdrawal 48 hours on, a weekend rolling on to Monday', () => {
    // Wednesday 12:00 in Singapore → Friday; Thursday → Saturday → Monday; Friday → Sunday → Monday.
    expect(expectedProcessingDate(new Date('2026-11-18T04:00:00Z'), 'Asia/Singapore')).toBe('2026-11-20');
    expect(expectedProcessingDate(new Date('2026-11-19T04:00:00Z'), 'Asia/Singapore')).toBe('2026-11-23');
    expect(expectedProcessingDate(new Date('2026-11-20T04:00:00Z'), 'Asia/Singapore')).toBe('2026-11-23');
  });
});

describe('weekdays in a term', () => {
  it('counts both ends and skips weekends, the same as walking day by day', () => {
    // 2026-11-23 is a Monday.
    expect(weekdaysBetween('2026-11-23', '2026-11-23')).toBe(1);
    expect(weekdaysBetween('2026-11-23', '2026-11-29')).toBe(5);
    expect(weekdaysBetween('2026-11-28', '2026-11-29')).toBe(0);
    expect(weekdaysBetween('2026-11-24', '2026-11-23')).toBe(0);
    for (let length = 1; length <= 400; length += 13) {
      const from = addDays('2026-11-25', length % 7);
      const to = addDays(from, length - 1);
      let walked = 0;
      for (let day = from; daysBetween(day, to) >= 0; day = addDays(day, 1)) if (!isWeekend(day)) walked += 1;
      expect(weekdaysBetween(from, to)).toBe(walked);
    }
  });
});
