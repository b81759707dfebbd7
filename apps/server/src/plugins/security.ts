import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIPv6 } from 'node:net';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** Helmet's options: the Content-Security-Policy of the web app, everything else Helmet's defaults. */
export const securityHeaderOptions: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Mantine writes style attributes at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers a Helmet middleware sets, in its order, read by running it once on a stand-in answer.
 * (The headers it removes, X-Powered-By, nothing has set when the onRequest hook runs.)
 */
export function headersSetBy(middleware: ReturnType<typeof helmet>): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const answer = {
    setHeader: (name: string, value: unknown) => headers.push([name, String(value)]),
    removeHeader: () => {},
  };
  middleware({} as IncomingMessage, answer as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Security headers and a per-IP rate limit on every route; sensitive routes set tighter limits of their own. */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  // Helmet's headers are worked out once here and set as they are on every answer. (@fastify/helmet
  // rebuilds the middleware on every request, which halved the throughput of a plain route in bench/
  // measurements; running even the prebuilt middleware per request costs ~3 % of a member read's CPU:
  // decision 033.) With these options no header depends on the request.
  const securityHeaders = headersSetBy(helmet(securityHeaderOptions));
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of securityHeaders) reply.raw.setHeader(name, value);
    done();
  });
  await app.register(rateLimit, {
    global: true,
    max: app.deps.config.rateLimitMax,
    timeWindow: '1 minute',
    // Static files are not what an attacker hammers; API calls are.
    allowList: (request) => !request.url.startsWith('/api/'),
    keyGenerator: rateLimitKey,
    // With REDIS_URL every server counts in the same place (decision 028); without it, in this process.
    ...(app.deps.redis
      ? {
          redis: app.deps.redis,
          nameSpace: `${app.deps.config.redisKeyPrefix}rate-limit:`,
          // Redis unreachable: let the request through (logged once by lib/redis.ts) rather than
          // answer every API call with an error; the lock-outs stay, they are in the database.
          skipOnError: true,
        }
      : {}),
  });
});

/** Requests whose address cannot be read at all share one bucket rather than escape the limit. */
const UNKNOWN_ADDRESS = 'unknown';

/**
 * The rate-limit bucket of a request: its client address, an IPv6 one by its /64 (one host usually
 * has the whole block), an IPv4-mapped one as IPv4. The plugin's own key generator throws when
 * `request.ip` is undefined, which it is once the client has reset the connection: that was a 500.
 */
export function rateLimitKey(request: FastifyRequest): string {
  const address = request.ip ?? request.socket?.remoteAddress;
  if (typeof address !== 'string' || address === '') return UNKNOWN_ADDRESS;
  if (!isIPv6(address)) return address.toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, expanded ("2001:db8::1" → 2001, db8, 0, …, 1). */
function ipv6Groups(address: string): string[] {
  const plain = address.split('%')[0]!.toLowerCase();
  const [head = '', tail] = plain.split('::');
  const toGroups = (part: string) => (part === '' ? [] : part.split(':')).flatMap(expandEmbeddedIpv4);
  const left = toGroups(head);
  const right = tail === undefined ? [] : toGroups(tail);
  const zeros = Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16).toString(16));
}

/** A trailing dotted IPv4 part of an IPv6 address is two groups. */
function expandEmbeddedIpv4(group: string): string[] {
  if (!group.includes('.')) return [group];
  const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
