import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../deps';
import { hashPassword } from '../lib/passwords';
import { insertDemoNews } from './demo-news';

/** The demo members' password, printed in the README: demo data is for trying the app, never production. */
export const DEMO_PASSWORD = 'Demo12345';

/**
 * A small referral chain under root (root → alice → bob → carol, alice → dave, erin and frank) and demo
 * news. Runs once. erin01 and frank1 joined with alice's link but were placed lower (jid: bob888 and
 * carol1), so the placement tree (/web/ib_tree) differs from the sponsor tree (audit D9).
 */
export async function seedDemoData(deps: Deps, log: FastifyBaseLogger) {
  const { db, config } = deps;
  const marker = await db.selectFrom('members').select('id').where('username', '=', 'alice').executeTakeFirst();
  if (marker) return;
  const root = await db
    .selectFrom('members')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['username']), '=', config.rootUsername.toLowerCase()))
    .executeTakeFirstOrThrow();

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const chain: Array<{ username: string; sponsor: string; placement?: string; fullname: string; language: string }> = [
    { username: 'alice', sponsor: config.rootUsername, fullname: 'Alice Tan', language: 'en' },
    { username: 'bob888', sponsor: 'alice', fullname: 'Bob Lim', language: 'zh' },
    { username: 'carol1', sponsor: 'bob888', fullname: 'Carol Ng', language: 'th' },
    { username: 'dave77', sponsor: 'alice', fullname: 'Dave Wong', language: 'vi' },
    { username: 'erin01', sponsor: 'alice', placement: 'bob888', fullname: 'Erin Koh', language: 'en' },
    { username: 'frank1', sponsor: 'alice', placement: 'carol1', fullname: 'Frank Goh', language: 'ja' },
  ];
  const ids = new Map<string, bigint>([[config.rootUsername, root.id]]);
  for (const m of chain) {
    const sponsorId = ids.get(m.sponsor)!;
    const row = await db
      .insertInto('members')
      .values({
        username: m.username,
        email: `${m.username}@demo.tandem.local`,
        password_hash: passwordHash,
        sec_password_hash: passwordHash,
        fullname: m.fullname,
        country_id: 194,
        language: m.language,
        sponsor_id: sponsorId,
        placement_id: ids.get(m.placement ?? m.sponsor)!,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(m.username, row.id);
  }

  await insertDemoNews(db, deps.clock.now());
  log.info(`Demo data: members ${chain.map((m) => m.username).join(', ')} (password ${DEMO_PASSWORD}) and news`);
}
