import type { Generated } from 'kysely';

/** Tables of migration 0017 (activation codes); merged into DB in schema.ts. */
export interface ActivationCodesTable {
  id: Generated<bigint>;
  code: string;
  owner_id: bigint;
  source: 'purchase' | 'issued';
  price_micro: bigint;
  purchase_journal_id: bigint | null;
  issued_by_staff_id: bigint | null;
  issue_reason: string | null;
  created_at: Date;
  expires_at: Date;
  status: Generated<'valid' | 'activated' | 'void'>;
  activated_member_id: bigint | null;
  activated_by_member_id: bigint | null;
  activated_at: Date | null;
  voided_by_staff_id: bigint | null;
  voided_at: Date | null;
  void_reason: string | null;
  refund_journal_id: bigint | null;
}

export interface ActivationCodeTransfersTable {
  id: Generated<bigint>;
  code_id: bigint;
  from_member_id: bigint;
  to_member_id: bigint;
  created_at: Date;
}

export interface ActivationCodeTables {
  activation_codes: ActivationCodesTable;
  activation_code_transfers: ActivationCodeTransfersTable;
}
