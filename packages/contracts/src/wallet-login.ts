import { z } from 'zod';
import { languages } from './languages';
import { BEP20_ADDRESS_PATTERN } from './money-desk';
import { currentPasswordField } from './fields';
import { loginResultSchema } from './api-types';

/**
 * Sign-In with Ethereum (EIP-4361): the nonce call hands out what the message must say, walletLogin
 * and linkWallet take the signed message. Decisions: docs/decisions/007-wallet-login.md.
 */

/** Longest SIWE message accepted: a message with a statement and a few resources fits many times over. */
export const SIWE_MESSAGE_MAX = 4_000;
/**
 * Longest signature, in hex characters: an EOA's is 132, an ERC-6492 one wraps a factory call and
 * the smart wallet's own signature, a few kilobytes at most.
 */
export const SIWE_SIGNATURE_MAX = 20_000;

const siweMessageField = z.string({ error: 'required' }).min(1, 'required').max(SIWE_MESSAGE_MAX, 'tooLong');
const signatureField = z
  .string({ error: 'required' })
  .min(1, 'required')
  .max(SIWE_SIGNATURE_MAX, 'tooLong')
  .regex(/^0x(?:[0-9a-fA-F]{2})+$/, 'invalid');
const walletAddressField = z.string({ error: 'required' }).trim().regex(BEP20_ADDRESS_PATTERN, 'invalid');
const optionalReference = z.string().trim().max(64, 'tooLong').optional().nullable();

/**
 * The spec's body {wallet_address, ref_address, jid} plus the signed message and its signature.
 * ref_address (a username or a linked wallet) and jid (placement, default the sponsor) matter only
 * when the wallet is new: its first login creates the member.
 */
export const walletLoginInput = z.object({
  wallet_address: walletAddressField,
  ref_address: optionalReference,
  jid: optionalReference,
  message: siweMessageField,
  signature: signatureField,
  lang: z.enum(languages).optional(),
});
export type WalletLoginInput = z.infer<typeof walletLoginInput>;

export const linkWalletInput = z.object({ message: siweMessageField, signature: signatureField });
export type LinkWalletInput = z.infer<typeof linkWalletInput>;

export const unlinkWalletInput = z.object({ sec_password: currentPasswordField });

/** What the message to sign must contain; the client fills these into createSiweMessage. */
export const walletNonceSchema = z.object({
  nonce: z.string(),
  domain: z.string(),
  uri: z.string(),
  version: z.literal('1'),
  statement: z.string(),
  /** Chain ids the server accepts in the message (56, 97 and a configured local chain). */
  chain_ids: z.array(z.number().int()),
  /** Server time: the client signs with these, so its own clock does not matter. */
  issued_at: z.string(),
  expiration_time: z.string(),
});
export type WalletNonce = z.infer<typeof walletNonceSchema>;

/** walletLogin's answer: the login result plus what the spec's redirects after login decide on. */
export const walletLoginResultSchema = loginResultSchema.extend({
  user: loginResultSchema.shape.user.extend({
    address: z.string(),
    /** The username is still the wallet address: go to /web/bindUsername. */
    needs_username: z.boolean(),
    /** No secondary password yet: go to /web/set-sec-password. */
    needs_sec_password: z.boolean(),
    /** This login created the member. */
    created: z.boolean(),
  }),
});
export type WalletLoginResult = z.infer<typeof walletLoginResultSchema>;

export const linkedWalletSchema = z.object({ address: z.string().nullable() });
export type LinkedWallet = z.infer<typeof linkedWalletSchema>;
