import { moneyDeskPaths, paths, teamPaths } from '@tandem/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createLoggedInMember } from '../modules/auth/auth.testing';
import { makePng, multipart, png } from '../modules/kyc/kyc.testing';
import { WEDNESDAY_NOON } from '../modules/withdrawals/money-desk.testing';
import { type TestApp, buildTestApp } from '../test/build-test-app';

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';

/** A 400 VALIDATION_ERROR naming the field. */
function expectFieldRefused(res: { statusCode: number; body: string; json(): unknown }, field: string) {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json() as { code: number; message: string; data: { fields: Record<string, string> } };
  expect(body.message).toBe('VALIDATION_ERROR');
  expect(body.code).toBe(1003);
  expect(body.data.fields[field], res.body).toBe('invalid');
}

describe('strings PostgreSQL cannot store are refused at the schema', () => {
  let t: TestApp;
  let member: { token: string };
  beforeAll(async () => {
    t = await buildTestApp();
    t.clock.set(WEDNESDAY_NOON);
    member = await createLoggedInMember(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('a NUL byte or a lone surrogate in a JSON body: the login username, the contact form', async () => {
    for (const bad of [NUL, LONE_SURROGATE]) {
      const login = await call(t, 'POST', paths.auth.login, { username: bad, password: 'Secret123' });
      expectFieldRefused(login, 'username');
      const contact = await call(t, 'POST', paths.global.contactUs, {
        fullname: 'Ann Lee',
        email: 'ann@example.com',
        topic: 'Hello',
        message: `text ${bad}`,
      });
      expectFieldRefused(contact, 'message');
    }
  });

  it('in a query string: the team search', async () => {
    const res = await call(t, 'GET', `${teamPaths.search}?username=${encodeURIComponent(NUL)}`, undefined, {
      token: member.token,
    });
    expectFieldRefused(res, 'username');
  });

  it('in an object key of a body', async () => {
    const res = await call(t, 'POST', paths.auth.login, { username: 'someone', password: 'Secret123', [NUL]: 1 });
    expectFieldRefused(res, NUL);
  });

  it('in multipart text fields: a ticket title, a deposit reference', async () => {
    const ticket = multipart({ title: NUL, category: 'other', content: 'Help please' }, []);
    const created = await t.app.inject({
      method: 'POST',
      url: paths.ticket.create,
      headers: { ...ticket.headers, authorization: `Bearer ${member.token}` },
      payload: ticket.payload,
    });
    expectFieldRefused(created, 'title');

    const deposit = multipart({ amount: '100', payer_name: 'Ann Lee', reference_number: NUL }, [
      png('screenshot', await makePng()),
    ]);
    const fiat = await t.app.inject({
      method: 'POST',
      url: moneyDeskPaths.depositFiat,
      headers: { ...deposit.headers, authorization: `Bearer ${member.token}` },
      payload: deposit.payload,
    });
    expectFieldRefused(fiat, 'reference_number');
    const rows = await t.db.selectFrom('deposits').select('id').execute();
    expect(rows).toEqual([]);
  });

  it('the same ticket as JSON (no body schema: the form parser checks it)', async () => {
    const res = await call(
      t,
      'POST',
      paths.ticket.create,
      { title: 'Help', category: 'other', content: LONE_SURROGATE },
      { token: member.token },
    );
    expectFieldRefused(res, 'content');
  });
});
