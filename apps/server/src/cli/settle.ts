/**
 * `npm run settle`: runs the daily settlement by hand against the configured database (DATABASE_URL,
 * or the embedded one in DATA_DIR while the server is stopped) through the last due day, or through
 * `--through YYYY-MM-DD` if earlier. Takes the same runner lock as the servers' scheduler, so it is
 * safe next to running servers on PostgreSQL. Prints each settled day.
 */
import { formatMicro } from '@tandem/contracts';
import { systemClock } from '../lib/clock';
import { createSettingsService } from '../modules/settings/settings.service';
import { lastDueDay, runSettlement } from '../modules/settlement/settle';
import { cliConfig, runCli, withCliDatabase } from './run-cli';

function throughArgument(): string | null {
  const index = process.argv.indexOf('--through');
  if (index === -1) return null;
  const day = process.argv[index + 1] ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error('--through needs a day, YYYY-MM-DD');
  return day;
}

async function main(): Promise<number> {
  const config = cliConfig();
  const due = lastDueDay(systemClock.now(), config.businessTz);
  const asked = throughArgument();
  if (asked && asked > due) {
    console.error(`${asked} is not over yet in ${config.businessTz}; the last day due is ${due}.`);
    return 2;
  }
  const inUseHint = 'The server settles the embedded database itself; stop it to settle by hand.';
  return withCliDatabase(config, { poolMax: 4, inUseHint }, async (handle) => {
    const deps = {
      db: handle.db,
      dbKind: handle.kind,
      clock: systemClock,
      config,
      settings: createSettingsService(handle.db),
    };
    const started = Date.now();
    const result = await runSettlement(deps, asked ?? due);
    if (!result.ran) {
      console.log('Another runner holds the settlement lock; it settles the due days.');
      return 0;
    }
    if (result.days.length === 0) console.log(`Nothing to settle: settled through ${asked ?? due}.`);
    for (const d of result.days) {
      console.log(
        `${d.day}${d.isBusinessDay ? '' : ' (weekend)'}: ${d.stakesAccrued} stakes, profit ${formatMicro(d.profitMicro)}, bonus ${formatMicro(d.bonusMicro)}, ${d.matured} matured, ${d.renewed} renewed, ${d.notices} notices`,
      );
    }
    console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    return 0;
  });
}

runCli('Settlement', main);
