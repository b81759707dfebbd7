import {
  financeReportQuery,
  financeReportSchema,
  page,
  recordPaths,
  walletRecordQuery,
  walletRecordSchema,
} from '@tandem/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '../../lib/envelope';
import { errorResponses, memberDocs, memberRouteErrors } from '../../lib/route-docs';
import { currentMember } from '../../plugins/member-auth';
import { findWalletRecords, getFinanceReport } from './records.service';

const docs = memberDocs('records');

export const recordsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireMember);

  app.get(
    recordPaths.walletRecord,
    {
      schema: {
        ...docs('Every movement on one wallet with the balance before and after, newest first'),
        querystring: walletRecordQuery,
        response: { 200: envelopeOf(page(walletRecordSchema)), ...errorResponses(...memberRouteErrors) },
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
