import { randomUUID } from 'node:crypto';
import { hashToken, newToken } from '../../lib/tokens';
import { creditForTest } from '../../ledger/ledger.testing';
import { bearer } from '../http';
import {
  PASSWORD,
  SEC,
  USDT,
  WEDNESDAY_NOON,
  createLoggedInMember,
  insertMemberSession,
  signInAdmin,
} from '../factories';
import { makePng } from '../../lib/uploads.testing';
import { createWithdrawer } from '../../modules/withdrawals/money-desk.testing';
import type { TestApp } from '../build-test-app';
import type { ValuePool } from './json-schema';

/**
 * The world the fuzz runs in: a member with money, a secondary password, KYC and a payout address
 * (alice), her downline (carol) so a transfer could be valid, a member in another tree with a full name and
 * nothing pending, so his KYC and fiat deposit forms are read (bob), a signed-in
 * superadmin, and one of most records (a deposit, a withdrawal, a stake, a ticket, a news item, a canned
 * reply, an adjustment, a contact message, a second staff account) so that ids in paths are real.
 */
export interface FuzzWorld {
  tokens: { member: string; member2: string; staff: string };
  memberIds: { member: bigint; member2: bigint };
  staffId: bigint;
  pool: ValuePool;
  png: Buffer;
  /** What could not be set up (a record type the fuzz then reaches only with made-up ids). */
  setupProblems: string[];
}

export async function buildWorld(t: TestApp): Promise<FuzzWorld> {
  const problems: string[] = [];
  // A Wednesday noon in the business time zone: fiat deposits are open, so their form is read.
  t.clock.set(WEDNESDAY_NOON);
  const ids = new Set<string>();
  const admin = await signInAdmin(t);
  const staff = await t.db.selectFrom('staff').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
  const alice = await createWithdrawer(t);
  const carol = await createLoggedInMember(t, { sponsorId: alice.id, secPassword: SEC, fullname: 'Carol Ng' });
  const bob = await createLoggedInMember(t, { secPassword: SEC, fullname: 'Bob Fuzz' });
  await creditForTest(t.db, alice.id, 1_000n * USDT);
  await creditForTest(t.db, alice.id, 100n * USDT, { kind: 'point2' });
  await creditForTest(t.db, bob.id, 50n * USDT);
  for (const id of [alice.id, carol.id, bob.id, staff.id]) ids.add(String(id));

  const send = async (method: 'POST' | 'GET', url: string, token: string, payload?: object, idempotent = false) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { ...bearer(token), ...(idempotent ? { 'idempotency-key': randomUUID() } : {}) },
      payload,
    });
    if (res.statusCode !== 200) {
      problems.push(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      return null;
    }
    const data = res.json().data as { id?: unknown } | null;
    if (data && typeof data === 'object' && data.id !== undefined && data.id !== null) ids.add(String(data.id));
    return data;
  };

  await send(
    'POST',
    '/api/wallet/deposit',
    alice.token,
    { network: 'BEP20_USDT', amount: '100', tx_hash: `0x${'1f'.repeat(32)}` },
    true,
  );
  await send('POST', '/api/wallet/withdraw', alice.token, { amount: '20', sec_password: SEC }, true);
  const pkg = await t.db.selectFrom('staking_packages').select('id').orderBy('id').executeTakeFirst();
  if (pkg) {
    ids.add(String(pkg.id));
    await send(
      'POST',
      '/api/staking/staking',
      alice.token,
      { package_id: String(pkg.id), amount: '100', sec_password: SEC },
      true,
    );
  } else problems.push('no staking package');
  await send('POST', '/api/ticket/create-ticket', alice.token, {
    title: 'Fuzz ticket',
    category: 'deposit',
    content: 'Hello',
  });
  const news = await send('POST', '/api/admin/news', admin.token, {
    news_type: 1,
    language: 'en',
    title: 'Fuzz news',
    description: 'Body',
  });
  if (news?.id) await send('POST', `/api/admin/news/${String(news.id)}/publish`, admin.token, {});
  await send('POST', '/api/admin/canned-replies', admin.token, { language: 'en', title: 'Hi', content: 'Hello' });
  await send('POST', '/api/admin/finance/adjustments', admin.token, {
    member_id: String(alice.id),
    wallet: 'point1',
    direction: 'credit',
    amount: '5',
    reason: 'fuzz fixture',
  });
  await send('POST', '/api/admin/staff', admin.token, {
    username: 'fuzzsupport',
    role: 'support',
    password: 'StaffPass123',
  });
  const contact = await t.app.inject({
    method: 'POST',
    url: '/api/global/contactUs',
    payload: { fullname: 'Fuzz', email: 'fuzz@example.test', topic: 'Hi', message: 'Hello' },
  });
  if (contact.statusCode !== 200) problems.push(`contactUs: ${contact.statusCode}`);
  // Ids of every table the path parameters point into, even those the calls above did not answer with.
  for (const table of [
    'deposits',
    'withdrawals',
    'stakes',
    'tickets',
    'news',
    'canned_replies',
    'adjustments',
    'contact_messages',
    'staff',
  ] as const) {
    const rows = await t.db.selectFrom(table).select('id').execute();
    for (const r of rows) ids.add(String(r.id));
  }

  return {
    tokens: { member: alice.token, member2: bob.token, staff: admin.token },
    memberIds: { member: alice.id, member2: bob.id },
    staffId: staff.id,
    pool: {
      ids: [...ids],
      usernames: [carol.username, bob.username, alice.username],
      secPassword: SEC,
      password: PASSWORD,
      email: alice.email ?? 'fuzz@example.test',
    },
    png: await makePng(8, 8),
    setupProblems: problems,
  };
}

/** A new member session in place of one a request ended (a logout, a password change). */
export function renewMemberSession(t: TestApp, memberId: bigint) {
  return insertMemberSession(t, memberId);
}

/** A new full staff session, written directly: signing in again would need the next TOTP code. */
export async function renewStaffSession(t: TestApp, staffId: bigint) {
  const token = newToken();
  const now = t.clock.now();
  await t.db
    .insertInto('staff_sessions')
    .values({
      staff_id: staffId,
      token_hash: hashToken(token),
      stage: 'full',
      created_at: now,
      last_seen_at: now,
      expires_at: new Date(now.getTime() + 8 * 3600_000),
      ip: null,
      user_agent: null,
    })
    .execute();
  return token;
}
