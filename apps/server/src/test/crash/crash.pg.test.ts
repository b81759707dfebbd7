import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { financePaths, moneyDeskPaths, paths, stakingPaths, walletPaths } from '@tandem/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/database';
import { auditLedger } from '../../ledger/audit';
import { creditForTest } from '../../ledger/ledger.testing';
import { hashPassword } from '../../lib/passwords';
import { checkTeamAggregates } from '../../modules/team/team-consistency';
import { microOf, mulberry32 } from '../../modules/wallet/wallet.property.model';
import { createTestDatabase } from '../test-database';
import { type Answer, insertActiveMember, sendUntilAnswered, signInStaff } from './crash-client';
import { ServerCluster } from './server-cluster';
import { type ServerProcess, testServerEnv } from './server-process';

/**
 * The crash test (design/money.md, issue 15): three real server processes on one real PostgreSQL
 * database, as behind a load balancer, a workload of concurrent members (transfers, swaps, withdrawals
 * and their cancellations, stakes, crypto deposits) and a finance desk approving deposits, all over
 * HTTP with Idempotency-Keys and sent round-robin. A random server is SIGKILLed at random moments KILLS
 * times and started again while the others carry on (their background jobs too: the team fold and the
 * mail outbox change hands when their holder dies); clients send every unanswered request again with
 * the same key and body, to the next server. Afterwards the real audit command and the team audit
 * pass, and every answered request took effect exactly as answered: once if it succeeded, never if it
 * was refused, and balances equal the sum of the answered operations. A request a server died on may
 * have happened or not, but once retried it has happened at most once.
 *
 * Needs real sessions and a database that outlives the server, so it runs only on PostgreSQL
 * (the server-pg Vitest project on TEST_DATABASE_URL; `npm test` and CI provide it). CRASH_SEED replays the same choices (the kill
 * moments still depend on the machine's timing).
 */
const SEED = Number(process.env.CRASH_SEED ?? 7_202_611);
/** The hardening issue asks for at least 20 crashes per run; CRASH_KILLS may raise it for a longer soak. */
const KILLS = Math.max(20, Number(process.env.CRASH_KILLS ?? 20));
/** 15 minutes; a machine loaded by other work may need more (CRASH_TIMEOUT_MS). */
const TIMEOUT_MS = Number(process.env.CRASH_TIMEOUT_MS ?? 900_000);
/** CRASH_VERBOSE=1 prints each kill, to see where a slow run spends its time. */
const isVerbose = process.env.CRASH_VERBOSE === '1';
const MEMBER_CLIENTS = 6;
/** Servers the killer leaves running at least: the load always has somewhere to go. */
const MIN_SERVERS_UP = 1;
/** Each client keeps going until every kill is done and it has made at least this many requests. */
const MIN_OPERATIONS_PER_CLIENT = 30;
const USDT = 1_000_000n;
const START_POINT1 = 1_000n * USDT;
const START_POINT2 = 200n * USDT;
const PASSWORD = 'Secret123';
const SEC = 'Second123';
const ADMIN_PASSWORD = 'AdminPass123';
/** m0 ← {m1, m2, m3}; m1 ← {m4, m5}; m2 ← {m6, m7}; m3 ← {m8, m9}. */
const PARENTS = [null, 0, 0, 0, 1, 1, 2, 2, 3, 3];

/** Refusals a member can meet under this workload; any other non-200 answer fails the test. */
const EXPECTED_REFUSALS: Record<string, readonly string[]> = {
  transfer: ['INSUFFICIAN_BALANCE'],
  swap: ['INSUFFICIAN_BALANCE'],
  withdraw: ['LAST_WITHDRAWAL_PENDING', 'REACH_TODAY_LIMIT', 'INSUFFICIAN_BALANCE'],
  stake: ['INSUFFICIAN_BALANCE'],
  cancel: ['STATE_CHANGED'],
  deposit: ['LAST_DEPOSIT_PENDING'],
};

