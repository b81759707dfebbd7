import type { Language } from '@tandem/contracts';
import type { Database } from '../../db/database';

type Names = Record<Language, string>;

const USDT = 1_000_000n;

/**
 * The four packages of decisions.md "Staking plans". Rates are demo values (is_demo_rate) until the
 * operator sets real ones in the back office; the member sees the label.
 */
export const seedPackages = [
  {
    code: 'flexible',
    type: 'flexible' as const,
    names: {
      zh: '灵活质押',
      en: 'Flexible',
      'zh-TW': '靈活質押',
      th: 'แบบยืดหยุ่น',
      vi: 'Linh hoạt',
      ja: 'フレキシブル',
      ko: '자유형',
      id: 'Fleksibel',
      ms: 'Fleksibel',
    } satisfies Names,
    term_days: null,
    min_micro: 30n * USDT,
    max_micro: 1000n * USDT,
    step_micro: 1n * USDT,
    daily_rate_ppm: 1000,
    surrender_after_days: null,
    penalty_bps: 0,
    can_terminate_early: true,
    sort_order: 1,
  },
  {
    code: 'fixed_180',
    type: 'fixed' as const,
    names: {
      zh: '定期 180 天',
      en: 'Fixed 180 days',
      'zh-TW': '定期 180 天',
      th: 'ประจำ 180 วัน',
      vi: 'Cố định 180 ngày',
      ja: '定期 180日',
      ko: '정기 180일',
      id: 'Tetap 180 hari',
      ms: 'Tetap 180 hari',
    } satisfies Names,
    term_days: 180,
    min_micro: 100n * USDT,
    max_micro: null,
    step_micro: 100n * USDT,
    daily_rate_ppm: 3000,
    surrender_after_days: 95,
    penalty_bps: 1000,
    can_terminate_early: true,
    sort_order: 2,
  },
  {
    code: 'fixed_360',
    type: 'fixed' as const,
    names: {
      zh: '定期 360 天',
      en: 'Fixed 360 days',
      'zh-TW': '定期 360 天',
      th: 'ประจำ 360 วัน',
      vi: 'Cố định 360 ngày',
      ja: '定期 360日',
      ko: '정기 360일',
      id: 'Tetap 360 hari',
      ms: 'Tetap 360 hari',
    } satisfies Names,
    term_days: 360,
    min_micro: 100n * USDT,
    max_micro: null,
    step_micro: 100n * USDT,
    daily_rate_ppm: 4000,
    surrender_after_days: 95,
    penalty_bps: 1000,
    can_terminate_early: true,
    sort_order: 3,
  },
  {
    code: 'contract_200',
    type: 'contract' as const,
    names: {
      zh: '合约 200 天',
      en: 'Contract 200 days',
      'zh-TW': '合約 200 天',
      th: 'สัญญา 200 วัน',
      vi: 'Hợp đồng 200 ngày',
      ja: '契約 200日',
      ko: '계약 200일',
      id: 'Kontrak 200 hari',
      ms: 'Kontrak 200 hari',
    } satisfies Names,
    term_days: 200,
    min_micro: 100n * USDT,
    max_micro: null,
    step_micro: 100n * USDT,
    daily_rate_ppm: 5000,
    surrender_after_days: null,
    penalty_bps: 0,
    can_terminate_early: false,
    sort_order: 4,
  },
];

/** Inserts the packages a fresh database lacks (by code); never touches ones the operator edited. */
export async function seedStakingPackages(db: Database): Promise<void> {
  await db
    .insertInto('staking_packages')
    .values(seedPackages.map((p) => ({ ...p, names: JSON.stringify(p.names), is_demo_rate: true })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}
