import type { Generated } from 'kysely';

/** Tables of migration 0008 (manual adjustments); merged into DB in schema.ts. */
export interface AdjustmentsTable {
  id: Generated<bigint>;
  member_id: bigint;
  wallet: 'point1' | 'point2' | 'point3' | 'point4' | 'point5';
  direction: 'credit' | 'debit';
  amount_micro: bigint;
  reason: string;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  requested_by_staff_id: bigint;
  created_at: Date;
  decided_by_staff_id: bigint | null;
  decided_at: Date | null;
  reject_reason: string | null;
  journal_id: bigint | null;
}

export interface AdjustmentTables {
  adjustments: AdjustmentsTable;
}
