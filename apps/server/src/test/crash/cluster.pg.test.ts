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
import { testClockPath } from '../../modules/settlement/test-clock.routes';
import { createTestDatabase } from '../test-database';
import { type Answer, sendUntilAnswered, signInStaff } from './crash-client';
import { ServerCluster } from './server-cluster';
import { testServerEnv } from './server-process';
import { startSmtpSink } from './smtp-sink';

const PASSWORD = 'Secret123';
const SEC = 'Second123';
const ADMIN_PASSWORD = 'AdminPass123';
const MEMBERS = 6;
/** Days the three clocks move: from any weekday, settlement then has at least two business days to settle. */
const ADVANCE_DAYS = 7;
const OUTBOX_WAIT_MS = 90_000;
/** Some forty requests through three servers: seconds, but a loaded 2-core machine needs headroom. */
const WRITES_TIMEOUT_MS = 180_000;

interface Member {
  id: bigint;
  username: string;
  token: string;
}

/**
 * Issue 15's acceptance on three real server processes behind a round-robin "balancer", on one
 * PostgreSQL (and one Redis when TEST_REDIS_URL is set): member and staff writes succeed on every
 * server; settlement of a day runs once though all three are due at the same moment; the mail outbox
 * sends each mail once to a real SMTP server. The crash test (crash.pg.test.ts) kills these servers.
 */
