import net from 'node:net';
import { type ErrorCode, errorCatalogue, moneyDeskPaths, paths, teamPaths } from '@tandem/contracts';
import Fastify, { type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app';
import { WEDNESDAY_NOON, createLoggedInMember, signInAdmin } from '../test/factories';
import { call } from '../test/http';
import { makePng, multipart, png } from '../lib/uploads.testing';
import { type TestApp, buildTestApp } from '../test/build-test-app';
import { DuplicateJournalError, InsufficientBalanceError } from '../ledger/post-journal';
import { errorsPlugin } from './errors';
import { rateLimitKey, securityPlugin } from './security';

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';

/** A 400 VALIDATION_ERROR naming the field. */
function expectFieldRefused(res: { statusCode: number; body: string; json(): unknown }, field: string) {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json() as { code: number; message: string; data: { fields: Record<string, string> } };
  expect(body.message).toBe('VALIDATION_ERROR');
  expect(body.code).toBe(1003);
  expect(body.data.fields[field], res.body).toBe('invalid');
}

describe('strings PostgreSQL cannot store are refused at the schema', () => {
  const t = useTestApp({ at: WEDNESDAY_NOON });
  let member: { token: string };
  beforeAll(async () => {
    member = await createLoggedInMember(t);
  });

  it('a NUL byte or a lone surrogate in a JSON body: the login username, the contact form', async () => {
    for (const bad of [NUL, LONE_SURROGATE]) {
      const login = await call(t, 'POST', paths.auth.login, { username: bad, password: 'Secret123' });
      expectFieldRefused(login, 'username');
      const contact = await call(t, 'POST', paths.global.contactUs, {
        fullname: 'Ann Lee',
        email: 'ann@example.com',
        topic: 'Hello',
        message: `text ${bad}`,
      });
      expectFieldRefused(contact, 'message');
    }
  });

  it('in a query string: the team search', async () => {
    const res = await call(t, 'GET', `${teamPaths.search}?username=${encodeURIComponent(NUL)}`, undefined, {
      token: member.token,
    });
    expectFieldRefused(res, 'username');
  });

  it('in an object key of a body', async () => {
    const res = await call(t, 'POST', paths.auth.login, { username: 'someone', password: 'Secret123', [NUL]: 1 });
    expectFieldRefused(res, NUL);
  });

  it('in multipart text fields: a ticket title, a deposit reference', async () => {
    const ticket = multipart({ title: NUL, category: 'other', content: 'Help please' }, []);
    const created = await t.app.inject({
      method: 'POST',
      url: paths.ticket.create,
      headers: { ...ticket.headers, authorization: `Bearer ${member.token}` },
      payload: ticket.payload,
    });
    expectFieldRefused(created, 'title');

    const deposit = multipart({ amount: '100', payer_name: 'Ann Lee', reference_number: NUL }, [
      png('screenshot', await makePng()),
    ]);
    const fiat = await t.app.inject({
      method: 'POST',
      url: moneyDeskPaths.depositFiat,
      headers: { ...deposit.headers, authorization: `Bearer ${member.token}` },
      payload: deposit.payload,
    });
    expectFieldRefused(fiat, 'reference_number');
    const rows = await t.db.selectFrom('deposits').select('id').execute();
    expect(rows).toEqual([]);
  });

  it('the same ticket as JSON (no body schema: the form parser checks it)', async () => {
    const res = await call(
      t,
      'POST',
      paths.ticket.create,
      { title: 'Help', category: 'other', content: LONE_SURROGATE },
      { token: member.token },
    );
    expectFieldRefused(res, 'content');
  });
});

interface Answer {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}

/** The catalogue envelope with the status the catalogue gives its code. */
function expectEnvelope(res: Answer, message: string, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  const body = JSON.parse(res.body) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'data', 'message']);
  expect(body.message).toBe(message);
  expect(body.code).toBe(errorCatalogue[message as ErrorCode].code);
  expect(errorCatalogue[message as ErrorCode].status).toBe(status);
}

/** One raw HTTP/1.1 exchange, for what Node's parser answers before Fastify sees the request. */
function rawExchange(port: number, request: string | Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error) => (chunks.length > 0 ? undefined : reject(error)));
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({ statusCode: Number(statusLine.split(' ')[1]), body, headers });
    });
    socket.write(request);
  });
}

