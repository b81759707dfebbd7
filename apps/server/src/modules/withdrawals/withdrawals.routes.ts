import {
  moneyDeskPaths,
  page,
  withdrawCancelInput,
  withdrawInput,
  withdrawRecordCsvQuery,
  withdrawRecordQuery,
  withdrawRulesSchema,
  withdrawalRecordSchema,
} from '@tandem/contracts';
import { SECRET_CHECK_LIMIT } from '../../lib/route-limits';
import { idempotentAction } from '../../plugins/idempotent-action';
import { memberCsv, memberFoldedRead, memberPlugin, memberRead } from '../../plugins/member-route';
import {
  cancelWithdrawal,
  exportWithdrawRecordsCsv,
  withdrawRecords,
  getWithdrawRules,
  requestWithdrawal,
} from './withdrawals.service';

const requestDescription =
  'Whole USDT from `wallet` (point1, point2 or point3; default point1). Fee = max(amount × WITHDRAW_FEE %, ' +
  'WITHDRAW_MIN_AMOUNT_IN_FEE), taken on top from the same wallet. Checks, in order: KYC approved (403 NO_PERMISSION ' +
  'with data.hint = "kyc"), a bound payout (no_address, data.payout = "address" | "bank") not changed within ' +
  'PAYOUT_CHANGE_HOLD_HOURS (PAYOUT_CHANGE_HOLD, data.until), amount within ' +
  'WITHDRAW_MIN_AMOUNT..WITHDRAW_MAX_AMOUNT (MIN_WITHDRAW_AMOUNT with data.min/max), no pending withdrawal ' +
  '(LAST_WITHDRAWAL_PENDING), none today (REACH_TODAY_LIMIT; pending, approved and paid count), the secondary ' +
  'password (INCORRECT_SEC_PASSWORD / SEC_PASSWORD_NOT_SET / ACCOUNT_LOCKED), amount + fee available ' +
  '(INSUFFICIAN_BALANCE). Accepts Idempotency-Key.';

/** The member's side of withdrawals (decisions.md "Withdrawals"). */
export const withdrawalRoutes = memberPlugin('wallet: withdrawals', async (app, docs) => {
  // One request, two destinations: the bound BEP-20 address or the bound bank account.
  for (const [url, payout, summary] of [
    [moneyDeskPaths.withdraw, 'crypto', 'Withdraw to the bound BEP-20 address'],
    [moneyDeskPaths.withdrawCash, 'bank', 'Withdraw to the bound bank account'],
  ] as const) {
    idempotentAction(app, {
      url,
      rateLimit: SECRET_CHECK_LIMIT,
      docs: docs(summary, requestDescription),
      body: withdrawInput,
      response: withdrawalRecordSchema,
      errors: [403, 422],
      run: (member, body, claim) => requestWithdrawal(app.deps, member.id, payout, body, claim),
    });
  }

  memberFoldedRead(app, {
    url: moneyDeskPaths.withdrawRecord,
    docs: docs(
      "The member's withdrawals, newest first, with status and expected processing date",
      'from/to are business dates (YYYY-MM-DD, inclusive) in BUSINESS_TZ.',
    ),
    query: withdrawRecordQuery,
    response: page(withdrawalRecordSchema),
    read: (session, query) => withdrawRecords.read(app.deps, session, query),
    answer: (_member, rows, query) => withdrawRecords.answer(rows, query),
  });

  memberCsv(app, {
    url: moneyDeskPaths.withdrawRecordCsv,
    docs: docs(
      "The member's withdrawals of the list's filters as CSV, every row",
      'from/to are business dates (YYYY-MM-DD, inclusive) in BUSINESS_TZ; oldest first; times in BUSINESS_TZ; exact amounts.',
    ),
    query: withdrawRecordCsvQuery,
    run: (member, query) => exportWithdrawRecordsCsv(app.deps, member.id, query),
  });

  memberRead(app, {
    url: moneyDeskPaths.withdrawRules,
    docs: docs('Minimum, maximum and fee of a withdrawal, from the settings'),
    response: withdrawRulesSchema,
    run: () => getWithdrawRules(app.deps),
  });

  idempotentAction(app, {
    url: moneyDeskPaths.withdrawCancel,
    docs: docs(
      'Cancel a pending withdrawal; amount + fee return to its wallet',
      'Not pending any more (approved, paid, rejected, cancelled): STATE_CHANGED; not the member’s: NOT_FOUND. ' +
        'Accepts Idempotency-Key.',
    ),
    body: withdrawCancelInput,
    response: withdrawalRecordSchema,
    errors: [404],
    run: (member, body, claim) => cancelWithdrawal(app.deps, member.id, BigInt(body.id), claim),
  });
});
