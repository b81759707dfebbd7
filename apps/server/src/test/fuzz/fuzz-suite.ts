import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../ledger/audit';
import { type TestApp, buildTestApp } from '../build-test-app';
import { type FuzzWorld, buildWorld } from './fixtures';
import { type OpenApiDocument, type Operation, operationsOf } from './operations';
import { failureLines, fuzzSettings, runFuzz } from './run-fuzz';

/** The OpenAPI document had 141 operations when the fuzz was written; far fewer means it lost routes. */
export const MIN_OPERATIONS = 140;

/**
 * One shard of the schema-driven fuzz: the operations of the OpenAPI document whose index ≡ shard
 * (mod shards), each sent FUZZ_COUNT (200) malformed requests from a PRNG seeded with FUZZ_SEED.
 * Fails on any 5xx, any answer outside the envelope or off the catalogue, and any change to the
 * database a refused request should not make; the ledger audit is clean before and after.
 * Shards are separate test files so Vitest's two workers share them.
 */
export function defineFuzzShard(shard: number, shards: number) {
  describe(`fuzz shard ${shard + 1}/${shards}`, () => {
    let t: TestApp;
    let world: FuzzWorld;
    let ops: Operation[];

    beforeAll(async () => {
      t = await buildTestApp({
        env: { RATE_LIMIT_MAX: '1000000', DEPOSIT_ADDRESS: `0x${'ab'.repeat(20)}` },
      });
      world = await buildWorld(t);
      const all = operationsOf(t.app.swagger() as unknown as OpenApiDocument);
      expect(all.length).toBeGreaterThanOrEqual(MIN_OPERATIONS);
      ops = all.sort((a, b) => a.key.localeCompare(b.key)).filter((_, i) => i % shards === shard);
    });
    afterAll(async () => {
      await t?.close();
    });

    it(
      'answers every malformed request with a catalogue envelope, never a 5xx, and changes nothing',
      { timeout: 15 * 60_000 },
      async () => {
        const settings = fuzzSettings();
        console.log(
          `fuzz shard ${shard + 1}/${shards}: seed ${settings.seed} (FUZZ_SEED), ${settings.count} requests per operation ` +
            `(FUZZ_COUNT), ${ops.length} operations${world.setupProblems.length ? `; setup: ${world.setupProblems.join(' | ')}` : ''}`,
        );
        expect(await auditLedger(t.db)).toEqual([]);
        const started = Date.now();
        const report = await runFuzz(t, ops, world, settings);
        const accepted = [...report.accepted].map(([op, a]) => `  ${op} ×${a.count}: ${a.sample.slice(0, 300)}`);
        console.log(
          `fuzz shard ${shard + 1}/${shards}: ${report.requests} requests (${report.malformed} malformed by schema) over ` +
            `${report.operations} operations in ${((Date.now() - started) / 1000).toFixed(1)} s; statuses ` +
            `${[...report.statuses]
              .sort((a, b) => a[0] - b[0])
              .map(([s, n]) => `${s}×${n}`)
              .join(' ')}; ` +
            `sessions renewed after ${[...report.sessionRenewals].map(([op, n]) => `${op} ×${n}`).join(', ') || 'none'}` +
            (accepted.length ? `\naccepted by mutating operations:\n${accepted.join('\n')}` : ''),
        );
        // One readable line per distinct failure (Vitest would elide a long array in its diff).
        const failures = failureLines(report);
        if (failures.length > 0) {
          throw new Error(`${failures.length} distinct fuzz failures (seed ${settings.seed}):\n${failures.join('\n')}`);
        }
        expect(await auditLedger(t.db)).toEqual([]);
        if (!settings.only) expect(report.requests).toBeGreaterThanOrEqual(ops.length * settings.count);
      },
    );
  });
}
