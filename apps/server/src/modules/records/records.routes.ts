import {
  type FinanceReport,
  type WalletRecord,
  financeReportQuery,
  recordPaths,
  walletNames,
  walletRecordQuery,
} from '@tandem/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok, pageOf } from '../../lib/envelope';
import { errorResponses, memberDocs, memberRouteErrors } from '../../lib/route-docs';
import { currentMember } from '../../plugins/member-auth';
import { findWalletRecords, getFinanceReport } from './records.service';

const money = z.string().describe('decimal string with six places, e.g. "12.000000"');
const walletName = z.enum([...walletNames, 'withdrawal_hold', 'stake_lock'] as const);

const walletRecordSchema = z.object({
  id: z.string(),
  wallet: z.enum(walletNames),
  type: z.string().describe('journal type: transfer, swap, deposit, ...'),
  amount: money.describe('signed: negative when money left the wallet'),
  previous_balance: money,
  current_balance: money,
  remark: z.string().nullable(),
  status: z.literal('completed'),
  created_at: z.string(),
}) satisfies z.ZodType<WalletRecord>;

const financeReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  time_zone: z.string(),
  lines: z.array(
    z.object({
      type: z.string(),
      wallet: walletName,
      count: z.number(),
      total_in: money,
      total_out: money,
      net: money,
    }),
  ),
}) satisfies z.ZodType<FinanceReport>;

const docs = memberDocs('records');

export const recordsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireMember);

  app.get(
    recordPaths.walletRecord,
    {
      schema: {
        ...docs('Every movement on one wallet with the balance before and after, newest first'),
        querystring: walletRecordQuery,
        response: { 200: envelopeOf(pageOf(walletRecordSchema)), ...errorResponses(...memberRouteErrors) },
      },
    },
    async (request) => ok(await findWalletRecords(app.deps, currentMember(request).id, request.query)),
  );

  app.get(
    recordPaths.financeReport,
    {
      schema: {
        ...docs(
          "The member's totals in and out per type and wallet",
          'from/to are business dates (YYYY-MM-DD, inclusive) in BUSINESS_TZ; default the last 30 days; at most 366 days.',
        ),
        querystring: financeReportQuery,
        response: { 200: envelopeOf(financeReportSchema), ...errorResponses(...memberRouteErrors) },
      },
    },
    async (request) => ok(await getFinanceReport(app.deps, currentMember(request).id, request.query)),
  );
};
