import {
  type SettingKey,
  depositAddressSettingOf,
  depositNetworks,
  isSettingKey,
  settingDefinitions,
  settingKeys,
} from '@tandem/contracts';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import {
  findAllSettings,
  getSettingRow,
  insertMissingSettings,
  lockSettingRow,
  upsertSetting,
} from './settings.repository';
import { type TypedSettings, parseSettings } from './typed-settings';

/** How long another server process may serve a stale value after a change made elsewhere. */
const CACHE_TTL_MS = 2_000;

export type SettingsService = ReturnType<typeof createSettingsService>;

/**
 * Lookup settings with a short cache: read on every member request (SITE_ON), changed rarely.
 * A change made through this process clears the cache at once.
 */
export function createSettingsService(db: Database) {
  let cache: { values: Record<SettingKey, string>; typed: TypedSettings; loadedAt: number } | null = null;

  const fresh = () => (cache && Date.now() - cache.loadedAt < CACHE_TTL_MS ? cache : null);

  async function load() {
    const cached = fresh();
    if (cached) return cached;
    const rows = await findAllSettings(db);
    const values = Object.fromEntries(settingKeys.map((k) => [k, settingDefinitions[k].defaultValue])) as Record<
      SettingKey,
      string
    >;
    for (const row of rows) if (isSettingKey(row.key)) values[row.key] = row.value;
    cache = { values, typed: parseSettings(values), loadedAt: Date.now() };
    return cache;
  }

  return {
    /** The stored text of every setting, as the lookup serves it. */
    async all(): Promise<Record<SettingKey, string>> {
      return (await load()).values;
    },
    async get(key: SettingKey): Promise<string> {
      return (await load()).values[key];
    },
    /** The settings parsed once into amounts and basis points: what services compute with. */
    async typed(): Promise<TypedSettings> {
      return (await load()).typed;
    },
    async isSiteOn(): Promise<boolean> {
      return (await load()).typed.siteOn;
    },
    /** isSiteOn without waiting while the cache is fresh (the maintenance hook's every request); else undefined. */
    cachedSiteOn(): boolean | undefined {
      return fresh()?.typed.siteOn;
    },
    /** The value stored now (the default when never set), read past the cache. */
    async current(key: SettingKey, database: Database = db): Promise<string> {
      return (await getSettingRow(database, key))?.value ?? settingDefinitions[key].defaultValue;
    },
    /**
     * Validates against the setting's schema; returns the previous value for the audit log. The row
     * is locked (inside the caller's transaction) so two saves of one key take turns; with `expected`,
     * a save finding another value than the caller read answers STATE_CHANGED.
     */
    async set(
      key: string,
      value: string,
      staffId: bigint | null,
      database: Database = db,
      options: { expected?: string } = {},
    ) {
      if (!isSettingKey(key)) throw AppError.fields({ key: 'invalid' });
      const parsed = settingDefinitions[key].schema.safeParse(value);
      if (!parsed.success) throw AppError.fields({ value: 'invalid' });
      // Read through the caller's transaction: on PGlite a read on another connection would wait
      // for this transaction forever, and the cache may be up to CACHE_TTL_MS stale.
      const before = (await lockSettingRow(database, key))?.value ?? settingDefinitions[key].defaultValue;
      if (options.expected !== undefined && options.expected !== before) throw new AppError('STATE_CHANGED');
      await upsertSetting(database, key, parsed.data, staffId);
      cache = null;
      return { key, before, after: parsed.data };
    },
    async seedDefaults() {
      await insertMissingSettings(
        db,
        Object.fromEntries(settingKeys.map((k) => [k, settingDefinitions[k].defaultValue])),
      );
      cache = null;
    },
    clearCache() {
      cache = null;
    },
  };
}

/**
 * The platform's address per network: the DEPOSIT_ADDRESS_<network> setting, or for the BEP-20
 * networks the (first) DEPOSIT_ADDRESS configuration when the setting is empty. Neither: not offered.
 */
export async function depositAddresses(deps: { settings: SettingsService; config: Pick<Config, 'chain'> }) {
  const settings = await deps.settings.all();
  const fallback = deps.config.chain.depositAddresses[0] ?? '';
  return depositNetworks.flatMap((network) => {
    const address = settings[depositAddressSettingOf[network]] || (network.startsWith('BEP20') ? fallback : '');
    return address ? [{ network, address }] : [];
  });
}