describe('one envelope for every answer under /api/', () => {
  let t: TestApp;
  let member: { token: string };
  let staff: { token: string };
  beforeAll(async () => {
    t = await buildTestApp();
    member = await createLoggedInMember(t);
    staff = await signInAdmin(t);
  });
  afterAll(async () => {
    await t.close();
  });
  const asMember = () => ({ authorization: `Bearer ${member.token}` });
  const asStaff = () => ({ authorization: `Bearer ${staff.token}` });

  /** The routes that answer file bytes on success, and the DELETE routes, each with an id in its path. */
  const idRoutes = () => [
    { method: 'GET' as const, path: (id: string) => `/api/news/image/${id}`, headers: {} },
    { method: 'GET' as const, path: (id: string) => `/api/member/kyc-image/${id}/front`, headers: asMember() },
    { method: 'GET' as const, path: (id: string) => `/api/ticket/attachment/${id}`, headers: asMember() },
    { method: 'GET' as const, path: (id: string) => `/api/admin/news/${id}/image`, headers: asStaff() },
    { method: 'GET' as const, path: (id: string) => `/api/admin/kyc/${id}/image/front`, headers: asStaff() },
    {
      method: 'GET' as const,
      path: (id: string) => `/api/admin/finance/deposits/${id}/screenshot`,
      headers: asStaff(),
    },
    { method: 'GET' as const, path: (id: string) => `/api/admin/ticket-attachments/${id}`, headers: asStaff() },
    { method: 'GET' as const, path: (id: string) => `/api/wallet/deposit-screenshot/${id}`, headers: asMember() },
    { method: 'DELETE' as const, path: (id: string) => `/api/admin/news/${id}/image`, headers: asStaff() },
    { method: 'DELETE' as const, path: (id: string) => `/api/admin/canned-replies/${id}`, headers: asStaff() },
  ];

  it('file and DELETE routes: bad percent-encoding, an over-long id, a bad id, a missing record', async () => {
    for (const route of idRoutes()) {
      const inject = (id: string) =>
        t.app.inject({ method: route.method, url: route.path(id), headers: route.headers });
      expectEnvelope(await inject('%E0%A4%A'), 'REQUEST_FAIL', 400);
      expectEnvelope(await inject('1'.repeat(500)), 'URI_TOO_LONG', 414);
      expectEnvelope(await inject('abc'), 'VALIDATION_ERROR', 400);
      expectEnvelope(await inject('987654321'), 'NOT_FOUND', 404);
    }
  });

  it('an unknown path is a 404; a known path with another method a 405 naming the methods it has', async () => {
    expectEnvelope(await t.app.inject({ method: 'GET', url: '/api/no-such-thing' }), 'NOT_FOUND', 404);
    expectEnvelope(await t.app.inject({ method: 'POST', url: '/api/news/image/12/extra' }), 'NOT_FOUND', 404);
    const lookup = await t.app.inject({ method: 'DELETE', url: paths.global.lookup });
    expectEnvelope(lookup, 'METHOD_NOT_ALLOWED', 405);
    expect(lookup.headers.allow).toBe('GET, HEAD');
    const image = await t.app.inject({ method: 'PATCH', url: '/api/admin/news/12/image', headers: asStaff() });
    expectEnvelope(image, 'METHOD_NOT_ALLOWED', 405);
    expect(image.headers.allow).toBe('GET, HEAD, POST, DELETE');
  });

  it('a malformed multipart body on every multipart route', async () => {
    const truncated = '--xx\r\ncontent-disposition: form-data; name="title"\r\n\r\nabc';
    const routes = [
      { url: paths.ticket.create, headers: asMember() },
      { url: '/api/member/UserKyc', headers: asMember() },
      { url: moneyDeskPaths.depositFiat, headers: asMember() },
      { url: '/api/admin/news/1/image', headers: asStaff() },
    ];
    for (const route of routes) {
      for (const [contentType, payload] of [
        ['multipart/form-data; boundary=xx', 'garbage'],
        ['multipart/form-data; boundary=xx', truncated],
        ['multipart/form-data', truncated],
        [`multipart/form-data; boundary=${'b'.repeat(300)}`, 'garbage'],
      ] as const) {
        const res = await t.app.inject({
          method: 'POST',
          url: route.url,
          headers: { ...route.headers, 'content-type': contentType },
          payload,
        });
        expect(res.statusCode, `${route.url} ${contentType} ${payload}: ${res.body}`).toBeLessThan(500);
        expect(Object.keys(res.json()).sort()).toEqual(['code', 'data', 'message']);
      }
    }
    const res = await t.app.inject({
      method: 'POST',
      url: paths.ticket.create,
      headers: { ...asMember(), 'content-type': 'multipart/form-data; boundary=xx' },
      payload: truncated,
    });
    expectEnvelope(res, 'REQUEST_FAIL', 400);
  });

  describe('what Node answers before Fastify, over a real socket', () => {
    let port: number;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as net.AddressInfo).port;
    });

    it('oversize headers are a 431, an oversize request line a 414, a malformed request or one without Host a 400', async () => {
      const headers = await rawExchange(
        port,
        `GET ${paths.global.lookup} HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      );
      expectEnvelope(headers, 'HEADERS_TOO_LARGE', 431);
      const line = await rawExchange(
        port,
        `GET /api/global/lookup?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      );
      expectEnvelope(line, 'URI_TOO_LONG', 414);
      const garbage = await rawExchange(port, 'NOT HTTP AT ALL\r\n\r\n');
      expectEnvelope(garbage, 'REQUEST_FAIL', 400);
      const badHeader = await rawExchange(
        port,
        `GET ${paths.global.lookup} HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n`,
      );
      expectEnvelope(badHeader, 'REQUEST_FAIL', 400);
      const chunked = await rawExchange(
        port,
        `POST ${paths.auth.login} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\nabc\r\n0\r\n\r\n`,
      );
      expectEnvelope(chunked, 'REQUEST_FAIL', 400);
      const noHost = await rawExchange(port, `GET ${paths.global.lookup} HTTP/1.1\r\nConnection: close\r\n\r\n`);
      expectEnvelope(noHost, 'REQUEST_FAIL', 400);
    });

    it('CONNECT is a 405; an unknown Expect is ignored rather than a bare 417', async () => {
      expectEnvelope(
        await rawExchange(port, 'CONNECT x:443 HTTP/1.1\r\nHost: x:443\r\n\r\n'),
        'METHOD_NOT_ALLOWED',
        405,
      );
      const expect417 = await rawExchange(
        port,
        `GET /api/no-such-thing HTTP/1.1\r\nHost: x\r\nExpect: something\r\nConnection: close\r\n\r\n`,
      );
      expectEnvelope(expect417, 'NOT_FOUND', 404);
    });

    it('bad percent-encoding over a real socket too', async () => {
      const res = await rawExchange(
        port,
        'GET /api/news/image/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      );
      expectEnvelope(res, 'REQUEST_FAIL', 400);
    });
  });
});

