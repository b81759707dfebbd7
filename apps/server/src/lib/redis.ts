import { Redis } from 'ioredis';

/** How long a server waits for Redis at start, and for a lost connection to come back per try. */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * The one Redis client of a server (REDIS_URL), connected before the server takes traffic: a wrong
 * URL stops the start instead of leaving the limits uncounted. Once running, a command fails at once
 * while the connection is down (no offline queue, one try), so a Redis outage never holds a request;
 * what a caller does then is its own decision (the rate limit lets the request through, decision 028).
 * Closed with `quit()` when the app closes.
 */
export async function connectRedis(url: string, log: RedisLog): Promise<Redis> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    // Reconnect for ever, at most a second apart: Redis coming back is picked up without a restart.
    retryStrategy: (times) => Math.min(times * 100, 1_000),
  });
  // One line when the connection is lost and one when it is back, not one per reconnection attempt.
  let isDown = false;
  let everReady = false;
  client.on('error', (error: Error) => {
    if (isDown || !everReady) return;
    isDown = true;
    log.error({ err: error }, 'Redis is unreachable: rate limits are not counted until it is back');
  });
  client.on('ready', () => {
    if (isDown) log.info('Redis is reachable again');
    isDown = false;
    everReady = true;
  });
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    throw new Error(`Cannot reach Redis at REDIS_URL (${redactedUrl(url)}): ${(error as Error).message}`);
  }
  return client;
}

export interface RedisLog {
  error: (details: { err: Error }, message: string) => void;
  info: (message: string) => void;
}

/** The URL without its password, for a message. */
function redactedUrl(url: string): string {
  return url.replace(/\/\/([^@/]*)@/, '//***@');
}
