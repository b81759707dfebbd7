import type { FastifyServerOptions } from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createTestDatabase, migratedPgliteSnapshot } from './test-database';
import { ManualClock } from '../lib/clock';
import type { Mailer } from '../lib/mailer';
import { seedDatabase } from '../seed/seed';

export const TEST_ROOT_PASSWORD = 'RootPass123';
export const TEST_ADMIN_PASSWORD = 'AdminPass123';
export const TEST_SECRETS_KEY = Buffer.alloc(32, 7).toString('base64');

/**
 * The real app on a real, empty database: in-memory PGlite by default, or a fresh database on the
 * PostgreSQL server in TEST_DATABASE_URL (created for this app, dropped on close).
 */
export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    demoData?: boolean;
    logger?: FastifyServerOptions['logger'];
    /** The embedded database in DATA_DIR/pgdata instead of memory, as a server keeps it (backups). */
    isEmbeddedOnDisk?: boolean;
    /** A second server on another app's PostgreSQL database (that app drops it), with its own data directory. */
    sharedDatabaseUrl?: string;
  } = {},
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tandem-test-'));
  const { databaseUrl, drop: dropDatabase } = options.sharedDatabaseUrl
    ? { databaseUrl: options.sharedDatabaseUrl, drop: async () => {} }
    : await createTestDatabase('migrated');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ROOT_PASSWORD: TEST_ROOT_PASSWORD,
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    DEMO_DATA: options.demoData ? '1' : '0',
    LOG_LEVEL: 'silent',
    // Staff TOTP secrets are sealed at rest in every test, as in production.
    SECRETS_KEY: TEST_SECRETS_KEY,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  });
  const database = await openDatabase({
    databaseUrl,
    dataDir: options.isEmbeddedOnDisk && !databaseUrl ? dataDir : undefined,
    poolMax: 10,
    loadDataDir: databaseUrl ? undefined : migratedPgliteSnapshot(),
  });
  await migrateToLatest(database.db);
  const clock = new ManualClock(new Date());
  const app = await buildApp({ config, database, clock, logger: options.logger ?? false });
  // Every service reads deps.mailer when it sends, so the wrapper sees background mails too.
  const mailer = trackSends(app.deps.mailer);
  app.deps.mailer = mailer;
  await seedDatabase(app.deps, app.log);
  await app.ready();
  let isStopped = false;
  /** Closes the app and its database, keeping both (an embedded database on disk is then free to copy). */
  const stop = async () => {
    if (isStopped) return;
    isStopped = true;
    await app.close();
    await database.close();
  };

  return {
    app,
    databaseUrl,
    db: database.db,
    clock,
    dataDir,
    outboxDir: path.join(dataDir, 'outbox'),
    /** Resolves when every mail send begun so far has ended: "nothing was sent" is then a fact, not a wait. */
    mailIdle: () => mailer.idle(),
    stop,
    async close() {
      await stop();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** The app's mailer, counting the sends under way (background mails are not awaited by their request). */
function trackSends(inner: Mailer): Mailer & { idle(): Promise<void> } {
  const pending = new Set<Promise<void>>();
  return {
    send(message) {
      const sending = inner.send(message);
      pending.add(sending);
      const forget = () => pending.delete(sending);
      sending.then(forget, forget);
      return sending;
    },
    close: () => inner.close(),
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

/** Reads the mails the outbox mailer wrote, oldest first. */
export function readOutbox(outboxDir: string): Array<{ to: string; subject: string; text: string }> {
  if (!fs.existsSync(outboxDir)) return [];
  return fs
    .readdirSync(outboxDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(outboxDir, f), 'utf8')));
}
