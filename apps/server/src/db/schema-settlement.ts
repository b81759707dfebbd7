/** Tables of migration 0011 (settlement); merged into DB in schema.ts. */
export interface SettlementBonusWorkTable {
  business_day: string;
  beneficiary_id: bigint;
  kind: 'level' | 'rank';
  /** The downline level the base comes from; rank bonuses use level 1 (direct members). */
  level: number;
  base_micro: bigint;
  rate_bps: number;
  amount_micro: bigint;
  /** The trace members read: "level 2: 5% of level-2 downline profit on 2026-11-23". */
  rule: string;
}

/** Migration 0012: each member's profit of the day being settled (the bonuses' base). */
export interface SettlementMemberProfitTable {
  business_day: string;
  member_id: bigint;
  amount_micro: bigint;
}

export interface SettlementTables {
  settlement_bonus_work: SettlementBonusWorkTable;
  settlement_member_profit: SettlementMemberProfitTable;
}