describe('three servers on one database', () => {
  let dropDatabase = async () => {};
  let dataDir = '';
  let handle: DatabaseHandle;
  let cluster: ServerCluster;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  const members: Member[] = [];
  /** Which server answered each write. */
  const answeredBy: string[] = [];

  /** Sends through the balancer's next server and remembers which one answered. */
  const send = async (
    method: 'GET' | 'POST',
    url: string,
    options: Parameters<typeof sendUntilAnswered>[3] = {},
  ): Promise<Answer> => {
    const server = cluster.next();
    const answer = await sendUntilAnswered(server, method, url, options);
    if (method === 'POST') answeredBy.push(server);
    return answer;
  };
  const expectOk = (answer: Answer) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as Record<string, unknown>;
  };

  beforeAll(async () => {
    const database = await createTestDatabase();
    if (!database.databaseUrl) throw new Error('the three-server test needs TEST_DATABASE_URL');
    dropDatabase = database.drop;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tandem-cluster-'));
    handle = await openDatabase({ databaseUrl: database.databaseUrl, poolMax: 2 });
    sink = await startSmtpSink();
    cluster = await ServerCluster.create(
      {
        ...testServerEnv(database.databaseUrl, dataDir, ADMIN_PASSWORD),
        SMTP_URL: sink.url,
        DEPOSIT_ADDRESS: '0x52908400098527886E0F7030069857D2E4169EE7',
        SETTLEMENT_SCHEDULER: 'on',
        MAIL_OUTBOX_WORKER: 'on',
        TEST_CLOCK_CONTROL: '1',
      },
      { redisUrl: process.env.TEST_REDIS_URL },
    );
    // All three at once on an empty database: they migrate and seed it together.
    await cluster.start();
  }, 600_000);

  afterAll(async () => {
    await cluster?.kill();
    await sink?.close();
    await handle?.close();
    await dropDatabase();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'member and staff writes succeed on every server',
    async () => {
      const passwordHash = await hashPassword(PASSWORD);
      const secHash = await hashPassword(SEC);
      for (let i = 0; i < MEMBERS; i++) {
        const username = `cluster${i}m${randomBytes(3).toString('hex')}`;
        const row = await handle.db
          .insertInto('members')
          .values({
            username,
            email: `${username}@example.test`,
            password_hash: passwordHash,
            sec_password_hash: secHash,
            country_id: 194,
            language: 'en',
            sponsor_id: i === 0 ? null : members[0]!.id,
            placement_id: i === 0 ? null : members[0]!.id,
            status: 'active',
            kyc_status: 'approved',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await creditForTest(handle.db, row.id, 1_000_000_000n);
        members.push({ id: row.id, username, token: '' });
      }
      const flexible = await handle.db
        .selectFrom('staking_packages')
        .select('id')
        .where('code', '=', 'flexible')
        .executeTakeFirstOrThrow();

      for (const m of members) {
        m.token = expectOk(await send('POST', paths.auth.login, { body: { username: m.username, password: PASSWORD } }))
          .token as string;
      }
      const keyed = (m: Member, url: string, body: Record<string, unknown>) =>
        send('POST', url, { token: m.token, body, key: randomBytes(8).toString('hex') });
      for (const m of members) {
        expectOk(
          await keyed(m, stakingPaths.staking, { package_id: String(flexible.id), amount: '100', sec_password: SEC }),
        );
        expectOk(
          await keyed(m, moneyDeskPaths.deposit, {
            network: 'BEP20_USDT',
            amount: '25',
            tx_hash: randomBytes(32).toString('hex'),
          }),
        );
        if (m !== members[0]) {
          expectOk(
            await keyed(m, walletPaths.walletTransfer, {
              username: members[0]!.username,
              amount: '3',
              sec_password: SEC,
            }),
          );
        }
      }

      const staff = await signInStaff(send, ADMIN_PASSWORD);
      const queue = expectOk(await send('GET', `${financePaths.deposits}?status=pending`, { token: staff })) as {
        list: Array<{ id: string }>;
      };
      expect(queue.list).toHaveLength(MEMBERS);
      for (const row of queue.list)
        expectOk(await send('POST', financePaths.depositApprove(row.id), { token: staff, body: {} }));

      // Every server took writes, and each write is there once.
      expect(new Set(answeredBy)).toEqual(new Set(cluster.baseUrls()));
      const count = async (type: string) =>
        Number(
          (
            await handle.db
              .selectFrom('journal')
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .where('type', '=', type)
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect({
        stake: await count('stake'),
        deposit: await count('deposit'),
        transfer: await count('transfer'),
      }).toEqual({
        stake: MEMBERS,
        deposit: MEMBERS,
        transfer: MEMBERS - 1,
      });
    },
    WRITES_TIMEOUT_MS,
  );

  it(
    'settles each due day once, though all three servers are due at the same moment',
    async () => {
      // Every server's clock moves on at once, and each one runs settlement for the days now due (its
      // scheduler would, a minute later): the job lock lets one settle, the others find the days done.
      const answers = await Promise.all(
        cluster
          .baseUrls()
          .map((url) => sendUntilAnswered(url, 'POST', testClockPath, { body: { advance_days: ADVANCE_DAYS } })),
      );
      const settled = new Set<string>();
      for (const answer of answers) {
        for (const day of expectOk(answer).settled_days as string[]) settled.add(day);
      }
      expect(settled.size).toBeGreaterThanOrEqual(ADVANCE_DAYS - 3);
      // Each server counts the days it ran to the end: across the three, every day once.
      const runs = await Promise.all(
        cluster.baseUrls().map(async (url) => {
          const text = await (await fetch(`${url}/metrics`)).text();
          return Number(/^tandem_settlement_day_runs_total (\d+)$/m.exec(text)?.[1] ?? 'NaN');
        }),
      );
      expect(runs.reduce((sum, n) => sum + n, 0)).toBe(settled.size);
      const profitDays = await sql<{ n: string }>`
      select count(distinct business_day)::text as n from settlement_days where finished_at is not null
    `.execute(handle.db);
      expect(Number(profitDays.rows[0]!.n)).toBe(settled.size);
      expect(await auditLedger(handle.db)).toEqual([]);
    },
    WRITES_TIMEOUT_MS,
  );

  it(
    'sends each mail of the outbox once, whichever server drains it',
    async () => {
      const deadline = Date.now() + OUTBOX_WAIT_MS;
      const outbox = () => handle.db.selectFrom('mail_outbox').select(['to_address', 'sent_at']).execute();
      let rows = await outbox();
      while (rows.some((r) => r.sent_at === null) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        rows = await outbox();
      }
      // One mail per approved deposit at least, all sent; the sink got each exactly once.
      expect(rows.length).toBeGreaterThanOrEqual(MEMBERS);
      expect(rows.filter((r) => r.sent_at === null)).toEqual([]);
      expect(sink.mails.map((m) => m.to.join(',')).sort()).toEqual(rows.map((r) => r.to_address).sort());
    },
    OUTBOX_WAIT_MS + 10_000,
  );
});
