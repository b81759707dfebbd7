import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';

describe('health and edges', () => {
  const t = useTestApp();

  it('answers health with the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, message: 'OK', data: { status: 'ok', database: expect.any(String) } });
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['strict-transport-security']).toBeTruthy();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('an unknown api path is a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'NOT_FOUND' });
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/health']).toBeTruthy();
  });
});

describe('readiness', () => {
  const t = useTestApp();

  it('is ready when the database answers and every migration has run', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ status: 'ready', database: expect.any(String) });
  });

  it('answers 503 NOT_READY while a migration this build expects has not run', async () => {
    const last = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(
      t.db,
    );
    const name = last.rows[0]!.name;
    await sql`delete from kysely_migration where name = ${name}`.execute(t.db);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ message: 'NOT_READY', data: null });
      // Liveness is another question: the process and its database are fine.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${name}, ${new Date().toISOString()})`.execute(
        t.db,
      );
    }
  });
});