type Kind = 'transfer' | 'swap' | 'withdraw' | 'cancel' | 'stake' | 'deposit';
interface Member {
  index: number;
  id: bigint;
  username: string;
  token: string;
}
interface Acknowledged {
  kind: Kind;
  member: Member;
  key: string;
  body: Record<string, unknown>;
  answer: Answer;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isRelated(a: number, b: number): boolean {
  const isAncestor = (ancestor: number, of: number) => {
    for (let p = PARENTS[of] ?? null; p !== null; p = PARENTS[p] ?? null) if (p === ancestor) return true;
    return false;
  };
  return a !== b && (isAncestor(a, b) || isAncestor(b, a));
}

describe('crash test: SIGKILLs of three servers under a money workload', () => {
  let databaseUrl = '';
  let dropDatabase = async () => {};
  let dataDir = '';
  let handle: DatabaseHandle;
  let cluster: ServerCluster;
  const members: Member[] = [];

  beforeAll(async () => {
    const database = await createTestDatabase();
    // The server runs in its own process, so it needs a database it can reach by URL: PostgreSQL.
    if (!database.databaseUrl) throw new Error('the crash test needs TEST_DATABASE_URL');
    databaseUrl = database.databaseUrl;
    dropDatabase = database.drop;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tandem-crash-'));
    handle = await openDatabase({ databaseUrl, poolMax: 4 });
    cluster = await ServerCluster.create(
      {
        ...testServerEnv(databaseUrl, dataDir, ADMIN_PASSWORD),
        DEPOSIT_ADDRESS: '0x52908400098527886E0F7030069857D2E4169EE7',
      },
      { redisUrl: process.env.TEST_REDIS_URL },
    );
  }, 120_000);

  afterAll(async () => {
    await cluster?.kill();
    await handle?.close();
    await dropDatabase();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    `answered operations survive ${KILLS} kills exactly once, and the ledger audit passes`,
    async () => {
      const random = mulberry32(SEED);
      const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
      // The first start migrates and seeds (countries, staff), all three servers at once; members and
      // their money come next.
      await cluster.start();
      const flexible = await handle.db
        .selectFrom('staking_packages')
        .select('id')
        .where('code', '=', 'flexible')
        .executeTakeFirstOrThrow();
      const passwordHash = await hashPassword(PASSWORD);
      const secHash = await hashPassword(SEC);
      for (const [index, parent] of PARENTS.entries()) {
        const sponsorId = parent === null ? null : members[parent]!.id;
        const row = await insertActiveMember(handle.db, {
          prefix: `crash${index}`,
          passwordHash,
          secHash,
          sponsorId,
          fullname: 'Ana Lim',
        });
        await creditForTest(handle.db, row.id, START_POINT1);
        await creditForTest(handle.db, row.id, START_POINT2, { kind: 'point2' });
        members.push({ index, ...row, token: '' });
      }
      const send = (method: 'GET' | 'POST', url: string, options: Parameters<typeof sendUntilAnswered>[3] = {}) =>
        sendUntilAnswered(cluster.next, method, url, options);

      for (const m of members) {
        const login = await send('POST', paths.auth.login, { body: { username: m.username, password: PASSWORD } });
        expect(login.status, JSON.stringify(login.body)).toBe(200);
        m.token = (login.body.data as { token: string }).token;
        // Binding needs a mailed code (payout tests cover it); this test is about money, so the row is written directly.
        const address = `0x${randomBytes(20).toString('hex')}`;
        await handle.db
          .insertInto('payout_addresses')
          .values({ member_id: m.id, address, address_key: address.toLowerCase(), created_at: new Date() })
          .execute();
      }
      const staffToken = await signInStaff(send, ADMIN_PASSWORD);

      const acknowledged: Acknowledged[] = [];
      const unexpected: string[] = [];
      const approvedDeposits = new Map<string, bigint>();
      const state = { killsDone: false, stop: false, interruptions: 0, replaysAfterInterruption: 0 };
      const note = (answer: Answer) => {
        state.interruptions += answer.interruptions;
        if (answer.interruptions > 0 && answer.isReplay) state.replaysAfterInterruption += 1;
      };

      const memberClient = async (client: number) => {
        const rnd = mulberry32(SEED * 31 + client);
        const pick = <T>(items: readonly T[]) => items[Math.floor(rnd() * items.length)]!;
        const between = (min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));
        for (let n = 0; !state.killsDone || n < MIN_OPERATIONS_PER_CLIENT; n++) {
          const member = pick(members);
          const roll = rnd();
          let kind: Kind;
          let url: string;
          let body: Record<string, unknown>;
          if (roll < 0.45) {
            kind = 'transfer';
            url = walletPaths.walletTransfer;
            const to = pick(members.filter((m) => isRelated(member.index, m.index)));
            body = { username: to.username, amount: String(between(1, 40)), sec_password: SEC };
          } else if (roll < 0.6) {
            kind = 'swap';
            url = walletPaths.changeWallet;
            body = { from_wallet: 'point2', to_wallet: 'point1', amount: String(between(1, 15)), sec_password: SEC };
          } else if (roll < 0.74) {
            kind = 'withdraw';
            url = moneyDeskPaths.withdraw;
            body = { amount: String(between(10, 60)), sec_password: SEC };
          } else if (roll < 0.86) {
            const mine = acknowledged.filter(
              (a) => a.kind === 'withdraw' && a.answer.status === 200 && a.member.id === member.id,
            );
            if (mine.length === 0) continue;
            kind = 'cancel';
            url = moneyDeskPaths.withdrawCancel;
            body = { id: String(pick(mine).answer.body.data!.id) };
          } else if (roll < 0.93) {
            // A stake moves the team's volume: the team fold, which servers hand over as they die, follows it.
            kind = 'stake';
            url = stakingPaths.staking;
            body = { package_id: String(flexible.id), amount: String(between(30, 60)), sec_password: SEC };
          } else {
            kind = 'deposit';
            url = moneyDeskPaths.deposit;
            body = { network: 'BEP20_USDT', amount: `${between(1, 80)}.5`, tx_hash: randomBytes(32).toString('hex') };
          }
          const key = `crash-${client}-${n}-${randomBytes(6).toString('hex')}`;
          // Some clients also lose the connection on their own (a phone going into a tunnel): the first
          // attempt is abandoned after a few milliseconds, often after the server committed it.
          const abandonFirstAfterMs = rnd() < 0.25 ? between(5, 80) : undefined;
          const answer = await send('POST', url, { token: member.token, body, key, abandonFirstAfterMs });
          note(answer);
          acknowledged.push({ kind, member, key, body, answer });
          if (answer.status !== 200 && !EXPECTED_REFUSALS[kind]!.includes(answer.body.message)) {
            unexpected.push(`${kind} ${JSON.stringify(body)} → ${answer.status} ${JSON.stringify(answer.body)}`);
          }
        }
      };

      /** The finance desk approves pending deposits; a decision it never heard back about is sent again. */
      const approvePending = async () => {
        const queue = await send('GET', `${financePaths.deposits}?status=pending`, { token: staffToken });
        note(queue);
        expect(queue.status, JSON.stringify(queue.body)).toBe(200);
        for (const row of (queue.body.data as { list: Array<{ id: string }> }).list) {
          const answer = await send('POST', financePaths.depositApprove(row.id), { token: staffToken, body: {} });
          note(answer);
          if (answer.status === 200) {
            approvedDeposits.set(row.id, microOf(String(answer.body.data!.credited_amount)));
          } else if (answer.status === 409 && answer.body.message === 'STATE_CHANGED' && answer.interruptions > 0) {
            // Only this desk decides deposits: the attempt the server died on committed. Its amount is checked below.
            approvedDeposits.set(row.id, -1n);
          } else {
            unexpected.push(`approve deposit ${row.id} → ${answer.status} ${JSON.stringify(answer.body)}`);
          }
        }
      };
      const deskClient = async () => {
        while (!state.stop) {
          await approvePending();
          await sleep(150);
        }
      };

      /** Kills a random running server, and starts it again beside the others, KILLS times. */
      const killer = async () => {
        const up = new Set<ServerProcess>(cluster.servers);
        const t0 = Date.now();
        const restarts: Array<Promise<void>> = [];
        for (let k = 0; k < KILLS; k++) {
          await sleep(int(400, 1_200));
          while (up.size <= MIN_SERVERS_UP) await sleep(50);
          const victim = [...up][int(0, up.size - 1)]!;
          up.delete(victim);
          await victim.kill();
          if (isVerbose) console.log(`kill ${k + 1}/${KILLS}: ${victim.baseUrl}, ${up.size} up, ${Date.now() - t0} ms`);
          restarts.push(
            (async () => {
              await sleep(int(0, 300));
              await victim.start();
              up.add(victim);
            })(),
          );
        }
        await Promise.all(restarts);
        state.killsDone = true;
      };

      const desk = deskClient();
      await Promise.all([killer(), ...Array.from({ length: MEMBER_CLIENTS }, (_, c) => memberClient(c))]);
      state.stop = true;
      await desk;
      await approvePending();
      await cluster.stop();

      expect(cluster.servers.reduce((sum, s) => sum + s.starts, 0)).toBe(KILLS + cluster.servers.length);
      expect(unexpected).toEqual([]);
      // Every kill cut off requests in flight or arriving while the server was down.
      expect(state.interruptions).toBeGreaterThanOrEqual(KILLS);
      // Some retries found their first attempt committed though never answered: the case that matters.
      expect(state.replaysAfterInterruption).toBeGreaterThan(0);

      // The operator's audit command, on the database the server crashed on.
      const audit = spawnSync('npm', ['run', '--silent', 'ledger:audit'], {
        cwd: path.resolve(import.meta.dirname, '../../../../..'),
        env: { ...process.env, DATABASE_URL: databaseUrl },
        encoding: 'utf8',
      });
      expect(audit.status, `${audit.stdout}\n${audit.stderr}`).toBe(0);
      expect(audit.stdout).toContain('Ledger audit passed');
      expect(await auditLedger(handle.db)).toEqual([]);
      expect(await checkTeamAggregates(handle.db)).toEqual([]);

      await expectExactlyOnce(handle, acknowledged, approvedDeposits, members);
      console.log(
        `crash test: ${acknowledged.length} answered requests, ${state.interruptions} unanswered attempts retried, ` +
          `${state.replaysAfterInterruption} retries answered from the idempotency store, ${approvedDeposits.size} deposits approved`,
      );
    },
    TIMEOUT_MS,
  );
});

async function expectExactlyOnce(
  handle: DatabaseHandle,
  acknowledged: Acknowledged[],
  approvedDeposits: Map<string, bigint>,
  members: Member[],
) {
  const db = handle.db;
  const ok = (kind: Kind) => acknowledged.filter((a) => a.kind === kind && a.answer.status === 200);
  const data = (a: Acknowledged) => a.answer.body.data as Record<string, string>;

  // Transfers and swaps: one journal per answered success under its key, none for a refusal, no others.
  const journals = await db.selectFrom('journal').select(['id', 'type', 'business_key']).execute();
  const byKey = new Map(journals.map((j) => [j.business_key, j]));
  for (const a of acknowledged.filter((x) => x.kind === 'transfer' || x.kind === 'swap')) {
    const journal = byKey.get(`${a.kind}:${a.member.id}:${a.key}`);
    if (a.answer.status === 200) expect(String(journal?.id), `${a.kind} ${a.key}`).toBe(data(a).id);
    else expect(journal, `refused ${a.kind} ${a.key} left a journal`).toBeUndefined();
  }
  const countOf = (type: string) => journals.filter((j) => j.type === type).length;
  expect({
    transfer: countOf('transfer'),
    swap: countOf('swap'),
    withdrawal_request: countOf('withdrawal_request'),
    withdrawal_cancel: countOf('withdrawal_cancel'),
    stake: countOf('stake'),
    deposit: countOf('deposit'),
  }).toEqual({
    transfer: ok('transfer').length,
    swap: ok('swap').length,
    withdrawal_request: ok('withdraw').length,
    withdrawal_cancel: ok('cancel').length,
    stake: ok('stake').length,
    deposit: approvedDeposits.size,
  });

  // Withdrawals and deposits: exactly the rows the members were told about, in the state they were told.
  const cancelled = new Set(ok('cancel').map((a) => String(a.body.id)));
  const withdrawals = await db.selectFrom('withdrawals').select(['id', 'member_id', 'status']).execute();
  expect(Object.fromEntries(withdrawals.map((w) => [String(w.id), `${w.member_id} ${w.status}`]))).toEqual(
    Object.fromEntries(
      ok('withdraw').map((a) => [data(a).id, `${a.member.id} ${cancelled.has(data(a).id!) ? 'cancelled' : 'pending'}`]),
    ),
  );
  const stakes = await db.selectFrom('stakes').select(['id', 'member_id', 'principal_micro']).execute();
  expect(Object.fromEntries(stakes.map((r) => [String(r.id), `${r.member_id} ${r.principal_micro}`]))).toEqual(
    Object.fromEntries(ok('stake').map((a) => [data(a).id, `${a.member.id} ${microOf(String(a.body.amount))}`])),
  );
  const deposits = await db.selectFrom('deposits').select(['id', 'member_id', 'status', 'amount_micro']).execute();
  expect(Object.fromEntries(deposits.map((d) => [String(d.id), `${d.member_id} ${d.status}`]))).toEqual(
    Object.fromEntries(
      ok('deposit').map((a) => [
        data(a).id,
        `${a.member.id} ${approvedDeposits.has(data(a).id!) ? 'approved' : 'pending'}`,
      ]),
    ),
  );
  // A decision the desk only learnt of as STATE_CHANGED credited the stated amount (no override was sent).
  for (const [id, credited] of approvedDeposits) {
    if (credited < 0n) approvedDeposits.set(id, deposits.find((d) => String(d.id) === id)!.amount_micro);
  }

  // Every stored idempotent answer belongs to an answered success; refusals store nothing.
  const keys = await db.selectFrom('idempotency_keys').select(['key', 'result']).execute();
  expect(keys.map((k) => `${k.key} ${k.result === null ? 'bare' : 'result'}`).sort()).toEqual(
    acknowledged
      .filter((a) => a.answer.status === 200)
      .map((a) => `${a.key} result`)
      .sort(),
  );

  // Balances: the starting credits plus every answered success, nothing else.
  const expected = new Map(
    members.map((m) => [
      m.id,
      { point1: START_POINT1, point2: START_POINT2, withdrawal_hold: 0n, stake_lock: 0n } as Record<string, bigint>,
    ]),
  );
  const of = (id: bigint) => expected.get(id)!;
  const byUsername = new Map(members.map((m) => [m.username, m]));
  for (const a of acknowledged.filter((x) => x.answer.status === 200)) {
    const d = data(a);
    const b = of(a.member.id);
    if (a.kind === 'transfer') {
      b.point1! -= microOf(d.amount!) + microOf(d.fee!);
      of(byUsername.get(d.to_username!)!.id).point1! += microOf(d.amount!);
    } else if (a.kind === 'swap') {
      b.point2! -= microOf(d.amount!);
      b.point1! += microOf(d.amount!);
    } else if (a.kind === 'withdraw') {
      b.point1! -= microOf(d.total!);
      b.withdrawal_hold! += microOf(d.total!);
    } else if (a.kind === 'stake') {
      b.point1! -= microOf(String(a.body.amount));
      b.stake_lock! += microOf(String(a.body.amount));
    } else if (a.kind === 'cancel') {
      b.withdrawal_hold! -= microOf(d.total!);
      b.point1! += microOf(d.total!);
    }
  }
  for (const d of deposits)
    if (approvedDeposits.has(String(d.id))) of(d.member_id).point1! += approvedDeposits.get(String(d.id))!;
  const rows = await db
    .selectFrom('accounts')
    .select(['member_id', 'kind', 'balance_micro'])
    // Sponsors' direct bonuses (point3) follow from the stakes by the bonus rule; the ledger audit checks them.
    .where('kind', 'in', ['point1', 'point2', 'withdrawal_hold', 'stake_lock'])
    .where(
      'member_id',
      'in',
      members.map((m) => m.id),
    )
    .execute();
  const actual = new Map(
    members.map((m) => [
      m.id,
      { point1: 0n, point2: 0n, withdrawal_hold: 0n, stake_lock: 0n } as Record<string, bigint>,
    ]),
  );
  for (const r of rows) actual.get(r.member_id!)![r.kind] = r.balance_micro ?? 0n;
  expect(actual).toEqual(expected);
  const total = await sql<{ total: string }>`select coalesce(sum(amount_micro), 0)::text as total from entries`.execute(
    db,
  );
  expect(total.rows[0]!.total).toBe('0');
}
