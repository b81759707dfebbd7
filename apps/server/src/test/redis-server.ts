// The one implementation is scripts/local-redis.mjs, which scripts/test.mjs (plain Node) uses too.
import { spawnSync } from 'node:child_process';
import { startLocalRedis } from '../../../../scripts/local-redis.mjs';

export interface RedisServer {
  /** redis://127.0.0.1:<port> */
  url: string;
  /** The redis-server process id, stopped by `stop`. */
  pid: number;
  /** Stops this server (SIGTERM to its pid, then waits for it to exit); safe to call twice. */
  stop: () => Promise<void>;
}

/**
 * A throwaway Redis (Debian's `redis-server`) on a free loopback port for tests: nothing is saved
 * (`--save ''`, `--appendonly no`), and it is stopped by its own pid, never by name.
 */
export function startRedis(): Promise<RedisServer> {
  return startLocalRedis();
}

/**
 * True when a Redis can be had for a test: one is given (TEST_REDIS_URL), Debian's redis-server is installed,
 * or this is CI (where .ci/run installs it, so a missing one must fail rather than skip). A developer's
 * machine without redis-server skips the suites that need it, as the PostgreSQL suites skip without PostgreSQL.
 */
export function canStartRedis(): boolean {
  if (process.env.TEST_REDIS_URL || process.env.CI) return true;
  return spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
}
