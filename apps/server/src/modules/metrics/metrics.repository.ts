import { sql } from 'kysely';
import type { Database } from '../../db/database';

/** Mail waiting to go out (not sent yet), and the age of the oldest, in seconds. */
export async function outboxBacklog(db: Database, now: Date) {
  const row = await sql<{ n: string; oldest: Date | null }>`
    select count(*) as n, min(created_at) as oldest from mail_outbox where sent_at is null
  `.execute(db);
  const { n, oldest } = row.rows[0]!;
  return { count: Number(n), oldestSeconds: oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0 };
}

/** Journal postings so far: the ids only grow, so the highest is the count a rate is taken from. */
export async function journalPostings(db: Database): Promise<number> {
  const row = await sql<{ n: string | null }>`select max(id) as n from journal`.execute(db);
  return Number(row.rows[0]!.n ?? 0);
}
