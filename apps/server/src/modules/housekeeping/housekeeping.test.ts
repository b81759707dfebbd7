import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertMember } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { sweep } from './housekeeping.service';

const DAY = 86_400_000;

/** Dead rows go after their retention; live ones, and dead ones still inside it, stay. */
describe('housekeeping', () => {
  const t = useTestApp({ at: '2026-11-18T04:00:00Z' });
  const ago = (days: number) => new Date(t.clock.now().getTime() - days * DAY);
  const count = async (table: string, where = sql`true`) =>
    Number(
      (await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where ${where}`.execute(t.db)).rows[0]!.n,
    );

  it('removes ended sessions, expired codes and nonces, old keys, sent mail and finished days’ work, and keeps the rest', async () => {
    const memberId = await insertMember(t, { username: 'sweepme01' });
    const session = (expires: Date, revoked: Date | null, token: string) => ({
      member_id: memberId,
      token_hash: token,
      expires_at: expires,
      revoked_at: revoked,
    });
    await t.db
      .insertInto('member_sessions')
      .values([
        session(ago(40), null, 'old-expired'),
        session(ago(-1), ago(31), 'old-revoked'),
        session(ago(5), null, 'recent-expired'),
        session(ago(-1), null, 'live'),
      ])
      .execute();
    const code = (expires: Date) => ({ purpose: 'register', email: 'x@y.z', code_hash: 'h', expires_at: expires });
    await t.db
      .insertInto('otp_codes')
      .values([code(ago(8)), code(ago(1))])
      .execute();
    const key = (k: string, at: Date) => ({
      member_id: memberId,
      route: 'r',
      key: k,
      request_hash: 'h',
      created_at: at,
      result: '{}',
    });
    await t.db
      .insertInto('idempotency_keys')
      .values([key('old', ago(31)), key('new', ago(29))])
      .execute();
    const mail = (sent: Date | null) => ({ to_address: 'x@y.z', subject: 's', body: 'b', sent_at: sent });
    await t.db
      .insertInto('mail_outbox')
      .values([mail(ago(31)), mail(ago(1)), mail(null)])
      .execute();
    await t.db
      .insertInto('settlement_days')
      .values([
        { business_day: '2026-11-10', is_business_day: true, started_at: ago(8), finished_at: ago(8) },
        { business_day: '2026-11-17', is_business_day: true, started_at: ago(1), finished_at: null },
      ])
      .execute();
    const profit = (day: string) => ({ business_day: day, member_id: memberId, amount_micro: 1n });
    await t.db
      .insertInto('settlement_member_profit')
      .values([profit('2026-11-10'), profit('2026-11-17')])
      .execute();

    const report = await sweep(t.db, t.app.deps.config.housekeeping, t.clock.now());

    expect(report).toMatchObject({
      member_sessions: 2,
      otp_codes: 1,
      idempotency_keys: 1,
      mail_outbox: 1,
      settlement_work: 1,
    });
    expect(
      (await t.db.selectFrom('member_sessions').select('token_hash').where('member_id', '=', memberId).execute())
        .map((s) => s.token_hash)
        .sort(),
    ).toEqual(['live', 'recent-expired']);
    expect(await count('otp_codes')).toBe(1);
    expect(await t.db.selectFrom('idempotency_keys').select('key').where('member_id', '=', memberId).execute()).toEqual(
      [{ key: 'new' }],
    );
    expect(await count('mail_outbox', sql`sent_at is null`)).toBe(1);
    expect(await count('settlement_member_profit', sql`business_day = '2026-11-17'`)).toBe(1);
    expect(await count('settlement_member_profit', sql`business_day = '2026-11-10'`)).toBe(0);

    // A second sweep finds nothing left to do.
    expect(await sweep(t.db, t.app.deps.config.housekeeping, t.clock.now())).toEqual({});
  });

  it('keeps rows for as long as the retention settings say', async () => {
    const memberId = await insertMember(t, { username: 'sweepme02' });
    await t.db
      .insertInto('member_sessions')
      .values({ member_id: memberId, token_hash: 'kept-longer', expires_at: ago(40) })
      .execute();
    await sweep(t.db, { ...t.app.deps.config.housekeeping, sessionsDays: 60 }, t.clock.now());
    expect(await count('member_sessions', sql`token_hash = 'kept-longer'`)).toBe(1);
  });
});
