import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { countRows, testWallet, walletLogin, walletLoginBody } from './wallet-login.testing';
import { okData } from '../../test/http';

/**
 * One signed message sent many times at once: the nonce is spent by one `DELETE … RETURNING` in the
 * transaction that opens the session, so exactly one request logs in. Real concurrency needs real
 * connections, so this runs only on PostgreSQL (TEST_DATABASE_URL).
 */
describe('wallet login under concurrency on PostgreSQL', () => {
  const t = useTestApp({ env: { RATE_LIMIT_MAX: '100000' } });

  async function sessionsOf(memberId: string) {
    const rows = await t.db
      .selectFrom('member_sessions')
      .select('id')
      .where('member_id', '=', BigInt(memberId))
      .execute();
    return rows.length;
  }

  it('parallel logins with one nonce of a new wallet: one session, one member, the others WALLET_NONCE_INVALID', async () => {
    const body = await walletLoginBody(t, testWallet('race'));
    const members = await countRows(t, 'members');
    const sessions = await countRows(t, 'member_sessions');
    const answers = await Promise.all(Array.from({ length: 8 }, () => walletLogin(t, body)));
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok, answers.map((a) => a.body).join('\n')).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().message).toBe('WALLET_NONCE_INVALID');
    }
    expect(await countRows(t, 'members')).toBe(members + 1);
    expect(await countRows(t, 'member_sessions')).toBe(sessions + 1);
  });

  it('parallel logins with one nonce of an existing member: exactly one session', async () => {
    const wallet = testWallet('race');
    const first = await walletLogin(t, await walletLoginBody(t, wallet));
    const memberId = okData(first).user.id as string;
    const body = await walletLoginBody(t, wallet);
    const answers = await Promise.all(Array.from({ length: 8 }, () => walletLogin(t, body)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.json().message === 'WALLET_NONCE_INVALID')).toHaveLength(7);
    expect(await sessionsOf(memberId)).toBe(2);
  });

  it("a new wallet's first logins with different nonces at once: one member, every login into it", async () => {
    const wallet = testWallet('race');
    const bodies = await Promise.all(Array.from({ length: 4 }, () => walletLoginBody(t, wallet)));
    const members = await countRows(t, 'members');
    const answers = await Promise.all(bodies.map((body) => walletLogin(t, body)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const ids = new Set(answers.map((a) => a.json().data.user.id as string));
    expect(ids.size).toBe(1);
    expect(answers.filter((a) => a.json().data.user.created)).toHaveLength(1);
    expect(await countRows(t, 'members')).toBe(members + 1);
    expect(await sessionsOf([...ids][0]!)).toBe(4);
  });
});
