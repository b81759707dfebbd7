#!/usr/bin/env node
// Daily settlement at scale on a durable local PostgreSQL: 100k and 1M live stakes (four per member
// on average, members in a random sponsor tree), one weekday settled with settleDay (profit, level
// and rank bonuses, notices, terms, team fold), next to a bare set-based INSERT … SELECT of the same
// accrual rows into a copy of stake_accruals in the same run. Ends with the ledger audit.
// Run from the repo root (TypeScript sources load through tsx):
//   node --import tsx bench/settlement.mjs [--scales=100000,1000000]
import os from 'node:os';
import { startLocalPostgres, stopLocalPostgres } from '../scripts/local-postgres.mjs';
import { writeSection } from './lib.mjs';

const { sql } = await import('kysely');
const pg = (await import('pg')).default;
const { openDatabase } = await import('../apps/server/src/db/database.ts');
const { migrateToLatest } = await import('../apps/server/src/db/migrate.ts');
const { loadConfig } = await import('../apps/server/src/config.ts');
const { systemClock } = await import('../apps/server/src/lib/clock.ts');
const { createSettingsService } = await import('../apps/server/src/modules/settings/settings.service.ts');
const { seedStakingPackages } = await import('../apps/server/src/modules/staking/staking-seed.ts');
const { foldTeamEvents } = await import('../apps/server/src/modules/team/team-aggregates.ts');
const { settleDay } = await import('../apps/server/src/modules/settlement/settle.ts');
const { auditLedger } = await import('../apps/server/src/ledger/audit.ts');

const PORT = 54330;
const DAY = '2026-03-02'; // a Monday; the stakes started on 2026-01-05 and end no earlier than July
const STAKES_PER_MEMBER = 4;
const scalesArg = process.argv.find((a) => a.startsWith('--scales='));
const SCALES = scalesArg ? scalesArg.slice('--scales='.length).split(',').map(Number) : [100_000, 1_000_000];

const seconds = (t0) => (performance.now() - t0) / 1000;
const log = (...args) => console.log(new Date().toISOString().slice(11, 19), ...args);

async function build(db, stakes) {
  const members = Math.ceil(stakes / STAKES_PER_MEMBER);
  await sql`insert into countries (id, name, name_en, country_code, iso, short_form)
    values (194, 'Singapore', 'Singapore', '65', 'SG', 'SGP') on conflict do nothing`.execute(db);
  await seedStakingPackages(db);
  // A random recursive tree: each member's sponsor is any earlier member (depth ~ ln n).
  for (let lo = 1; lo <= members; lo += 50_000) {
    const hi = Math.min(members, lo + 49_999);
    await sql`insert into members (id, username, country_id, sponsor_id, placement_id, language)
      select g, 'b' || g, 194, s, s, 'en' from (
        select g, case when g = 1 then null else 1 + floor(random() * (g - 1))::bigint end as s
        from generate_series(${lo}::bigint, ${hi}::bigint) g) x
      order by g`.execute(db);
  }
  await sql`select setval(pg_get_serial_sequence('members', 'id'), ${members}::bigint)`.execute(db);
  log(`members ${members}`);
  await sql`
    insert into stakes (id, member_id, package_id, principal_micro, source_wallet, status, staked_at,
      start_day, cycle_start_day, term_end_day, cycle)
    select g, 1 + floor(random() * ${members})::bigint, p.id,
      case when p.type = 'flexible' then (30 + (g * 7919) % 971) * 1000000 else (1 + g % 100) * 100000000 end,
      'point1', 'active', '2026-01-02T02:00:00Z', '2026-01-05', '2026-01-05',
      case when p.term_days is null then null else to_char('2026-01-05'::date + p.term_days - 1, 'YYYY-MM-DD') end, 1
    from generate_series(1, ${stakes}::bigint) g
    join staking_packages p on p.code = (array['flexible', 'fixed_180', 'fixed_360', 'contract_200'])[1 + g % 4]`.execute(
    db,
  );
  await sql`select setval(pg_get_serial_sequence('stakes', 'id'), ${stakes}::bigint)`.execute(db);
  log(`stakes ${stakes}`);
  // The ledger as staking leaves it: each member's stake_lock holds its principal (one seed journal).
  await db.transaction().execute(async (trx) => {
    const j =
      await sql`insert into journal (type, business_key, created_at) values ('bench_seed', 'bench_seed', now()) returning id`.execute(
        trx,
      );
    const journalId = j.rows[0].id;
    await sql`
      with sums as (select member_id, sum(principal_micro)::bigint as s from stakes group by member_id),
      acc as (
        insert into accounts (member_id, kind, asset, balance_micro, version)
        select member_id, 'stake_lock', 'USDT', s, 1 from sums returning id, balance_micro
      )
      insert into entries (journal_id, account_id, asset, amount_micro, balance_after_micro, account_version, created_at)
      select ${journalId}::bigint, id, 'USDT', balance_micro, balance_micro, 1, now() from acc
      union all
      select ${journalId}::bigint, (select id from accounts where kind = 'adjustments' and asset = 'USDT' and member_id is null),
        'USDT', -(select sum(s) from sums)::bigint, null, null, now()`.execute(trx);
  });
  // A day in the steady state: members have earned bonuses before, so their point3 accounts exist.
  await sql`insert into accounts (member_id, kind, asset, balance_micro, version)
    select m.id, 'point3', 'USDT', 0, 0 from members m`.execute(db);
  // Team volumes as applyStakeVolumeChange leaves them, then folded.
  await sql`
    with sums as (select member_id, sum(principal_micro)::bigint as s from stakes group by member_id),
    upd as (update team_stats t set own_volume_micro = sums.s from sums where sums.member_id = t.member_id
      returning t.member_id, t.path, t.depth, sums.s)
    insert into team_events (member_id, ancestors, d_active, d_volume_micro, created_at)
    select member_id, path, 1, s, now() from upd where depth > 0`.execute(db);
  const t0 = performance.now();
  await foldTeamEvents(db, new Date());
  log(`team folded in ${seconds(t0).toFixed(1)} s`);
  await sql`create table bare_accruals (like stake_accruals including all)`.execute(db);
}

