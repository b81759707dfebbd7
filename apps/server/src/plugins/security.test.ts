import { randomBytes } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import Fastify from 'fastify';
import helmet from 'helmet';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis } from '../lib/redis';
import { type RedisServer, canStartRedis, startRedis } from '../test/redis-server';
import { errorsPlugin } from './errors';
import { securityHeaderOptions, securityPlugin } from './security';

const LIMIT = 3;
const silent = { error: () => {}, info: () => {} };

/** A bare server with the security plugin and one API route: the global limit is LIMIT a minute. */
async function limitedServer(redis?: Redis, redisKeyPrefix = 'tandem:') {
  const app = Fastify({ logger: false });
  app.decorate('deps', { config: { rateLimitMax: LIMIT, redisKeyPrefix }, redis } as never);
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  app.get('/api/ping', async () => ({ code: 0, message: 'OK', data: null }));
  return app;
}

/** Statuses of `count` requests from one address, sent round-robin to `servers`. */
async function statuses(servers: Awaited<ReturnType<typeof limitedServer>>[], count: number, ip = '198.51.100.4') {
  const answered: number[] = [];
  for (let n = 0; n < count; n++) {
    const res = await servers[n % servers.length]!.inject({ method: 'GET', url: '/api/ping', remoteAddress: ip });
    answered.push(res.statusCode);
  }
  return answered;
}

describe('security headers', () => {
  it('are on every answer exactly as Helmet’s own middleware writes them on a real response', async () => {
    const response = new ServerResponse(new IncomingMessage(new Socket()));
    helmet(securityHeaderOptions)(response.req, response, () => {});
    const expected = response.getHeaders();
    expect(Object.keys(expected).length).toBeGreaterThan(10);
    const app = await limitedServer();
    const res = await app.inject({ method: 'GET', url: '/api/ping' });
    for (const [name, value] of Object.entries(expected)) expect(res.headers[name], name).toBe(value);
    expect(res.headers['x-powered-by']).toBeUndefined();
    await app.close();
  });
});

describe('rate limits without REDIS_URL', () => {
  it('count in each process: two servers each allow the whole limit', async () => {
    const servers = [await limitedServer(), await limitedServer()];
    expect(await statuses(servers, 2 * LIMIT + 1)).toEqual([...Array(2 * LIMIT).fill(200), 429]);
    await Promise.all(servers.map((s) => s.close()));
  });
});

describe.runIf(canStartRedis())('rate limits with REDIS_URL', () => {
  let server: RedisServer | undefined;
  let url: string;
  beforeAll(async () => {
    url = process.env.TEST_REDIS_URL || (server = await startRedis()).url;
  });
  afterAll(async () => server?.stop());

  it('are counted once for all servers, under the deployment’s key prefix', async () => {
    const prefix = `unit-${randomBytes(4).toString('hex')}:`;
    const clients = [await connectRedis(url, silent), await connectRedis(url, silent)];
    const servers = await Promise.all(clients.map((c) => limitedServer(c, prefix)));
    expect(await statuses(servers, LIMIT + 1)).toEqual([...Array(LIMIT).fill(200), 429]);
    expect(await clients[0]!.keys(`${prefix}rate-limit:*`)).toHaveLength(1);
    await Promise.all(servers.map((s) => s.close()));
    await Promise.all(clients.map((c) => c.quit()));
  });

  it('let requests through while Redis is unreachable, rather than refusing every call', async () => {
    const client = await connectRedis(url, silent);
    const app = await limitedServer(client, `unit-${randomBytes(4).toString('hex')}:`);
    client.disconnect(); // as when the connection drops: commands fail at once, none waits
    expect(await statuses([app], LIMIT + 1)).toEqual(Array(LIMIT + 1).fill(200));
    await app.close();
  });

  it('stop the start when REDIS_URL cannot be reached, without printing its password', async () => {
    await expect(connectRedis('redis://:hunter2@127.0.0.1:1', silent)).rejects.toThrow(
      /Cannot reach Redis at REDIS_URL \(redis:\/\/\*\*\*@127\.0\.0\.1:1\)/,
    );
  });
});
