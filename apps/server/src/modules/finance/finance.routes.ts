import {
  adminDepositRowSchema,
  adminWithdrawalRowSchema,
  depositApproveInput,
  depositRecordSchema,
  financePaths,
  financeQueueQuery,
  financeReasonInput,
  liabilityReportSchema,
  memberStatementQuery,
  memberWalletViewSchema,
  page,
  withdrawalPaidInput,
  withdrawalRecordSchema,
} from '@tandem/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { envelopeOf, ok } from '../../lib/envelope';
import { sendPrivateImage } from '../../lib/private-image';
import { staffErrors, staffSecurity } from '../../lib/route-docs';
import { idParam } from '../../lib/route-params';
import { auditActorOf, requireStaff } from '../../plugins/staff-auth';
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
  const doc = (tag: string, summary: string) => ({ tags: [`admin: finance ${tag}`], summary, security: staffSecurity });

  app.get(
    '/api/admin/finance/deposits',
    {
      onRequest: depositGuard,
      schema: {
        ...doc('deposits', 'Deposits by status: pending oldest first (with age), decided ones latest first'),
        querystring: financeQueueQuery,
        response: { 200: envelopeOf(page(adminDepositRowSchema)), ...staffErrors },
      },
    },
    async (request) => {
      const { status, page } = request.query;
      if (status !== 'pending' && status !== 'approved' && status !== 'rejected') {
        throw AppError.fields({ status: 'invalid' });
      }
      return ok(await findDepositQueuePage(app.deps, status, page));
    },
  );

  app.get(
    financePaths.depositScreenshot.route,
    {
      onRequest: depositGuard,
      schema: {
        ...doc('deposits', 'The transfer screenshot of a fiat deposit'),
        params: idParam,
        response: staffErrors,
      },
    },
    async (request, reply) => sendPrivateImage(reply, await getDepositScreenshot(app.deps, BigInt(request.params.id))),
  );

  app.post(
    financePaths.depositApprove.route,
    {
      onRequest: depositGuard,
      schema: {
        ...doc(
          'deposits',
          'Approve a pending deposit: point1 is credited once (credited_amount overrides the stated amount); ' +
            'already decided: STATE_CHANGED. Audited.',
        ),
        params: idParam,
        body: depositApproveInput.optional(),
        response: { 200: envelopeOf(depositRecordSchema), ...staffErrors },
      },
    },
    async (request) =>
      ok(
        await approveDeposit(app.deps, BigInt(request.params.id), request.body?.credited_amount, auditActorOf(request)),
      ),
  );

  app.post(
    financePaths.depositReject.route,
    {
      onRequest: depositGuard,
      schema: {
        ...doc('deposits', 'Reject a pending deposit with a reason the member sees; audited'),
        params: idParam,
        body: financeReasonInput,
        response: { 200: envelopeOf(depositRecordSchema), ...staffErrors },
      },
    },
    async (request) =>
      ok(await rejectDeposit(app.deps, BigInt(request.params.id), request.body.reason, auditActorOf(request))),
  );

  app.get(
    '/api/admin/finance/withdrawals',
    {
      onRequest: withdrawalGuard,
      schema: {
        ...doc('withdrawals', 'Withdrawals by status: pending oldest first (with age), others latest first'),
        querystring: financeQueueQuery,
        response: { 200: envelopeOf(page(adminWithdrawalRowSchema)), ...staffErrors },
      },
    },
    async (request) => ok(await findWithdrawalQueuePage(app.deps, request.query.status, request.query.page)),
  );

  app.post(
    financePaths.withdrawalApprove.route,
    {
      onRequest: withdrawalGuard,
      schema: {
        ...doc('withdrawals', 'Approve a pending withdrawal (hold → treasury + fee revenue); STATE_CHANGED if decided'),
        params: idParam,
        body: z.object({}).optional(),
        response: { 200: envelopeOf(withdrawalRecordSchema), ...staffErrors },
      },
    },
    async (request) => ok(await approveWithdrawal(app.deps, BigInt(request.params.id), auditActorOf(request))),
  );

  app.post(
    financePaths.withdrawalReject.route,
    {
      onRequest: withdrawalGuard,
      schema: {
        ...doc('withdrawals', 'Reject a pending withdrawal with a reason; amount + fee return to its wallet'),
        params: idParam,
        body: financeReasonInput,
        response: { 200: envelopeOf(withdrawalRecordSchema), ...staffErrors },
      },
    },
    async (request) =>
      ok(await rejectWithdrawal(app.deps, BigInt(request.params.id), request.body.reason, auditActorOf(request))),
  );

  app.post(
    financePaths.withdrawalPaid.route,
    {
      onRequest: withdrawalGuard,
      schema: {
        ...doc('withdrawals', 'Mark an approved withdrawal paid with the tx hash or bank reference; audited'),
        params: idParam,
        body: withdrawalPaidInput,
        response: { 200: envelopeOf(withdrawalRecordSchema), ...staffErrors },
      },
    },
    async (request) =>
      ok(await markWithdrawalPaid(app.deps, BigInt(request.params.id), request.body.reference, auditActorOf(request))),
  );

  app.get(
    financePaths.memberWallet.route,
    {
      onRequest: reportGuard,
      schema: {
        ...doc('reports', "A member's balances (wallets and holds) and statement, newest first"),
        params: idParam,
        querystring: memberStatementQuery,
        response: { 200: envelopeOf(memberWalletViewSchema), ...staffErrors },
      },
    },
    async (request) => ok(await getMemberWalletView(app.deps, BigInt(request.params.id), request.query.page)),
  );

  app.get(
    '/api/admin/finance/liabilities',
    {
      onRequest: reportGuard,
      schema: {
        ...doc('reports', 'What the platform owes members per wallet and hold, against treasury inflows and outflows'),
        response: { 200: envelopeOf(liabilityReportSchema), ...staffErrors },
      },
    },
    async () => ok(await getLiabilityReport(app.deps)),
  );
};
