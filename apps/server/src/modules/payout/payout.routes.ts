import { bankInfoSchema, moneyDeskPaths, updateAddressInput, userBankInput } from '@tandem/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '../../lib/envelope';
import { memberDocs, memberErrors } from '../../lib/route-docs';
import { currentMember } from '../../plugins/member-auth';
import { bindAddress, bindBank, getBankInfo } from './payout.service';

const docs = memberDocs('member: payout');
const bindLimit = { max: 20, timeWindow: '1 minute' };

/** Where withdrawals go: the member's bank details and one BEP-20 address. */
export const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireMember);

  app.get(
    moneyDeskPaths.bankInfo,
    {
      schema: {
        ...docs("The member's bank details and BEP-20 payout address (null when unbound)"),
        response: { 200: envelopeOf(bankInfoSchema), ...memberErrors() },
      },
    },
    async (request) => ok(await getBankInfo(app.deps, currentMember(request).id)),
  );

  app.post(
    moneyDeskPaths.userBank,
    {
      config: { rateLimit: bindLimit },
      schema: {
        ...docs(
          'Bind or replace the bank details for cash withdrawals',
          "The account holder must equal the member's full name (case and spacing ignored): BANK_HOLDER_MISMATCH; " +
            'no full name on the profile yet: KYC_FULLNAME_REQUIRED. Needs the secondary password: ' +
            'INCORRECT_SEC_PASSWORD, SEC_PASSWORD_NOT_SET, ACCOUNT_LOCKED (429) after five wrong ones.',
        ),
        body: userBankInput,
        response: { 200: envelopeOf(bankInfoSchema), ...memberErrors(422) },
      },
    },
    async (request) => ok(await bindBank(app.deps, currentMember(request).id, request.body)),
  );

  app.post(
    moneyDeskPaths.updateAddress,
    {
      config: { rateLimit: bindLimit },
      schema: {
        ...docs(
          'Bind the BEP-20 withdrawal address (once per account)',
          'Must be 0x + 40 hex digits (IncorrectBEPaddress). Once bound it cannot change, and an address bound to ' +
            "any account cannot be bound to another ('Address binded'). Sending the bound address again succeeds. " +
            'Needs the secondary password: INCORRECT_SEC_PASSWORD, SEC_PASSWORD_NOT_SET, ACCOUNT_LOCKED (429).',
        ),
        body: updateAddressInput,
        response: { 200: envelopeOf(bankInfoSchema), ...memberErrors(409, 422) },
      },
    },
    async (request) => ok(await bindAddress(app.deps, currentMember(request).id, request.body)),
  );
};
