import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { createSettingsService } from './settings.service';

describe('settings cache', () => {
  const t = useTestApp();

  /** Counts the reads of the settings table while `run` runs. */
  async function settingsReadsOf(run: () => Promise<unknown>): Promise<number> {
    const executor = t.db.getExecutor();
    const original = executor.executeQuery.bind(executor);
    let reads = 0;
    executor.executeQuery = (compiled) => {
      if (/from "?settings"?/.test(compiled.sql)) reads++;
      return original(compiled);
    };
    try {
      await run();
    } finally {
      delete (executor as { executeQuery?: unknown }).executeQuery;
    }
    return reads;
  }

  it('shares one read of the table among the callers waiting on an empty cache', async () => {
    const settings = createSettingsService(t.db);
    const reads = await settingsReadsOf(() => Promise.all(Array.from({ length: 20 }, () => settings.isSiteOn())));
    expect(reads).toBe(1);
  });

  it('does not keep a read that was still on its way when a change was saved', async () => {
    const settings = createSettingsService(t.db);
    const stored = await settings.current('SITE_ON');
    // The first read of the table answers only after the change below is saved (as on a pool, where it
    // may): the cache must not keep what it read, nor hand it to a caller after the change.
    const executor = t.db.getExecutor();
    const original = executor.executeQuery.bind(executor);
    let release!: () => void;
    const saved = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    executor.executeQuery = async (compiled) => {
      const result = await original(compiled);
      if (!held && /from "?settings"?/.test(compiled.sql) && !/for update/.test(compiled.sql)) {
        held = true;
        await saved;
      }
      return result;
    };
    try {
      const early = settings.get('SITE_ON');
      const changed = stored === '1' ? '0' : '1';
      await settings.set('SITE_ON', changed, null);
      release();
      expect(await early).toBe(stored);
      expect(await settings.get('SITE_ON')).toBe(changed);
      await settings.set('SITE_ON', stored, null);
    } finally {
      delete (executor as { executeQuery?: unknown }).executeQuery;
    }
  });
});