describe('the rate limit when the client address is gone', () => {
  it('a request whose ip is undefined (a reset connection) is limited, not a 500', async () => {
    const app = Fastify({ logger: false });
    app.decorate('deps', { config: { rateLimitMax: 2 } } as never);
    app.addHook('onRequest', async (request) => {
      Object.defineProperty(request, 'ip', { value: undefined });
    });
    await app.register(errorsPlugin);
    await app.register(securityPlugin);
    app.get('/api/ping', async () => ({ code: 0, message: 'OK', data: null }));
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await app.inject({ method: 'GET', url: '/api/ping' })).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    await app.close();
  });

  it('keys: the socket address when ip is missing, one bucket when both are, IPv6 by its /64', () => {
    const key = (ip: string | undefined, remoteAddress?: string) =>
      rateLimitKey({ ip, socket: { remoteAddress } } as unknown as FastifyRequest);
    expect(key(undefined, '10.1.2.3')).toBe('10.1.2.3');
    expect(key(undefined, undefined)).toBe('unknown');
    expect(key('10.1.2.3')).toBe('10.1.2.3');
    expect(key('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(key('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(key('2001:DB8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(key('::1')).toBe('0:0:0:0::/64');
    expect(key('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(key('::10.1.2.3')).toBe('0:0:0:0::/64');
  });
});

describe("the ledger's refusals", () => {
  it('are answered with their catalogue codes wherever they come from: no service maps them', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get('/api/short', async () => {
      throw new InsufficientBalanceError(1n, 'point1', 5n, -7n);
    });
    app.get('/api/twice', async () => {
      throw new DuplicateJournalError('transfer:1:key');
    });
    const short = await app.inject({ method: 'GET', url: '/api/short' });
    expect(short.statusCode).toBe(errorCatalogue.INSUFFICIAN_BALANCE.status);
    expect(short.json()).toEqual({
      code: errorCatalogue.INSUFFICIAN_BALANCE.code,
      message: 'INSUFFICIAN_BALANCE',
      data: null,
    });
    const twice = await app.inject({ method: 'GET', url: '/api/twice' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ code: errorCatalogue.STATE_CHANGED.code, message: 'STATE_CHANGED', data: null });
    await app.close();
  });
});
