import type { ColumnType, Generated } from 'kysely';

/** Tables of migration 0009 (staking); merged into DB in schema.ts. Days are "YYYY-MM-DD" in BUSINESS_TZ. */
type Json = ColumnType<unknown, string, string>;

export type StakingPackageType = 'flexible' | 'fixed' | 'contract';
export type StakeStatusValue =
  | 'not_activated'
  | 'active'
  | 'quit_request_pending'
  | 'surrender_pending'
  | 'surrender_approved'
  | 'terminated'
  | 'end';
export type StakeEventKind =
  | 'stake'
  | 'renew'
  | 'change_package'
  | 'quit_request'
  | 'quit_done'
  | 'redeem'
  | 'surrender_request'
  | 'surrender_approved'
  | 'surrender_rejected'
  | 'expiry_notice';

export interface StakingPackagesTable {
  id: Generated<bigint>;
  code: string;
  type: StakingPackageType;
  /** { zh, en, zh-TW, th, vi, ja, ko, id, ms } */
  names: Json;
  term_days: number | null;
  min_micro: bigint;
  max_micro: bigint | null;
  step_micro: bigint;
  /** Parts per million of the principal per business day. */
  daily_rate_ppm: number;
  surrender_after_days: number | null;
  /** Basis points of the principal kept on surrender. */
  penalty_bps: Generated<number>;
  can_terminate_early: boolean;
  is_demo_rate: Generated<boolean>;
  status: Generated<'active' | 'inactive'>;
  sort_order: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface StakesTable {
  id: Generated<bigint>;
  member_id: bigint;
  package_id: bigint;
  principal_micro: bigint;
  source_wallet: 'point1' | 'point2' | 'point3';
  status: Generated<StakeStatusValue>;
  staked_at: Date;
  start_day: string;
  cycle_start_day: string;
  term_end_day: string | null;
  cycle: Generated<number>;
  notice_sent_cycle: number | null;
  penalty_micro: bigint | null;
  returned_micro: bigint | null;
  ended_at: Date | null;
  journal_id: bigint | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface StakeEventsTable {
  id: Generated<bigint>;
  stake_id: bigint;
  member_id: bigint;
  kind: StakeEventKind;
  amount_micro: bigint | null;
  penalty_micro: bigint | null;
  from_package_id: bigint | null;
  to_package_id: bigint | null;
  staff_id: bigint | null;
  reason: string | null;
  journal_id: bigint | null;
  created_at: Date;
}

export interface StakeAccrualsTable {
  stake_id: bigint;
  business_day: string;
  member_id: bigint;
  package_id: bigint;
  principal_micro: bigint;
  daily_rate_ppm: number;
  amount_micro: bigint;
  /** Null when the day paid nothing (a 0 % package): no money moved, so no journal (0011). */
  journal_id: bigint | null;
  claimed_at: Date | null;
}

export interface BonusLinesTable {
  id: Generated<bigint>;
  beneficiary_id: bigint;
  kind: 'direct' | 'level' | 'rank';
  level: number | null;
  business_day: string | null;
  source_member_id: bigint | null;
  source_stake_id: bigint | null;
  base_micro: bigint;
  /** Basis points of the base. */
  rate_bps: number;
  amount_micro: bigint;
  rule: string;
  journal_id: bigint;
  created_at: Date;
  source_key: string;
}

export interface SettlementDaysTable {
  business_day: string;
  is_business_day: boolean;
  started_at: Date;
  finished_at: Date | null;
  stakes_accrued: Generated<bigint>;
  profit_micro: Generated<bigint>;
  bonus_micro: Generated<bigint>;
  matured: Generated<bigint>;
  renewed: Generated<bigint>;
  notices: Generated<bigint>;
}

export interface StakingTables {
  staking_packages: StakingPackagesTable;
  stakes: StakesTable;
  stake_events: StakeEventsTable;
  stake_accruals: StakeAccrualsTable;
  bonus_lines: BonusLinesTable;
  settlement_days: SettlementDaysTable;
}
