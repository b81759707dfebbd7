import {
  changeWalletInput,
  checkReceiverInput,
  page,
  receiverInfoSchema,
  swapResultSchema,
  transferRecordQuery,
  transferRecordSchema,
  transferResultSchema,
  walletInfoSchema,
  walletPaths,
  walletTransferInput,
} from '@tandem/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '../../lib/envelope';
import { idempotentAction } from '../../plugins/idempotent-action';
import { memberDocs, memberErrors } from '../../lib/route-docs';
import { currentMember } from '../../plugins/member-auth';
import { checkReceiver, findTransferRecords, getWallet, swap, transfer } from './wallet.service';

/** Per-IP limits on calls that reveal team members or check the secondary password. */
const perIpLimits = { max: 30, timeWindow: '1 minute' };

const docs = memberDocs('wallet');

/** Every route here needs a member session (plugins/member-auth.ts). */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireMember);

  app.get(
    walletPaths.getWallet,
    {
      schema: {
        ...docs('Balances of point1..point5, what each wallet can do, and deposit addresses'),
        response: { 200: envelopeOf(walletInfoSchema), ...memberErrors() },
      },
    },
    async (request) => ok(await getWallet(app.deps, currentMember(request).id)),
  );

  app.post(
    walletPaths.checkReceiver,
    {
      config: { rateLimit: perIpLimits },
      schema: {
        ...docs(
          'Check a transfer receiver',
          "The receiver must be in the caller's upline chain or downline subtree: otherwise RECEIVER_NOT_IN_TEAM " +
            '(also for a name nobody has, so names cannot be probed), TRANSFER_TO_SELF, or RECEIVER_FROZEN for a team member.',
        ),
        body: checkReceiverInput,
        response: { 200: envelopeOf(receiverInfoSchema), ...memberErrors(422) },
      },
    },
    async (request) => ok(await checkReceiver(app.deps, currentMember(request).id, request.body.username)),
  );

  idempotentAction(app, {
    url: walletPaths.walletTransfer,
    rateLimit: perIpLimits,
    docs: docs(
      'Transfer from the cash wallet (point1) to an upline or downline member',
      'Whole USDT, at least TRANSFER_MIN_AMOUNT (MIN_TRANSFER_AMOUNT); fee TRANSFER_FEE % on top; ' +
        'secondary password required. INSUFFICIAN_BALANCE when point1 cannot cover amount + fee. ' +
        'Send an Idempotency-Key so a retried request never moves money twice.',
    ),
    body: walletTransferInput,
    response: transferResultSchema,
    errors: [409, 422],
    run: (member, body, claim) => transfer(app.deps, member, body, claim),
  });

  app.get(
    walletPaths.transferRecord,
    {
      schema: {
        ...docs("Transfers in and out of the member's wallets, newest first"),
        querystring: transferRecordQuery,
        response: { 200: envelopeOf(page(transferRecordSchema)), ...memberErrors() },
      },
    },
    async (request) => ok(await findTransferRecords(app.deps, currentMember(request).id, request.query)),
  );

  idempotentAction(app, {
    url: walletPaths.changeWallet,
    rateLimit: perIpLimits,
    docs: docs(
      "Swap between the member's own wallets",
      'Allowed: point2 → point1 and point3 → point1 (SWAP_NOT_ALLOWED otherwise). Whole USDT; secondary ' +
        'password required; INSUFFICIAN_BALANCE when the source wallet cannot cover it. Accepts Idempotency-Key.',
    ),
    body: changeWalletInput,
    response: swapResultSchema,
    errors: [409, 422],
    run: (member, body, claim) => swap(app.deps, member.id, body, claim),
  });
};
