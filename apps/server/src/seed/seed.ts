import type { FastifyBaseLogger } from 'fastify';
import { randomPassword } from '../config';
import type { Database } from '../db/database';
import type { Deps } from '../deps';
import { hashPassword } from '../lib/passwords';
import countries from './countries.json' with { type: 'json' };
import { sealStoredTotpSecrets } from '../modules/admin/admin-auth.service';
import { seedStakingPackages } from '../modules/staking/staking-seed';
import { seedDemoData } from './demo';
import { seedDemoMall } from './demo-mall';

/**
 * Seeds a fresh database: countries, default settings, the root member and the first staff account,
 * and with DEMO_DATA demo members and news. Every step checks first, so a restart changes nothing.
 */
/** What the first start made up and must show once, for the start banner. */
export interface FirstStartAccounts {
  root?: { username: string; password: string };
  admin?: { username: string; password: string };
}

export async function seedDatabase(deps: Deps, log: FastifyBaseLogger): Promise<FirstStartAccounts> {
  const { db, config } = deps;

  const countryCount = await db
    .selectFrom('countries')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(countryCount.n) === 0) {
    await db.insertInto('countries').values(countries).execute();
  }

  await deps.settings.seedDefaults();
  await seedStakingPackages(db);

  const rootPassword = await createUnlessNamed(db, 'members', config.rootUsername, config.rootPassword, (hash) =>
    db
      .insertInto('members')
      .values({ username: config.rootUsername, password_hash: hash, country_id: 194, fullname: 'Root' })
      .execute(),
  );
  if (rootPassword !== null) {
    log.warn(
      `Root member "${config.rootUsername}" created with password: ${rootPassword} (shown once; set ROOT_PASSWORD to choose it)`,
    );
  }

  const adminPassword = await createUnlessNamed(db, 'staff', config.adminUsername, config.adminPassword, (hash) =>
    db
      .insertInto('staff')
      .values({ username: config.adminUsername, password_hash: hash, role: 'superadmin' })
      .execute(),
  );
  if (adminPassword !== null) {
    log.warn(
      `Back-office account "${config.adminUsername}" created with password: ${adminPassword} (shown once; set ADMIN_PASSWORD to choose it). TOTP is set up at first login.`,
    );
  }

  const sealed = await sealStoredTotpSecrets(deps);
  if (sealed > 0) log.info(`Sealed ${sealed} staff TOTP secret(s) stored before SECRETS_KEY was set`);

  if (config.demoData) await seedDemoData(deps, log);
  if (config.demoData) await seedDemoMall(deps, log);
  return {
    ...(rootPassword !== null && { root: { username: config.rootUsername, password: rootPassword } }),
    ...(adminPassword !== null && { admin: { username: config.adminUsername, password: adminPassword } }),
  };
}

/**
 * Creates a configured account (the root member, the first staff) unless `table` has one by that
 * name in any letter case. Without a configured password it makes one up and returns it, to be
 * shown once; otherwise (or when nothing was created) it returns null.
 */
async function createUnlessNamed(
  db: Database,
  table: 'members' | 'staff',
  username: string,
  configuredPassword: string | undefined,
  insert: (passwordHash: string) => Promise<unknown>,
): Promise<string | null> {
  const existing = await db
    .selectFrom(table)
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .executeTakeFirst();
  if (existing) return null;
  const password = configuredPassword ?? randomPassword();
  await insert(await hashPassword(password));
  return configuredPassword ? null : password;
}
