import { businessDate } from '@tandem/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../lib/clock';
import { envelopeOf, ok } from '../../lib/envelope';
import { lastDueDay, runSettlement, settledDaysBetween } from './settle';

export const testClockPath = '/api/test/clock';

const clockSchema = z.object({
  now: z.string(),
  business_day: z.string(),
  settled_days: z.array(z.string()),
});

const DAY_MS = 86_400_000;
const LOCK_WAIT_ATTEMPTS = 600;

type MovableClock = Clock & { advance(ms: number): void };
const isMovable = (clock: Clock): clock is MovableClock =>
  typeof (clock as Partial<MovableClock>).advance === 'function';

/**
 * e2e only (TEST_CLOCK_CONTROL=1, which config refuses under NODE_ENV=production): moves the
 * server's clock on by whole days and settles everything that became due, before answering, so a
 * browser test can stake, advance and see the profit. Never registered otherwise.
 */
export const testClockRoutes: FastifyPluginAsyncZod = async (app) => {
  const clock = app.deps.clock;
  if (!isMovable(clock)) throw new Error('TEST_CLOCK_CONTROL needs a clock that can move (OffsetClock)');
  const view = (settled: string[]) => {
    const now = clock.now();
    return {
      now: now.toISOString(),
      business_day: businessDate(now, app.deps.config.businessTz),
      settled_days: settled,
    };
  };
  const doc = { tags: ['test'], summary: 'e2e clock control (TEST_CLOCK_CONTROL=1 only)' };

  app.get(testClockPath, { schema: { ...doc, response: { 200: envelopeOf(clockSchema) } } }, async () => ok(view([])));

  app.post(
    testClockPath,
    {
      schema: {
        ...doc,
        body: z.object({ advance_days: z.number().int().min(0).max(400) }),
        response: { 200: envelopeOf(clockSchema) },
      },
    },
    async (request) => {
      const dueBefore = lastDueDay(clock.now(), app.deps.config.businessTz);
      clock.advance(request.body.advance_days * DAY_MS);
      const through = lastDueDay(clock.now(), app.deps.config.businessTz);
      // The scheduler may hold the runner lock right now, or have settled some of the days already:
      // wait for it, settle what is left, and answer with every day settled since the clock moved.
      for (let attempt = 0; ; attempt++) {
        const result = await runSettlement(app.deps, through);
        if (result.ran) return ok(view(await settledDaysBetween(app.deps, dueBefore, through)));
        if (attempt >= LOCK_WAIT_ATTEMPTS) throw new Error('settlement runner lock stayed busy');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  );
};
