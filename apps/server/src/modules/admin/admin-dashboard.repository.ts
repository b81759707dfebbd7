import { sql } from 'kysely';
import type { Database } from '../../db/database';

/** Member and contact-message counts in one round trip; "today" is the business day in `timeZone`. */
export async function countDashboard(db: Database, now: Date, timeZone: string) {
  const startOfToday = sql<Date>`(date_trunc('day', ${now}::timestamptz at time zone ${timeZone}) at time zone ${timeZone})`;
  return db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('members')
        .select((m) => m.fn.countAll<string>().as('n'))
        .as('members_total'),
      eb
        .selectFrom('members')
        .select((m) => m.fn.countAll<string>().as('n'))
        .where('status', '=', 'frozen')
        .as('members_frozen'),
      eb
        .selectFrom('members')
        .select((m) => m.fn.countAll<string>().as('n'))
        .where('created_at', '>=', startOfToday)
        .as('members_new_today'),
      eb
        .selectFrom('contact_messages')
        .select((c) => c.fn.countAll<string>().as('n'))
        .where('handled_at', 'is', null)
        .as('contact_unhandled'),
    ])
    .executeTakeFirstOrThrow();
}
