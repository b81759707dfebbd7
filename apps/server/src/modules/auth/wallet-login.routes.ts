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
import { publicDocs } from '../../lib/route-docs';
import { perMinute } from '../../lib/route-limits';
import { memberAction, memberPlugin } from '../../plugins/member-route';
import { publicCall } from '../../plugins/public-route';
import { auditActorOf } from '../../plugins/staff-auth';
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
  nonce: perMinute(30),
  walletLogin: perMinute(20),
  link: perMinute(20),
};

/** Linking a wallet to the signed-in member's account. */
const walletLinkRoutes = memberPlugin('member', async (app, docs) => {
  memberAction(app, {
    url: paths.member.walletLinkNonce,
    rateLimit: perIpLimits.nonce,
    docs: docs('A single-use nonce for linking a wallet to this account'),
    response: walletNonceSchema,
    run: (member) => issueLinkNonce(app.deps, member.id),
  });

  memberAction(app, {
    url: paths.member.linkWallet,
    rateLimit: perIpLimits.link,
    docs: docs(
      'Link the wallet that signed the message (with a walletLinkNonce) to this account',
      'One wallet per account: WALLET_ALREADY_LINKED (the same wallet again succeeds). A wallet that is or ' +
        `was linked to another account: WALLET_IN_USE. Audited. ${SIWE_REFUSALS}`,
    ),
    body: linkWalletInput,
    response: linkedWalletSchema,
    errors: [409, 422],
    run: (member, body, request) => linkWallet(app.deps, member.id, body, auditActorOf(request)),
  });

  memberAction(app, {
    url: paths.member.unlinkWallet,
    rateLimit: perIpLimits.link,
    docs: docs(
      "Unlink the account's wallet (needs the secondary password)",
      'None linked: WALLET_NOT_LINKED. An account with no password (created by wallet login): ' +
        'WALLET_ONLY_LOGIN. INCORRECT_SEC_PASSWORD, SEC_PASSWORD_NOT_SET, ACCOUNT_LOCKED (429). The wallet ' +
        'stays this account’s: it can be linked back here, never to another account. Audited.',
    ),
    body: unlinkWalletInput,
    response: linkedWalletSchema,
    errors: [409, 422],
    run: (member, body, request) => {
      // The secondary password is the member module's (a higher tier than auth): composed here, at the route.
      const checkSecPassword = () => verifySecondaryPassword(app.deps, member.id, body.sec_password);
      return unlinkWallet(app.deps, member.id, checkSecPassword, auditActorOf(request));
    },
  });
});

/** Sign-In with Ethereum: the nonce, walletLogin, and linking a wallet to a password account. */
export const walletLoginRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = publicDocs('auth');

  publicCall(app, {
    method: 'POST',
    url: paths.auth.walletNonce,
    rateLimit: perIpLimits.nonce,
    docs: docs(
      'A single-use nonce for the Sign-In with Ethereum message walletLogin takes',
      'Good for 10 minutes, once. The message to sign (EIP-4361) names domain, uri, a chain id of chain_ids, ' +
        'this nonce, issued_at and expiration_time as given here.',
    ),
    response: walletNonceSchema,
    errors: [429, 503],
    run: () => issueWalletNonce(app.deps, 'login', null),
  });

  publicCall(app, {
    method: 'POST',
    url: paths.auth.walletLogin,
    rateLimit: perIpLimits.walletLogin,
    docs: docs(
      'Log in with a wallet: a signed Sign-In with Ethereum message',
      'The message must name wallet_address (else WALLET_ADDRESS_MISMATCH) and a nonce from walletNonce, ' +
        'spent by this call. A wallet seen for the first time creates its member: sponsor ref_address (a ' +
        'username or a linked wallet; required then: INCORRECT_SPONSOR), placement jid (default the sponsor, ' +
        'Incorrect_Referral_Code), username = the address until bindUsername. A wallet unlinked from another ' +
        `account: WALLET_IN_USE. Frozen: userFreezed. ${SIWE_REFUSALS}`,
    ),
    input: walletLoginInput,
    response: walletLoginResultSchema,
    errors: [400, 403, 409, 422, 429, 503],
    run: (body, context) => walletLogin(app.deps, body, context),
  });

  await app.register(walletLinkRoutes);
};
