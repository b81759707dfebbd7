// The one implementation is scripts/local-redis.mjs, which scripts/test.mjs (plain Node) uses too.
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
