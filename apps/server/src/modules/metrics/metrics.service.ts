import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Deps } from '../../deps';
import { processRegistry } from '../../lib/metrics';
import { settlementLag } from '../settlement/settlement.service';
import { journalPostings, outboxBacklog } from './metrics.repository';

/**
 * One app's metrics: requests by route, its database pool, and what the operator watches in the data
 * (settlement behind, mail backlog, ledger postings), read from the database when scraped.
 */
export function createAppMetrics(deps: Pick<Deps, 'db' | 'clock' | 'config' | 'poolStats'>) {
  const registry = new Registry();
  const requests = new Counter({
    name: 'tandem_http_requests_total',
    help: 'Answered requests by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'tandem_http_request_seconds',
    help: 'Time to answer, by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  // Gauges read when scraped; registering them is all they need.
  const gauge = (name: string, help: string, read: () => Promise<number | null> | number | null) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const value = await read();
        if (value !== null) this.set(value);
      },
    });
  new Gauge({
    name: 'tandem_db_pool_connections',
    help: 'Database pool connections by state (size, idle, waiting requests, max); PostgreSQL only',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = deps.poolStats?.();
      if (!stats) return;
      for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
    },
  });
  gauge(
    'tandem_settlement_days_behind',
    'Calendar days between the last settled day and the last day due (0 when up to date)',
    async () => (await settlementLag(deps)).behindDays ?? 0,
  );
  gauge(
    'tandem_mail_outbox_backlog',
    'Mails not sent yet',
    async () => (await outboxBacklog(deps.db, deps.clock.now())).count,
  );
  gauge(
    'tandem_mail_outbox_oldest_seconds',
    'Age of the oldest mail not sent yet (0 when none)',
    async () => (await outboxBacklog(deps.db, deps.clock.now())).oldestSeconds,
  );
  gauge('tandem_ledger_postings', 'Journal postings so far (grows with each posting; take its rate)', () =>
    journalPostings(deps.db),
  );

  return {
    observeRequest(method: string, route: string, status: number, seconds: number) {
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, seconds);
    },
    /** The Prometheus text of this app and the process. */
    async scrape() {
      const merged = Registry.merge([processRegistry, registry]);
      return { contentType: merged.contentType, body: await merged.metrics() };
    },
  };
}

export type AppMetrics = ReturnType<typeof createAppMetrics>;
