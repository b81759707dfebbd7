import { describe, expect, it } from 'vitest';
import { startPeriodicJob } from '../../lib/periodic-job';
import { useTestApp } from '../../test/use-test-app';

const sample = (text: string, name: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith(name))
    .map((line) => Number(line.split(' ').pop()));

describe('metrics', () => {
  const t = useTestApp();

  it('counts requests by route pattern, and shows settlement lag, the mail backlog and ledger postings', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/nope/123' });
    await t.db.insertInto('mail_outbox').values({ to_address: 'a@b.c', subject: 's', body: 'b' }).execute();

    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(sample(text, 'tandem_http_requests_total{method="GET",route="/api/health",status="200"}')).toEqual([2]);
    expect(sample(text, 'tandem_http_requests_total{method="GET",route="unmatched",status="404"}')).toEqual([1]);
    expect(text).toContain('tandem_http_request_seconds_bucket{le="0.005",method="GET",route="/api/health"}');
    expect(sample(text, 'tandem_mail_outbox_backlog')).toEqual([1]);
    expect(sample(text, 'tandem_settlement_days_behind')).toHaveLength(1);
    expect(sample(text, 'tandem_ledger_postings')).toHaveLength(1);
    expect(text).toContain('tandem_process_resident_memory_bytes');
    // The embedded database has one connection and no pool to show.
    if (t.app.deps.dbKind === 'postgres') expect(sample(text, 'tandem_db_pool_connections{state="max"}')).toEqual([10]);
    else expect(text).not.toContain('tandem_db_pool_connections{');
  });

  it('counts background job runs by outcome', async () => {
    let fail = false;
    const job = startPeriodicJob(
      async () => {
        if (fail) throw new Error('no');
      },
      { intervalMs: 5, log: { error: () => {} }, failure: 'probe failed', name: 'probe' },
    );
    await job.runsEnded(1);
    fail = true;
    await job.runsEnded(1);
    await job.stop();
    const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(sample(text, 'tandem_job_runs_total{job="probe",outcome="ok"}')[0]).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'tandem_job_runs_total{job="probe",outcome="failed"}')[0]).toBeGreaterThanOrEqual(1);
  });

  it('answers only this machine when no token is set', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(res.statusCode).toBe(404);
  });
});

describe('metrics behind a token', () => {
  const t = useTestApp({ env: { METRICS_TOKEN: 'scrape-secret-123' } });

  it('needs the bearer token, even from this machine', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const wrong = { authorization: 'Bearer nope' };
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: wrong })).statusCode).toBe(404);
    const right = { authorization: 'Bearer scrape-secret-123' };
    const res = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9', headers: right });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('tandem_http_requests_total');
  });
});
