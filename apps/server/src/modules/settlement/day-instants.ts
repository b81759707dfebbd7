import { addDays } from '../staking/stake-days';

/** Milliseconds the zone is ahead of UTC at `at` (Singapore: +8 h). */
function zoneOffsetMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant business day `day` begins (00:00 in the zone). */
export function startOfBusinessDay(day: string, timeZone: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  const guess = utcMidnight - zoneOffsetMs(new Date(utcMidnight), timeZone);
  // Across a daylight-saving change the offset at the guess can differ from the one at midnight.
  return new Date(utcMidnight - zoneOffsetMs(new Date(guess), timeZone));
}

/**
 * The last millisecond of business day `day`: the time settlement stamps on what belongs to that
 * day (profit journals, renewals, returns at maturity), however late the run is.
 */
export function endOfBusinessDay(day: string, timeZone: string): Date {
  return new Date(startOfBusinessDay(addDays(day, 1), timeZone).getTime() - 1);
}
