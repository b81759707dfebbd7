import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { paths } from '@tandem/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/database';
import { hashPassword } from '../../lib/passwords';
import { hashToken } from '../../lib/tokens';
import { createTestDatabase } from '../test-database';
import { ServerProcess, freePort, testServerEnv } from './server-process';

const PASSWORD = 'Secret123';
const CLIENTS = 24;
const WARM_ANSWERS = 12;

type Outcome = { status: number; token?: string; at: number } | { error: string; at: number };

/**
 * A rolling restart's first half: SIGTERM while members sign in (each sign-in writes a session). The
 * server stops accepting connections, answers every request it had read, and exits 0: every session it
 * made was answered, and every session it answered exists.
 */
describe('SIGTERM under load', () => {
  let dropDatabase = async () => {};
  let dataDir = '';
  let handle: DatabaseHandle;
  let server: ServerProcess;

  beforeAll(async () => {
    const database = await createTestDatabase();
    if (!database.databaseUrl) throw new Error('the SIGTERM test needs TEST_DATABASE_URL');
    dropDatabase = database.drop;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tandem-sigterm-'));
    handle = await openDatabase({ databaseUrl: database.databaseUrl, poolMax: 2 });
    server = new ServerProcess(testServerEnv(database.databaseUrl, dataDir, 'AdminPass123'), await freePort());
  }, 120_000);

  afterAll(async () => {
    await server?.kill();
    await handle?.close();
    await dropDatabase();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers every request it read, and the sessions stored are exactly those answered', async () => {
    await server.start();
    const usernames = Array.from({ length: CLIENTS }, (_, i) => `sigterm${i}x`);
    const passwordHash = await hashPassword(PASSWORD);
    await handle.db
      .insertInto('members')
      .values(usernames.map((username) => ({ username, password_hash: passwordHash, country_id: 194 })))
      .execute();

    const outcomes: Outcome[] = [];
    let stopAt = Number.POSITIVE_INFINITY;
    let ip = 0;
    // Each request on a connection of its own: a refused connection was never accepted, so the only
    // failure that would count against the server is one cut off after it was sent.
    const client = async (username: string) => {
      while (Date.now() < stopAt + 2_000) {
        ip += 1;
        try {
          const res = await fetch(`${server.baseUrl}${paths.auth.login}`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              connection: 'close',
              'x-forwarded-for': `10.9.${(ip >> 8) & 255}.${ip & 255}`,
            },
            body: JSON.stringify({ username, password: PASSWORD }),
          });
          const body = (await res.json()) as { data: { token?: string } | null };
          outcomes.push({ status: res.status, token: body.data?.token, at: Date.now() });
        } catch (error) {
          const cause = (error as { cause?: { code?: string } }).cause;
          outcomes.push({ error: cause?.code ?? String(error), at: Date.now() });
          if (cause?.code === 'ECONNREFUSED') return;
        }
      }
    };
    const load = Promise.all(usernames.map(client));
    // Signal once the load is flowing (sign-ins are answered), whatever the machine's speed.
    while (outcomes.filter((o) => 'status' in o && o.status === 200).length < WARM_ANSWERS) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const signalledAt = Date.now();
    stopAt = signalledAt;
    const exit = await server.stop();
    await load;

    expect(exit, server.recentOutput()).toEqual({ code: 0, signal: null });
    const answered = outcomes.filter((o): o is Extract<Outcome, { status: number }> => 'status' in o);
    const failures = outcomes.filter((o): o is Extract<Outcome, { error: string }> => 'error' in o);
    // Requests in flight when the signal came were finished, not dropped.
    expect(answered.filter((a) => a.at > signalledAt).length).toBeGreaterThan(0);
    // Every answer is a real one: a session, or 503 to a request that came in on a connection while closing.
    expect([...new Set(answered.map((a) => a.status))].filter((s) => s !== 200 && s !== 503)).toEqual([]);
    // The only failures are connections refused once the server stopped listening, or closed before the
    // server read a request from them (Node closes idle connections when it stops listening)…
    expect(
      [...new Set(failures.map((f) => f.error))].filter((e) => e !== 'ECONNREFUSED' && e !== 'ECONNRESET'),
    ).toEqual([]);
    // …which is safe only if none of them was done without its answer: the sessions stored are exactly the
    // sessions answered, each one present.
    const tokens = answered.filter((a) => a.status === 200).map((a) => hashToken(a.token!));
    expect(tokens.length).toBeGreaterThanOrEqual(WARM_ANSWERS);
    const stored = await handle.db
      .selectFrom('member_sessions')
      .innerJoin('members', 'members.id', 'member_sessions.member_id')
      .select('token_hash')
      .where('members.username', 'in', usernames)
      .execute();
    expect(stored.map((s) => s.token_hash).sort()).toEqual([...tokens].sort());
  }, 120_000);
});
