import {
  adminChainDepositRowSchema,
  chainDepositAssignInput,
  chainDepositFinancePaths,
  chainDepositPaths,
  chainDepositQueueQuery,
  chainDepositRecordQuery,
  chainDepositRecordSchema,
  chainDepositSubmitInput,
  reasonInput,
  page,
} from '@tandem/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../lib/envelope';
import { memberDocs, memberErrors } from '../../lib/route-docs';
import { perMinute } from '../../lib/route-limits';
import { currentMember } from '../../plugins/member-auth';
import { staffRoutes } from '../../plugins/staff-routes';
import {
  assignChainDeposit,
  dismissChainDeposit,
  findChainDepositQueuePage,
  findChainDepositRecords,
  submitChainDeposit,
} from './chain-deposits.service';
import type { DepositSource } from './chain-reader';

const docs = memberDocs('wallet: chain deposits');

/** The member's side of deposits read from the chain (docs/decisions/008-chain-deposits.md). */
export const chainDepositMemberRoutes: FastifyPluginAsyncZod<{ source: () => Promise<DepositSource | null> }> = async (
  app,
  { source },
) => {
  app.addHook('onRequest', app.requireMember);

  app.post(
    chainDepositPaths.submit,
    {
      config: { rateLimit: perMinute(10) },
      schema: {
        ...docs(
          'Point the server at a BEP-20 transfer to the platform (tx hash)',
          'The server reads the receipt: each token transfer to a platform deposit address is recorded as seen ' +
            'and credited once final, to the member whose linked wallet sent it (else the finance desk decides). ' +
            'CHAIN_NOT_CONFIGURED without a chain; CHAIN_TX_NOT_FOUND; CHAIN_TX_NO_DEPOSIT; CHAIN_UNAVAILABLE.',
        ),
        body: chainDepositSubmitInput,
        response: { 200: envelopeOf(z.array(chainDepositRecordSchema)), ...memberErrors(422) },
      },
    },
    async (request) =>
      ok(await submitChainDeposit(app.deps, await source(), currentMember(request).id, request.body.tx_hash)),
  );

  app.get(
    chainDepositPaths.record,
    {
      schema: {
        ...docs("The member's deposits read from the chain (seen, credited, …), newest first"),
        querystring: chainDepositRecordQuery,
        response: { 200: envelopeOf(page(chainDepositRecordSchema)), ...memberErrors() },
      },
    },
    async (request) => ok(await findChainDepositRecords(app.deps, currentMember(request).id, request.query.page)),
  );
};

/** The finance desk's queue of chain transfers no member's wallet sent. */
export const chainDepositFinanceRoutes = staffRoutes(
  'admin: finance chain deposits',
  'finance.deposits',
  (staff, app) => {
    staff.read(chainDepositFinancePaths.queue, 'Chain deposits by status (unmatched by default), oldest first', {
      query: chainDepositQueueQuery,
      response: page(adminChainDepositRowSchema),
      run: (query) => findChainDepositQueuePage(app.deps, query.status, query.page),
    });

    staff.action(
      '/api/admin/finance/chain-deposits/:id/assign',
      'Credit an unmatched chain deposit to a member (by username), once; decided: STATE_CHANGED. Audited.',
      {
        body: chainDepositAssignInput,
        response: chainDepositRecordSchema,
        run: (id, body, actor) => assignChainDeposit(app.deps, id, body.username, actor),
      },
    );

    staff.action(
      '/api/admin/finance/chain-deposits/:id/dismiss',
      'Dismiss an unmatched chain deposit with a reason (never credited); decided: STATE_CHANGED. Audited.',
      {
        body: reasonInput,
        response: chainDepositRecordSchema,
        run: (id, body, actor) => dismissChainDeposit(app.deps, id, body.reason, actor),
      },
    );
  },
);
