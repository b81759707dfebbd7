import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLogPlugin } from './request-log';
import { useTestApp } from '../test/use-test-app';

/** What an operator reads: one line per answered request, carrying its id; no error lines for chosen 503s. */
describe('request log', () => {
  const lines: Array<Record<string, unknown>> = [];
  const t = useTestApp({
    logger: { level: 'debug', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  });
  const requestLines = (id: string) => lines.filter((l) => l.reqId === id);

  it('writes one line per API request, at info, with the request id, method, path, status and time', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'probe-1' } });
    expect(res.headers['x-request-id']).toBe('probe-1');
    const mine = requestLines('probe-1');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ level: 30, msg: 'request', method: 'GET', url: '/api/health', status: 200 });
    expect(mine[0]!.ms).toEqual(expect.any(Number));
  });

  it('logs the web app files and pages at debug, not info', async () => {
    await t.app.inject({ method: 'GET', url: '/web/homepage', headers: { 'x-request-id': 'page-1' } });
    expect(requestLines('page-1').map((l) => l.level)).toEqual([20]);
  });

  it('does not log maintenance answers as errors', async () => {
    await t.app.deps.settings.set('SITE_ON', '0', null);
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/member/get-member-info',
        headers: { 'x-request-id': 'mnt-1' },
      });
      expect(res.statusCode).toBe(503);
      expect(requestLines('mnt-1').map((l) => l.level)).toEqual([30]);
    } finally {
      await t.app.deps.settings.set('SITE_ON', '1', null);
    }
  });
});

/** A request that is never answered is named in the log, once, so a hung wait can be found. */
describe('request log: unanswered requests', () => {
  it('logs a request still waiting after the limit at warn, once, with its id and path', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const app = Fastify({
      logger: { level: 'warn', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
      requestIdHeader: 'x-request-id',
    });
    await app.register(requestLogPlugin, { unansweredWarnMs: 200 });
    app.get('/api/never', () => new Promise(() => {}));
    app.get('/api/quick', async () => ({ ok: true }));
    try {
      void app.inject({ method: 'GET', url: '/api/never', headers: { 'x-request-id': 'stuck-1' } }).catch(() => {});
      await app.inject({ method: 'GET', url: '/api/quick', headers: { 'x-request-id': 'quick-1' } });
      await new Promise((r) => setTimeout(r, 800));
      const warned = lines.filter((l) => l.msg === 'request unanswered');
      expect(warned).toHaveLength(1);
      expect(warned[0]).toMatchObject({ level: 40, reqId: 'stuck-1', method: 'GET', url: '/api/never' });
    } finally {
      await app.close();
    }
  });
});
