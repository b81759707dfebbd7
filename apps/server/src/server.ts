import type { FastifyServerOptions } from 'fastify';
import { buildApp } from './app';
import { type Config, checkServerConfig, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDatabase } from './seed/seed';
import { withJobLock } from './lib/job-lock';
import { startBanner } from './start-banner';

/** Readable lines on a terminal (pino-pretty in a worker thread), JSON lines for files and collectors. */
function loggerFor(config: Config): FastifyServerOptions['logger'] {
  const pretty = config.logFormat === 'pretty' || (config.logFormat === 'auto' && process.stdout.isTTY);
  if (!pretty) return { level: config.logLevel };
  return {
    level: config.logLevel,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
    },
  };
}

/** Starts the server: config → database → migrations → seed → listen; stops cleanly on SIGINT/SIGTERM. */
async function main() {
  const config = loadConfig();
  checkServerConfig(config);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
  });
  await migrateToLatest(database.db);
  const app = await buildApp({ config, database, logger: loggerFor(config) });
  // Servers started together seed one after the other: each step checks first, then writes.
  const seeded = await withJobLock(app.deps, 'first_start', () => seedDatabase(app.deps, app.log), { wait: true });
  const firstStart = seeded.ran ? seeded.value : {};

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await database.close();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  process.stdout.write(startBanner(config, firstStart, address) + '\n');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
