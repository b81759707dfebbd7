import { describe, expect, it } from 'vitest';
import { useStaff, useTestApp } from '../../test/use-test-app';
import { STAFF_PASSWORD, passwordStep, totpCode } from '../../test/factories';
import { auditRows } from './admin.testing';
import { call, staffPost, okData } from '../../test/http';

/**
 * One valid TOTP code sent at once by several half-signed-in sessions of one staff account: exactly
 * one session becomes full, the others get INCORRECT_TOTP (a replay), and nothing answers 500.
 * Real concurrency needs real sessions, so this runs only on PostgreSQL (the server-pg Vitest project).
 */
describe('staff TOTP under concurrency on PostgreSQL', () => {
  const t = useTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
  const { admin } = useStaff(t, {});
  let staffCounter = 0;

  async function newStaff() {
    staffCounter += 1;
    const username = `race${staffCounter}x`;
    const res = await staffPost(t, admin.token, '/api/admin/staff', {
      username,
      role: 'support',
      password: STAFF_PASSWORD,
    });
    return { username, id: BigInt(okData(res).id as string) };
  }

  async function halfSignedIn(username: string, count: number) {
    const tokens: string[] = [];
    for (let i = 0; i < count; i++) {
      const login = await passwordStep(t, username, STAFF_PASSWORD);
      tokens.push(okData(login).token as string);
    }
    return tokens;
  }

  async function fullSessions(staffId: bigint) {
    const rows = await t.db
      .selectFrom('staff_sessions')
      .select('stage')
      .where('staff_id', '=', staffId)
      .where('stage', '=', 'full')
      .execute();
    return rows.length;
  }

  function expectOneWinner(answers: Array<{ statusCode: number; body: string }>) {
    const outcomes = answers.map((r) => `${r.statusCode} ${JSON.parse(r.body).message}`);
    expect(
      outcomes.filter((o) => o === '200 OK'),
      outcomes.join(', '),
    ).toHaveLength(1);
    expect(
      outcomes.filter((o) => o !== '200 OK'),
      outcomes.join(', '),
    ).toEqual(Array.from({ length: answers.length - 1 }, () => '422 INCORRECT_TOTP'));
  }

  for (const parallel of [4, 8]) {
    it(`${parallel} sessions verify one code at once: exactly one wins`, async () => {
      const staff = await newStaff();
      // First sign-in sets the authenticator up, one session alone.
      const [setupToken] = await halfSignedIn(staff.username, 1);
      const setup = await call(t, 'GET', '/api/admin/auth/totp-setup', undefined, { token: setupToken! });
      const secret = setup.json().data.secret as string;
      expect(
        (await staffPost(t, setupToken!, '/api/admin/auth/totp-setup', { code: totpCode(t, secret) })).statusCode,
      ).toBe(200);
      t.clock.advance(30_000);

      const tokens = await halfSignedIn(staff.username, parallel);
      const code = totpCode(t, secret);
      const answers = await Promise.all(tokens.map((token) => staffPost(t, token, '/api/admin/auth/totp', { code })));
      expectOneWinner(answers);
      expect(await fullSessions(staff.id)).toBe(2);
      // The account is not locked by the replays of its own code: a new code signs in again.
      t.clock.advance(30_000);
      const [again] = await halfSignedIn(staff.username, 1);
      const next = await staffPost(t, again!, '/api/admin/auth/totp', { code: totpCode(t, secret) });
      expect(next.statusCode, next.body).toBe(200);
      t.clock.advance(30_000);
    }, 60_000);

    it(`${parallel} first sign-ins fetch the new secret and confirm one code at once: exactly one wins`, async () => {
      const staff = await newStaff();
      const tokens = await halfSignedIn(staff.username, parallel);
      // Each half-signed-in session asks for the secret at the same moment: all must be shown the
      // same one, or a code from the secret one session shows fails against the one stored.
      const setups = await Promise.all(
        tokens.map((token) => call(t, 'GET', '/api/admin/auth/totp-setup', undefined, { token })),
      );
      const secrets = new Set(setups.map((r) => r.json().data?.secret as string));
      expect(secrets.size, setups.map((r) => r.body).join('\n')).toBe(1);
      const [secret] = [...secrets];
      const code = totpCode(t, secret!);
      const answers = await Promise.all(
        tokens.map((token) => staffPost(t, token, '/api/admin/auth/totp-setup', { code })),
      );
      const outcomes = answers.map((r) => `${r.statusCode} ${JSON.parse(r.body).message}`);
      expect(
        outcomes.filter((o) => o === '200 OK'),
        outcomes.join(', '),
      ).toHaveLength(1);
      // A loser saw either the spent code (INCORRECT_TOTP) or the setup already done (NO_PERMISSION).
      for (const o of outcomes.filter((o) => o !== '200 OK'))
        expect(['422 INCORRECT_TOTP', '403 NO_PERMISSION']).toContain(o);
      expect(await fullSessions(staff.id)).toBe(1);
      const enabled = (await auditRows(t, 'staff.totp_enabled')).filter((r) => r.target_id === String(staff.id));
      expect(enabled).toHaveLength(1);
      t.clock.advance(30_000);
    }, 60_000);
  }
});
