import { moneyDeskPaths, paths, recordPaths, stakingPaths, teamPaths, walletPaths } from '@tandem/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { senderOf } from '../../db/statement';
import { hashToken, newToken } from '../../lib/tokens';
import { call, postRaw } from '../../test/http';
import { createLoggedInMember, createMember, loginToken } from '../../test/factories';

const DAY = 24 * 60 * 60_000;

/** plugins/member-auth.ts: which bearer tokens open member calls. */
describe('member authentication', () => {
  const t = useTestApp();

  const info = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: paths.member.getMemberInfo, headers });

  /** The reads that check the session inside their own statement (plugins/member-route memberFoldedRead). */
  const foldedReads = [
    paths.member.getMemberInfo,
    paths.member.homePage,
    walletPaths.getWallet,
    `${recordPaths.walletRecord}?wallet=point1&page=1`,
    stakingPaths.stakingInfo,
    teamPaths.teamInfo,
    walletPaths.transferRecord,
    stakingPaths.getStakingRecord,
    stakingPaths.investRecord,
    stakingPaths.bonusRecord,
    stakingPaths.quitRecord,
    moneyDeskPaths.depositRecord,
    moneyDeskPaths.withdrawRecord,
  ];

  async function expectUnauthorized(headers: Record<string, string>) {
    for (const url of foldedReads) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(401);
      expect(res.json()).toEqual({ code: 1001, message: 'unauthorized', data: null });
    }
  }

  /**
   * Counts the statements the app sends (but the settings cache's reloads) while `run` runs: through Kysely,
   * and the statements built once (db/statement.ts), which go to the database without it.
   */
  async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
    const executor = t.db.getExecutor();
    const sender = senderOf(t.db);
    const sent: string[] = [];
    const original = executor.executeQuery.bind(executor);
    executor.executeQuery = (compiled) => {
      if (!/from "?settings"?/.test(compiled.sql)) sent.push(compiled.sql);
      return original(compiled);
    };
    const send = sender.send.bind(sender);
    sender.send = (statement, values) => {
      sent.push(statement.text);
      return send(statement, values);
    };
    try {
      await run();
    } finally {
      delete (executor as { executeQuery?: unknown }).executeQuery;
      sender.send = send;
    }
    return sent;
  }

  it('answers the hot member reads in one statement, the session check included (issue 14)', async () => {
    const member = await createLoggedInMember(t);
    for (const url of foldedReads) {
      const sent = await statementsOf(async () => {
        const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${member.token}` } });
        expect(res.statusCode, url).toBe(200);
      });
      expect(sent, url).toHaveLength(1);
    }
  });

  it('answers bad input of a folded read only once the session is known open (401 first, as before folding)', async () => {
    const member = await createLoggedInMember(t);
    const headers = { authorization: `Bearer ${member.token}` };
    // A schema failure (page 0) and a service check (a day that is no date), each after one session read.
    const badQueries = [`${recordPaths.walletRecord}?page=0`, `${recordPaths.walletRecord}?from=2026-02-31`];
    for (const url of badQueries) {
      const sent = await statementsOf(async () => {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().message, url).toBe('VALIDATION_ERROR');
      });
      expect(sent, url).toHaveLength(1);
    }
    await t.db
      .updateTable('member_sessions')
      .set({ revoked_at: t.clock.now() })
      .where('token_hash', '=', hashToken(member.token))
      .execute();
    for (const url of badQueries) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('lets a valid token in, with any case of the scheme', async () => {
    const member = await createLoggedInMember(t);
    expect((await info({ authorization: `Bearer ${member.token}` })).statusCode).toBe(200);
    expect((await info({ authorization: `bearer ${member.token}` })).statusCode).toBe(200);
  });

  it('refuses a missing, malformed or forged token with 401, never 500', async () => {
    const member = await createLoggedInMember(t);
    await expectUnauthorized({});
    await expectUnauthorized({ authorization: '' });
    await expectUnauthorized({ authorization: 'Bearer' });
    await expectUnauthorized({ authorization: member.token });
    await expectUnauthorized({ authorization: `Basic ${member.token}` });
    await expectUnauthorized({ authorization: `Bearer ${member.token}x` });
    await expectUnauthorized({ authorization: `Bearer ${member.token.slice(0, -1)}` });
    await expectUnauthorized({ authorization: `Bearer ${newToken()}` });
    await expectUnauthorized({ authorization: `Bearer ${'%'.repeat(43)}` });
    await expectUnauthorized({ authorization: `Bearer ${"' or 1=1 --".padEnd(43, 'a')}` });
    await expectUnauthorized({ authorization: `Bearer ${'a'.repeat(10_000)}` });
    // The stored hash is not a token.
    await expectUnauthorized({ authorization: `Bearer ${hashToken(member.token)}` });
  });

  it('refuses an expired session', async () => {
    const member = await createLoggedInMember(t);
    t.clock.advance(30 * DAY - 1_000);
    expect((await info({ authorization: `Bearer ${member.token}` })).statusCode).toBe(200);
    t.clock.advance(2_000);
    await expectUnauthorized({ authorization: `Bearer ${member.token}` });
  });

  it('refuses a revoked session', async () => {
    const member = await createLoggedInMember(t);
    await t.db
      .updateTable('member_sessions')
      .set({ revoked_at: t.clock.now() })
      .where('token_hash', '=', hashToken(member.token))
      .execute();
    await expectUnauthorized({ authorization: `Bearer ${member.token}` });
  });

  it("ends a frozen member's sessions at their next request", async () => {
    const member = await createLoggedInMember(t);
    const second = await loginToken(t, member.username);
    await t.db.updateTable('members').set({ status: 'frozen' }).where('id', '=', member.id).execute();
    await expectUnauthorized({ authorization: `Bearer ${member.token}` });
    const open = await t.db
      .selectFrom('member_sessions')
      .select('id')
      .where('member_id', '=', member.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(open).toHaveLength(0);
    // Unfreezing does not bring the sessions back.
    await t.db.updateTable('members').set({ status: 'active' }).where('id', '=', member.id).execute();
    await expectUnauthorized({ authorization: `Bearer ${second}` });
  });

  it('does not accept a staff session token', async () => {
    const staff = await t.db.selectFrom('staff').select('id').executeTakeFirstOrThrow();
    const token = newToken();
    await t.db
      .insertInto('staff_sessions')
      .values({
        staff_id: staff.id,
        token_hash: hashToken(token),
        stage: 'full',
        expires_at: new Date(t.clock.now().getTime() + DAY),
      })
      .execute();
    await expectUnauthorized({ authorization: `Bearer ${token}` });
  });

  it('checks the session before reading the body', async () => {
    expect((await postRaw(t, paths.member.changePassword, '{broken')).statusCode).toBe(401);
  });

  it('guards every member call', async () => {
    const member = await createMember(t);
    expect(member.id).toBeTruthy();
    const calls: Array<['GET' | 'POST', string]> = [
      ['GET', paths.member.getMemberInfo],
      ['POST', paths.member.updateMemberInfo],
      ['POST', paths.member.requestUserOtp],
      ['POST', paths.member.checkUserOtp],
      ['POST', paths.member.changePassword],
      ['POST', paths.member.setSecPassword],
      ['POST', paths.member.changeSecPassword],
      ['POST', paths.member.resetSecPassword],
      ['POST', paths.member.bindUsername],
      ['GET', paths.member.homePage],
      ['POST', paths.auth.logout],
    ];
    for (const [method, url] of calls) {
      const res = await call(t, method, url, method === 'POST' ? {} : undefined, { token: newToken() });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().message, url).toBe('unauthorized');
    }
  });
});
