import { randomBytes } from 'node:crypto';
import { ServerProcess, freePort } from './server-process';

/** How many servers the multi-server tests run: the three behind one load balancer. */
export const CLUSTER_SIZE = 3;

/**
 * N real server processes on one PostgreSQL database (and one Redis when `REDIS_URL` is given), sharing
 * everything a load balancer's servers share: the database, the data directory, the secrets key. Tests
 * send traffic round-robin through `next()`, or to every server through `baseUrls()`.
 */
export class ServerCluster {
  readonly servers: ServerProcess[];
  private turn = 0;

  private constructor(servers: ServerProcess[]) {
    this.servers = servers;
  }

  /** `env` is testServerEnv's (plus whatever the test adds); `redisUrl` is passed on as REDIS_URL when set. */
  static async create(
    env: Record<string, string>,
    { size = CLUSTER_SIZE, redisUrl }: { size?: number; redisUrl?: string } = {},
  ): Promise<ServerCluster> {
    const shared = {
      ...env,
      // Each server seals and opens staff TOTP secrets: one key for all, as in production.
      SECRETS_KEY: randomBytes(32).toString('base64'),
      // A key prefix of this cluster's own, so suites sharing the run's one Redis never count each other's calls.
      ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `cluster-${randomBytes(4).toString('hex')}:` } : {}),
    };
    const servers: ServerProcess[] = [];
    for (let i = 0; i < size; i++) servers.push(new ServerProcess(shared, await freePort()));
    return new ServerCluster(servers);
  }

  /** The servers' base URLs (http://127.0.0.1:<port>), in a stable order. */
  baseUrls(): string[] {
    return this.servers.map((s) => s.baseUrl);
  }

  /** The next server's base URL, round-robin: a load balancer's choice. */
  next = (): string => {
    const url = this.servers[this.turn % this.servers.length]!.baseUrl;
    this.turn += 1;
    return url;
  };

  /** Starts every server at once: they migrate and seed the one database together on the first start. */
  async start(): Promise<void> {
    await Promise.all(this.servers.map((s) => s.start()));
  }

  async kill(): Promise<void> {
    await Promise.all(this.servers.map((s) => s.kill()));
  }

  /** SIGTERM to all; answers each one's exit. */
  stop() {
    return Promise.all(this.servers.map((s) => s.stop()));
  }

  recentOutput(): string {
    return this.servers.map((s, i) => `--- server ${i} (${s.baseUrl})\n${s.recentOutput()}`).join('\n');
  }
}
