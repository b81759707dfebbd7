import type { FastifyBaseLogger } from 'fastify';
import { randomPassword } from '../config';
import type { Deps } from '../deps';
import { hashPassword } from '../lib/passwords';
import countries from './countries.json' with { type: 'json' };
import { seedStakingPackages } from '../modules/staking/staking-seed';
import { seedDemoData } from './demo';

/**
 * Seeds a fresh database: countries, default settings, the root member and the first staff account,
 * and with DEMO_DATA demo members and news. Every step checks first, so a restart changes nothing.
 */
export async function seedDatabase(deps: Deps, log: FastifyBaseLogger) {
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

  const root = await db
    .selectFrom('members')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['username']), '=', config.rootUsername.toLowerCase()))
    .executeTakeFirst();
  if (!root) {
    const password = config.rootPassword ?? randomPassword();
    await db
      .insertInto('members')
      .values({
        username: config.rootUsername,
        password_hash: await hashPassword(password),
        country_id: 194,
        fullname: 'Root',
      })
      .execute();
    if (!config.rootPassword) {
      log.warn(
        `Root member "${config.rootUsername}" created with password: ${password} (shown once; set ROOT_PASSWORD to choose it)`,
      );
    }
  }

  const admin = await db
    .selectFrom('staff')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['username']), '=', config.adminUsername.toLowerCase()))
    .executeTakeFirst();
  if (!admin) {
    const password = config.adminPassword ?? randomPassword();
    await db
      .insertInto('staff')
      .values({ username: config.adminUsername, password_hash: await hashPassword(password), role: 'superadmin' })
      .execute();
    if (!config.adminPassword) {
      log.warn(
        `Back-office account "${config.adminUsername}" created with password: ${password} (shown once; set ADMIN_PASSWORD to choose it). TOTP is set up at first login.`,
      );
    }
  }

  if (config.demoData) await seedDemoData(deps, log);
}
