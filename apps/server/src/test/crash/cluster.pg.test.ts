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
import { makePng, multipart, png } from '../../lib/uploads.testing';
import { testClockPath } from '../../modules/settlement/test-clock.routes';
import { createTestDatabase } from '../test-database';
import { type Answer, insertActiveMember, sendUntilAnswered, signInStaff } from './crash-client';
import { CLUSTER_SIZE, ServerCluster } from './server-cluster';
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
        const row = await insertActiveMember(handle.db, {
          prefix: `cluster${i}`,
          passwordHash,
          secHash,
          sponsorId: i === 0 ? null : members[0]!.id,
        });
        await creditForTest(handle.db, row.id, 1_000_000_000n);
        members.push({ ...row, token: '' });
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
    'holds a per-IP limit and a per-member lock-out across the three, not three times over',
    async () => {
      // Contact-us takes five calls per address in ten minutes (an empty form is refused after counting).
      const contact = (n: number, ip: string) =>
        fetch(`${cluster.baseUrls()[n % CLUSTER_SIZE]}${paths.global.contactUs}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
          body: '{}',
        }).then((res) => res.status);
      const statuses: number[] = [];
      for (let n = 0; n < 2 * CLUSTER_SIZE + 1; n++) statuses.push(await contact(n, '203.0.113.71'));
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
      // Another address still has its own five.
      expect(await contact(0, '203.0.113.72')).toBe(400);

      // Five wrong passwords, one server after another, lock the member out on every server.
      const { username } = members[MEMBERS - 1]!;
      const login = (password: string) =>
        send('POST', paths.auth.login, { body: { username, password } }).then((a) => a.body.message);
      const refusals: string[] = [];
      for (let n = 0; n < 5; n++) refusals.push(await login(`Wrong${n}pass`));
      expect(refusals).toEqual(['LOGIN_FAIL', 'LOGIN_FAIL', 'LOGIN_FAIL', 'LOGIN_FAIL', 'ACCOUNT_LOCKED']);
      for (let n = 0; n < CLUSTER_SIZE; n++) expect(await login(PASSWORD)).toBe('ACCOUNT_LOCKED');
    },
    WRITES_TIMEOUT_MS,
  );

  it(
    'serves a file uploaded through one server from the others, and keeps none on disk',
    async () => {
      const [first, ...others] = cluster.baseUrls();
      const member = members[0]!;
      const picture = await makePng(48, 32);
      const form = multipart({ title: 'Deposit slip', category: 'deposit', content: 'Here is my slip.' }, [
        png('images', picture),
      ]);
      const created = await fetch(`${first}${paths.ticket.create}`, {
        method: 'POST',
        headers: { ...form.headers, authorization: `Bearer ${member.token}` },
        body: form.payload,
      });
      const body = (await created.json()) as { data: { id: string } };
      expect(created.status, JSON.stringify(body)).toBe(200);
      // The thread, read through the second server, names the attachment's address.
      const thread = await send('GET', `${paths.ticket.read}?id=${body.data.id}`, { token: member.token });
      const [attachment] = (expectOk(thread).attachments as Array<{ url: string }>) ?? [];
      for (const server of others) {
        const served = await fetch(`${server}${attachment!.url}`, {
          headers: { authorization: `Bearer ${member.token}` },
        });
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/png');
        expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);
      }
      // In PostgreSQL with its row (decision 028), not on any server's disk.
      const stored = await handle.db.selectFrom('stored_files').select('path').execute();
      expect(stored.length).toBeGreaterThanOrEqual(1);
      expect(fs.existsSync(path.join(dataDir, 'files'))).toBe(false);
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
