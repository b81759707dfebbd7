import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/database';
import type { Clock } from './lib/clock';
import type { Mailer } from './lib/mailer';
import type { SettingsService } from './modules/settings/settings.service';

/** What services need from the outside world, built once in app.ts and handed down. */
export interface Deps {
  config: Config;
  db: Database;
  dbKind: 'pglite' | 'postgres';
  clock: Clock;
  mailer: Mailer;
  settings: SettingsService;
  /** The database pool now (PostgreSQL only), for the metrics. */
  poolStats?: DatabaseHandle['poolStats'];
  /** The one Redis client when REDIS_URL is set (lib/redis.ts): rate limits shared by every server. */
  redis?: Redis;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
