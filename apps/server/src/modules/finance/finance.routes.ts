import {
  adminDepositRowSchema,
  adminWithdrawalRowSchema,
  depositApproveInput,
  depositRecordSchema,
  financePaths,
  financeQueueQuery,
  reasonInput,
  liabilityReportSchema,
  memberStatementQuery,
  memberWalletViewSchema,
  page,
  withdrawalPaidInput,
  withdrawalRecordSchema,
} from '@tandem/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { sendPrivateImage } from '../../lib/private-image';
import { staffDocs, staffErrors } from '../../lib/route-docs';
import { idParam, noBody } from '../../lib/route-params';
import { staffRead } from '../../plugins/staff-read';
import { staffAction } from '../../plugins/staff-action';
import { requireStaff } from '../../plugins/staff-auth';
import { approveDeposit, findDepositQueuePage, rejectDeposit } from '../deposits/deposits-admin.service';
import { getDepositScreenshot } from '../deposits/deposits.service';
import {
  approveWithdrawal,
  findWithdrawalQueuePage,
  markWithdrawalPaid,
  rejectWithdrawal,
} from '../withdrawals/withdrawals-admin.service';
import { getLiabilityReport, getMemberWalletView } from './finance.service';

/** The finance desk: deposit and withdrawal queues and decisions, a member's wallet, the liability report. */
export const financeRoutes: FastifyPluginAsyncZod = async (app) => {
  const depositGuard = requireStaff({ permission: 'finance.deposits' });
  const withdrawalGuard = requireStaff({ permission: 'finance.withdrawals' });
  const reportGuard = requireStaff({ permission: 'finance.reports' });
  const doc = {
    deposits: staffDocs('admin: finance deposits'),
    withdrawals: staffDocs('admin: finance withdrawals'),
    reports: staffDocs('admin: finance reports'),
  };

  staffRead(app, {
    url: '/api/admin/finance/deposits',
    guard: depositGuard,
    docs: doc.deposits('Deposits by status: pending oldest first (with age), decided ones latest first'),
    query: financeQueueQuery,
    response: page(adminDepositRowSchema),
    run: async ({ status, page }) => {
      if (status !== 'pending' && status !== 'approved' && status !== 'rejected') {
        throw AppError.fields({ status: 'invalid' });
      }
      return findDepositQueuePage(app.deps, status, page);
    },
  });

  app.get(
    financePaths.depositScreenshot.route,
    {
      onRequest: depositGuard,
      schema: {
        ...doc.deposits('The transfer screenshot of a fiat deposit'),
        params: idParam,
        response: staffErrors,
      },
    },
    async (request, reply) => sendPrivateImage(reply, await getDepositScreenshot(app.deps, BigInt(request.params.id))),
  );

  staffAction(app, {
    url: financePaths.depositApprove.route,
    guard: depositGuard,
    docs: doc.deposits(
      'Approve a pending deposit: point1 is credited once (credited_amount overrides the stated amount); ' +
        'already decided: STATE_CHANGED. Audited.',
    ),
    body: depositApproveInput.optional(),
    response: depositRecordSchema,
    run: (id, body, actor) => approveDeposit(app.deps, id, body?.credited_amount, actor),
  });

  staffAction(app, {
    url: financePaths.depositReject.route,
    guard: depositGuard,
    docs: doc.deposits('Reject a pending deposit with a reason the member sees; audited'),
    body: reasonInput,
    response: depositRecordSchema,
    run: (id, body, actor) => rejectDeposit(app.deps, id, body.reason, actor),
  });

  staffRead(app, {
    url: '/api/admin/finance/withdrawals',
    guard: withdrawalGuard,
    docs: doc.withdrawals('Withdrawals by status: pending oldest first (with age), others latest first'),
    query: financeQueueQuery,
    response: page(adminWithdrawalRowSchema),
    run: (query) => findWithdrawalQueuePage(app.deps, query.status, query.page),
  });

  staffAction(app, {
    url: financePaths.withdrawalApprove.route,
    guard: withdrawalGuard,
    docs: doc.withdrawals('Approve a pending withdrawal (hold → treasury + fee revenue); STATE_CHANGED if decided'),
    body: noBody,
    response: withdrawalRecordSchema,
    run: (id, _body, actor) => approveWithdrawal(app.deps, id, actor),
  });

  staffAction(app, {
    url: financePaths.withdrawalReject.route,
    guard: withdrawalGuard,
    docs: doc.withdrawals('Reject a pending withdrawal with a reason; amount + fee return to its wallet'),
    body: reasonInput,
    response: withdrawalRecordSchema,
    run: (id, body, actor) => rejectWithdrawal(app.deps, id, body.reason, actor),
  });

  staffAction(app, {
    url: financePaths.withdrawalPaid.route,
    guard: withdrawalGuard,
    docs: doc.withdrawals('Mark an approved withdrawal paid with the tx hash or bank reference; audited'),
    body: withdrawalPaidInput,
    response: withdrawalRecordSchema,
    run: (id, body, actor) => markWithdrawalPaid(app.deps, id, body.reference, actor),
  });

  staffRead(app, {
    url: financePaths.memberWallet.route,
    guard: reportGuard,
    docs: doc.reports("A member's balances (wallets and holds) and statement, newest first"),
    query: memberStatementQuery,
    response: memberWalletViewSchema,
    run: (query, id) => getMemberWalletView(app.deps, id, query.page),
  });

  staffRead(app, {
    url: '/api/admin/finance/liabilities',
    guard: reportGuard,
    docs: doc.reports('What the platform owes members per wallet and hold, against treasury inflows and outflows'),
    response: liabilityReportSchema,
    run: () => getLiabilityReport(app.deps),
  });
};