async function vacuum(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('vacuum analyze');
  await client.query('checkpoint');
  await client.end();
}

const bareStatement = sql`
  insert into bare_accruals (stake_id, business_day, member_id, package_id, principal_micro, daily_rate_ppm, amount_micro, journal_id)
  select s.id, ${DAY}, s.member_id, s.package_id, s.principal_micro, p.daily_rate_ppm,
         s.principal_micro * p.daily_rate_ppm / 1000000, 1
  from stakes s join staking_packages p on p.id = s.package_id
  where s.status in ('active', 'quit_request_pending', 'surrender_pending') and s.start_day <= ${DAY}`;

const adminUrl = startLocalPostgres({ port: PORT, durable: true });
const results = [];
try {
  for (const scale of SCALES) {
    const name = `bench_settle_${scale}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const { db, close } = await openDatabase({ databaseUrl: url.toString(), poolMax: 4 });
    try {
      await migrateToLatest(db);
      let t0 = performance.now();
      await build(db, scale);
      log(`built ${scale} in ${seconds(t0).toFixed(1)} s`);
      await vacuum(url.toString());

      t0 = performance.now();
      const bare = await bareStatement.execute(db);
      const bareSeconds = seconds(t0);
      log(`bare insert: ${bare.numAffectedRows} rows in ${bareSeconds.toFixed(2)} s`);
      await vacuum(url.toString());

      const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url.toString() });
      const deps = { db, dbKind: 'postgres', clock: systemClock, config, settings: createSettingsService(db) };
      t0 = performance.now();
      const steps = [];
      const day = await settleDay(deps, DAY, { onStep: (name, ms) => steps.push(`${name} ${(ms / 1000).toFixed(2)}`) });
      log(`steps (s): ${steps.join(', ')}`);
      const settleSeconds = seconds(t0);
      log(`settled ${DAY}: ${day.stakesAccrued} stakes in ${settleSeconds.toFixed(2)} s`);
      const counts = await sql`select
          (select count(*) from bonus_lines) as bonus_lines,
          (select count(*) from journal where type like 'staking_%') as journals,
          (select count(*) from entries e join journal j on j.id = e.journal_id where j.type like 'staking_%') as entries`.execute(
        db,
      );
      t0 = performance.now();
      const findings = await auditLedger(db);
      if (findings.length > 0) throw new Error(`audit failed: ${JSON.stringify(findings.slice(0, 5))}`);
      log(`audit passed in ${seconds(t0).toFixed(1)} s`);
      results.push({
        scale,
        members: Math.ceil(scale / STAKES_PER_MEMBER),
        accrued: day.stakesAccrued,
        bareSeconds,
        settleSeconds,
        ...counts.rows[0],
      });
    } finally {
      await close();
    }
  }
} finally {
  stopLocalPostgres({ port: PORT });
}

const small = results.find((r) => r.scale === 100_000);
const row = (r) =>
  `| ${r.scale.toLocaleString('en')} | ${r.members.toLocaleString('en')} | ${r.bareSeconds.toFixed(2)} | ${r.settleSeconds.toFixed(2)} | ${(r.settleSeconds / r.bareSeconds).toFixed(2)}× | ${small && r !== small ? `${(r.settleSeconds / small.settleSeconds).toFixed(1)}×` : '—'} | ${r.journals} | ${r.entries} | ${r.bonus_lines} |`;
const body = `
Command: \`node --import tsx bench/settlement.mjs\` (durable local PostgreSQL, shared_buffers 256 MB, ${os.cpus().length} cores,
Node ${process.version}, ${new Date().toISOString().slice(0, 10)}). Per scale a fresh database: ${STAKES_PER_MEMBER} live stakes per member
on average (random members), members in a random sponsor tree (each sponsor any earlier member), the four
seeded packages; \`settleDay\` for one weekday (${DAY}) with every step (activation, profit in batches of whole
members of about 50,000 stakes, level and rank bonuses, notices, terms, team fold), after \`VACUUM ANALYZE\`. "Bare" is one
\`INSERT … SELECT\` of the same accrual rows into \`bare_accruals\` (\`LIKE stake_accruals INCLUDING ALL\`) in the
same run, just before. Members' point3 accounts exist (a day in the steady state, not a platform's first).
The ledger audit passed after each run. Target (targets.md): 1M ≤ 3× bare; 1M ≤ 11× 100k.

| Live stakes | Members | Bare INSERT s | Settlement s | vs bare | vs 100k | Journals | Ledger entries | Bonus lines |
|---|---|---|---|---|---|---|---|---|
${results.map(row).join('\n')}
`;
writeSection('Daily settlement', body);
console.log(body);
