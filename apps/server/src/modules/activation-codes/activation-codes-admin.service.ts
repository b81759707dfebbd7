import {
  type AdminPin,
  type IssuePinResult,
  type Page,
  type PinStatus,
  formatMicro,
  normalizePinCode,
} from '@tandem/contracts';
import type { Deps } from '../../deps';
import { type Trx, inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { readAdminPage } from '../../lib/paging';
import type { AuditActor } from '../../lib/principals';
import { postJournal } from '../../ledger/post-journal';
import { recordAuditAs, staffIdOf } from '../audit/audit.service';
import {
  type CodeViewRow,
  findCodePage,
  findCodeStatus,
  findCodeViews,
  findMemberByUsername,
  setRefundJournal,
  voidValidCode,
} from './activation-codes.repository';
import { createCodes, toPinCode } from './pin-codes';

function toAdminPin(row: CodeViewRow, now: Date): AdminPin {
  return {
    ...toPinCode(row, now),
    id: String(row.id),
    owner_id: String(row.owner_id),
    price: formatMicro(row.price_micro),
    issued_by: row.issued_by,
    voided_by: row.voided_by,
    voided_at: row.voided_at ? row.voided_at.toISOString() : null,
    void_reason: row.void_reason,
    refunded: row.refund_journal_id !== null,
  };
}

async function adminViews(trx: Trx, ids: bigint[], now: Date): Promise<AdminPin[]> {
  return (await findCodeViews(trx, ids)).map((row) => toAdminPin(row, now));
}

/** Search by code (any spelling normalizePinCode forgives), holder and status; newest first. */
export function findAdminCodes(
  deps: Pick<Deps, 'db' | 'clock'>,
  query: { code?: string; owner?: string; status?: PinStatus; page: number },
): Promise<Page<AdminPin>> {
  const now = deps.clock.now();
  const filter = {
    code: query.code === undefined ? undefined : normalizePinCode(query.code),
    ownerUsername: query.owner,
    status: query.status,
  };
  return readAdminPage(
    query.page,
    (limit, offset) => findCodePage(deps.db, filter, now, limit, offset),
    (row) => toAdminPin(row, now),
  );
}

/**
 * Issues codes to a member without payment (a gift, a correction): they carry price 0 and the staff
 * member and reason, and the audit log has the codes. Validity as PIN_VALIDITY_DAYS says now.
 */
export async function issueCodes(
  deps: Deps,
  input: { username: string; quantity: number; reason: string },
  actor: AuditActor,
): Promise<IssuePinResult> {
  const staffId = staffIdOf(actor);
  const { pinValidityDays } = await deps.settings.typed();
  const at = deps.clock.now();
  return inTransaction(deps.db, async (trx) => {
    const member = await findMemberByUsername(trx, input.username);
    if (!member) throw AppError.fields({ username: 'invalid' });
    const created = await createCodes(trx, input.quantity, at, pinValidityDays, {
      owner_id: member.id,
      source: 'issued',
      price_micro: 0n,
      issued_by_staff_id: staffId,
      issue_reason: input.reason,
    });
    const codes = created.map((row) => toAdminPin(row, at));
    await recordAuditAs(trx, actor, {
      action: 'activation_code.issue',
      targetType: 'member',
      targetId: member.id,
      after: { quantity: input.quantity, codes: codes.map((c) => c.code) },
      reason: input.reason,
      at,
    });
    return { codes };
  });
}

/**
 * Voids an unused code (valid, or valid but expired) with a reason, once: a conditional UPDATE out
 * of valid. A purchased code's price goes back to its holder's cash wallet in the same transaction
 * (fee_revenue → point1, business key `pin_void_refund:<id>`); an issued one cost nothing. A used
 * code is PIN_ALREADY_USED, a voided one PIN_VOID, an unknown id NOT_FOUND. Audited.
 */
export function voidCode(deps: Deps, id: bigint, reason: string, actor: AuditActor): Promise<AdminPin> {
  const staffId = staffIdOf(actor);
  const at = deps.clock.now();
  return inTransaction(deps.db, async (trx) => {
    const voided = await voidValidCode(trx, id, staffId, reason, at);
    if (!voided) {
      const row = await findCodeStatus(trx, id);
      if (!row) throw new AppError('NOT_FOUND');
      throw new AppError(row.status === 'activated' ? 'PIN_ALREADY_USED' : 'PIN_VOID');
    }
    let refundJournalId: bigint | null = null;
    if (voided.source === 'purchase') {
      const posted = await postJournal(trx, {
        type: 'pin_void_refund',
        businessKey: `pin_void_refund:${voided.id}`,
        memberId: voided.owner_id,
        legs: [
          { account: { platform: 'fee_revenue' }, amountMicro: -voided.price_micro },
          { account: { memberId: voided.owner_id, kind: 'point1' }, amountMicro: voided.price_micro },
        ],
        metadata: { code_id: voided.id, code: voided.code, voided_by_staff_id: staffId },
        at,
      });
      refundJournalId = posted.journalId;
      await setRefundJournal(trx, voided.id, refundJournalId);
    }
    await recordAuditAs(trx, actor, {
      action: 'activation_code.void',
      targetType: 'activation_code',
      targetId: voided.id,
      before: { status: 'valid', owner_id: voided.owner_id },
      after: {
        status: 'void',
        refund_micro: refundJournalId === null ? 0n : voided.price_micro,
        refund_journal_id: refundJournalId,
      },
      reason,
      at,
    });
    return (await adminViews(trx, [voided.id], at))[0]!;
  });
}
