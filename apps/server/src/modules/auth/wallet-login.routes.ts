import {
  linkWalletInput,
  linkedWalletSchema,
  paths,
  unlinkWalletInput,
  walletLoginInput,
  walletLoginResultSchema,
  walletNonceSchema,
} from '@tandem/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '../../lib/envelope';
import { currentMember } from '../../plugins/member-auth';
import { auditActorOf } from '../../plugins/staff-auth';
import { errorResponses, memberRouteErrors, memberSecurity } from '../../lib/route-docs';
import { requestContext } from '../../lib/request-context';
import { issueLinkNonce, linkWallet, unlinkWallet } from './wallet-link.service';
import { issueWalletNonce, walletLogin } from './wallet-login.service';
import { verifySecondaryPassword } from '../member/secondary-password.service';

const SIWE_REFUSALS =
  'Refusals: WALLET_MESSAGE_INVALID (not an EIP-4361 message as written by the standard), WALLET_WRONG_DOMAIN, ' +
  'WALLET_WRONG_URI (both must be the public origin), WALLET_WRONG_CHAIN (data.chain_ids), ' +
  'WALLET_MESSAGE_NOT_YET_VALID, WALLET_MESSAGE_EXPIRED (Issued At older than 10 minutes, Expiration Time ' +
  'passed, or the nonce expired), WALLET_SIGNATURE_INVALID (altered message or another signer), ' +
  'WALLET_NONCE_INVALID (unknown or already used), CHAIN_UNAVAILABLE (a contract wallet and the chain did not answer).';

/** Per-IP limits: nonces cost a row each, logins a signature check. */
const perIpLimits = {
  nonce: { max: 30, timeWindow: '1 minute' },
  walletLogin: { max: 20, timeWindow: '1 minute' },
  link: { max: 20, timeWindow: '1 minute' },
};

/** Sign-In with Ethereum: the nonce, walletLogin, and linking a wallet to a password account. */
export const walletLoginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    paths.auth.walletNonce,
    {
      config: { rateLimit: perIpLimits.nonce },
      schema: {
        tags: ['auth'],
        summary: 'A single-use nonce for the Sign-In with Ethereum message walletLogin takes',
        description:
          'Good for 10 minutes, once. The message to sign (EIP-4361) names domain, uri, a chain id of chain_ids, ' +
          'this nonce, issued_at and expiration_time as given here.',
        response: { 200: envelopeOf(walletNonceSchema), ...errorResponses(429, 503) },
      },
    },
    async () => ok(await issueWalletNonce(app.deps, 'login', null)),
  );

  app.post(
    paths.auth.walletLogin,
    {
      config: { rateLimit: perIpLimits.walletLogin },
      schema: {
        tags: ['auth'],
        summary: 'Log in with a wallet: a signed Sign-In with Ethereum message',
        description:
          'The message must name wallet_address (else WALLET_ADDRESS_MISMATCH) and a nonce from walletNonce, ' +
          'spent by this call. A wallet seen for the first time creates its member: sponsor ref_address (a ' +
          'username or a linked wallet; required then: INCORRECT_SPONSOR), placement jid (default the sponsor, ' +
          'Incorrect_Referral_Code), username = the address until bindUsername. A wallet unlinked from another ' +
          `account: WALLET_IN_USE. Frozen: userFreezed. ${SIWE_REFUSALS}`,
        body: walletLoginInput,
        response: { 200: envelopeOf(walletLoginResultSchema), ...errorResponses(400, 403, 409, 422, 429, 503) },
      },
    },
    async (request) => ok(await walletLogin(app.deps, request.body, requestContext(request))),
  );

  app.post(
    paths.member.walletLinkNonce,
    {
      onRequest: app.requireMember,
      config: { rateLimit: perIpLimits.nonce },
      schema: {
        tags: ['member'],
        summary: 'A single-use nonce for linking a wallet to this account',
        security: memberSecurity,
        response: { 200: envelopeOf(walletNonceSchema), ...errorResponses(...memberRouteErrors) },
      },
    },
    async (request) => ok(await issueLinkNonce(app.deps, currentMember(request).id)),
  );

  app.post(
    paths.member.linkWallet,
    {
      onRequest: app.requireMember,
      config: { rateLimit: perIpLimits.link },
      schema: {
        tags: ['member'],
        summary: 'Link the wallet that signed the message (with a walletLinkNonce) to this account',
        description:
          'One wallet per account: WALLET_ALREADY_LINKED (the same wallet again succeeds). A wallet that is or ' +
          `was linked to another account: WALLET_IN_USE. Audited. ${SIWE_REFUSALS}`,
        security: memberSecurity,
        body: linkWalletInput,
        response: { 200: envelopeOf(linkedWalletSchema), ...errorResponses(...memberRouteErrors, 409, 422) },
      },
    },
    async (request) => ok(await linkWallet(app.deps, currentMember(request).id, request.body, auditActorOf(request))),
  );

  app.post(
    paths.member.unlinkWallet,
    {
      onRequest: app.requireMember,
      config: { rateLimit: perIpLimits.link },
      schema: {
        tags: ['member'],
        summary: "Unlink the account's wallet (needs the secondary password)",
        description:
          'None linked: WALLET_NOT_LINKED. An account with no password (created by wallet login): ' +
          'WALLET_ONLY_LOGIN. INCORRECT_SEC_PASSWORD, SEC_PASSWORD_NOT_SET, ACCOUNT_LOCKED (429). The wallet ' +
          'stays this account’s: it can be linked back here, never to another account. Audited.',
        security: memberSecurity,
        body: unlinkWalletInput,
        response: { 200: envelopeOf(linkedWalletSchema), ...errorResponses(...memberRouteErrors, 409, 422) },
      },
    },
    async (request) => {
      const memberId = currentMember(request).id;
      // The secondary password is the member module's (a higher tier than auth): composed here, at the route.
      const checkSecPassword = () => verifySecondaryPassword(app.deps, memberId, request.body.sec_password);
      return ok(await unlinkWallet(app.deps, memberId, checkSecPassword, auditActorOf(request)));
    },
  );
};
