import {
  changeWalletInput,
  checkReceiverInput,
  page,
  receiverInfoSchema,
  swapResultSchema,
  transferRecordCsvQuery,
  transferRecordQuery,
  transferRecordSchema,
  transferResultSchema,
  walletInfoSchema,
  walletPaths,
  walletTransferInput,
} from '@tandem/contracts';
import { SECRET_CHECK_LIMIT } from '../../lib/route-limits';
import { idempotentAction } from '../../plugins/idempotent-action';
import { memberAction, memberCsv, memberFoldedRead, memberPlugin } from '../../plugins/member-route';
import {
  checkReceiver,
  exportTransferRecordsCsv,
  readWallet,
  swap,
  transfer,
  transferRecords,
  walletOfRow,
} from './wallet.service';

/** Every route here needs a member session (plugins/member-auth.ts). */
export const walletRoutes = memberPlugin('wallet', async (app, docs) => {
  memberFoldedRead(app, {
    url: walletPaths.getWallet,
    docs: docs('Balances of point1..point5, what each wallet can do, and deposit addresses'),
    response: walletInfoSchema,
    read: (session) => readWallet(app.deps, session),
    answer: (_member, row) => walletOfRow(app.deps, row),
  });

  memberAction(app, {
    url: walletPaths.checkReceiver,
    rateLimit: SECRET_CHECK_LIMIT,
    docs: docs(
      'Check a transfer receiver',
      "The receiver must be in the caller's upline chain or downline subtree: otherwise RECEIVER_NOT_IN_TEAM " +
        '(also for a name nobody has, so names cannot be probed), TRANSFER_TO_SELF, or RECEIVER_FROZEN for a team member.',
    ),
    body: checkReceiverInput,
    response: receiverInfoSchema,
    errors: [422],
    run: (member, body) => checkReceiver(app.deps, member.id, body.username),
  });

  idempotentAction(app, {
    url: walletPaths.walletTransfer,
    rateLimit: SECRET_CHECK_LIMIT,
    docs: docs(
      'Transfer from the cash wallet (point1) to an upline or downline member',
      'Whole USDT, at least TRANSFER_MIN_AMOUNT (MIN_TRANSFER_AMOUNT); fee TRANSFER_FEE % on top; ' +
        'secondary password required. INSUFFICIAN_BALANCE when point1 cannot cover amount + fee. ' +
        'Send an Idempotency-Key so a retried request never moves money twice.',
    ),
    body: walletTransferInput,
    response: transferResultSchema,
    errors: [422],
    run: (member, body, claim) => transfer(app.deps, member, body, claim),
  });

  memberFoldedRead(app, {
    url: walletPaths.transferRecord,
    docs: docs(
      "Transfers in and out of the member's wallets, newest first",
      'from/to are business dates (YYYY-MM-DD, inclusive) in BUSINESS_TZ.',
    ),
    query: transferRecordQuery,
    response: page(transferRecordSchema),
    read: (session, query) => transferRecords.read(app.deps, session, query),
    answer: (_member, rows, query) => transferRecords.answer(rows, query),
  });

  memberCsv(app, {
    url: walletPaths.transferRecordCsv,
    docs: docs(
      "Transfers in and out of the member's wallets, of the list's filters, as CSV, every row",
      'from/to are business dates (YYYY-MM-DD, inclusive) in BUSINESS_TZ; oldest first; times in BUSINESS_TZ; exact amounts.',
    ),
    query: transferRecordCsvQuery,
    run: (member, query) => exportTransferRecordsCsv(app.deps, member.id, query),
  });

  idempotentAction(app, {
    url: walletPaths.changeWallet,
    rateLimit: SECRET_CHECK_LIMIT,
    docs: docs(
      "Swap between the member's own wallets",
      'Allowed: point2 → point1 and point3 → point1 (SWAP_NOT_ALLOWED otherwise). Whole USDT; secondary ' +
        'password required; INSUFFICIAN_BALANCE when the source wallet cannot cover it. Accepts Idempotency-Key.',
    ),
    body: changeWalletInput,
    response: swapResultSchema,
    errors: [422],
    run: (member, body, claim) => swap(app.deps, member.id, body, claim),
  });
});
