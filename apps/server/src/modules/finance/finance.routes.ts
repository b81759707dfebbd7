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
import { staffErrors } from '../../lib/route-docs';
import { idParam, noBody } from '../../lib/route-params';
import { staffRoutes } from '../../plugins/staff-routes';
import { approveDeposit, findDepositQueuePage, rejectDeposit } from '../deposits/deposits-admin.service';
import { getDepositScreenshot } from '../deposits/deposits.service';
import {
  approveWithdrawal,
  findWithdrawalQueuePage,
  markWithdrawalPaid,
  rejectWithdrawal,
} from '../withdrawals/withdrawals-admin.service';
import { getLiabilityReport, getMemberWalletView } from './finance.service';

const depositRoutes = staffRoutes('admin: finance deposits', 'finance.deposits', (staff, app) => {
  staff.read(
    '/api/admin/finance/deposits',
    'Deposits by status, narrowed by username, amount, reference and days: pending oldest first (with age), decided ones latest first',
    {
      query: financeQueueQuery,
      response: page(adminDepositRowSchema),
      run: async ({ status, page, ...search }) => {
        if (status !== 'pending' && status !== 'approved' && status !== 'rejected') {
          throw AppError.fields({ status: 'invalid' });
        }
        return findDepositQueuePage(app.deps, { status, ...search }, page);
      },
    },
  );

  app.get(
    financePaths.depositScreenshot.route,
    {
      onRequest: staff.guard(),
      schema: {
        ...staff.docs('The transfer screenshot of a fiat deposit'),
        params: idParam,
        response: staffErrors,
      },
    },
    async (request, reply) => sendPrivateImage(reply, await getDepositScreenshot(app.deps, BigInt(request.params.id))),
  );

  staff.action(
    financePaths.depositApprove.route,
    'Approve a pending deposit: point1 is credited once (credited_amount overrides the stated amount); ' +
      'already decided: STATE_CHANGED. Audited.',
    {
      body: depositApproveInput.optional(),
      response: depositRecordSchema,
      run: (id, body, actor) => approveDeposit(app.deps, id, body?.credited_amount, actor),
    },
  );

  staff.action(financePaths.depositReject.route, 'Reject a pending deposit with a reason the member sees; audited', {
    body: reasonInput,
    response: depositRecordSchema,
    run: (id, body, actor) => rejectDeposit(app.deps, id, body.reason, actor),
  });
});

const withdrawalRoutes = staffRoutes('admin: finance withdrawals', 'finance.withdrawals', (staff, app) => {
  staff.read(
    '/api/admin/finance/withdrawals',
    'Withdrawals by status, narrowed by username, amount, reference and days: pending oldest first (with age), others latest first',
    {
      query: financeQueueQuery,
      response: page(adminWithdrawalRowSchema),
      run: ({ page, ...filter }) => findWithdrawalQueuePage(app.deps, filter, page),
    },
  );

  staff.action(
    financePaths.withdrawalApprove.route,
    'Approve a pending withdrawal (hold → treasury + fee revenue); STATE_CHANGED if decided',
    {
      body: noBody,
      response: withdrawalRecordSchema,
      run: (id, _body, actor) => approveWithdrawal(app.deps, id, actor),
    },
  );

  staff.action(
    financePaths.withdrawalReject.route,
    'Reject a pending withdrawal with a reason; amount + fee return to its wallet',
    {
      body: reasonInput,
      response: withdrawalRecordSchema,
      run: (id, body, actor) => rejectWithdrawal(app.deps, id, body.reason, actor),
    },
  );

  staff.action(
    financePaths.withdrawalPaid.route,
    'Mark an approved withdrawal paid with the tx hash or bank reference; audited',
    {
      body: withdrawalPaidInput,
      response: withdrawalRecordSchema,
      run: (id, body, actor) => markWithdrawalPaid(app.deps, id, body.reference, actor),
    },
  );
});

const reportRoutes = staffRoutes('admin: finance reports', 'finance.reports', (staff, app) => {
  staff.read(financePaths.memberWallet.route, "A member's balances (wallets and holds) and statement, newest first", {
    query: memberStatementQuery,
    response: memberWalletViewSchema,
    run: (query, id) => getMemberWalletView(app.deps, id, query.page),
  });

  staff.read(
    '/api/admin/finance/liabilities',
    'What the platform owes members per wallet and hold, against treasury inflows and outflows',
    { response: liabilityReportSchema, run: () => getLiabilityReport(app.deps) },
  );
});

/** The finance desk: deposit and withdrawal queues and decisions, a member's wallet, the liability report. */
export const financeRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(depositRoutes);
  await app.register(withdrawalRoutes);
  await app.register(reportRoutes);
};
