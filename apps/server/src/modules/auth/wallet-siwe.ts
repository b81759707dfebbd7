import { randomBytes } from 'node:crypto';
import { SUPPORTED_CHAIN_IDS } from '@tandem/chain';
import {
  type Address,
  type Hex,
  createPublicClient,
  getAddress,
  http,
  isAddressEqual,
  isErc6492Signature,
  verifyMessage,
} from 'viem';
import { createSiweMessage, parseSiweMessage } from 'viem/siwe';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';

/**
 * Sign-In with Ethereum (EIP-4361) checks, apart from the nonce (wallet-nonce.repository.ts spends it
 * in the transaction that logs in). viem parses and verifies, but its validateSiweMessage skips what
 * it is not given and never looks at the URI, the chain id or how old the message is: every rule
 * here is checked explicitly, each with its own catalogue code. Decisions: docs/decisions/007.
 */

/** A nonce is good for this long after it was handed out. */
export const NONCE_TTL_MS = 10 * 60_000;
/** A message whose Issued At is older than this is refused, whatever its Expiration Time says. */
export const ISSUED_AT_MAX_AGE_MS = 10 * 60_000;
/** How far ahead of the server's clock a client's Issued At / Not Before may be. */
export const CLOCK_SKEW_MS = 60_000;

export const SIWE_STATEMENTS = {
  login: 'Sign in to {product} with this wallet.',
  link: 'Link this wallet to my {product} account.',
} as const;

export interface SiweSettings {
  /** The public origin's host (with port): the message's domain. */
  domain: string;
  /** The public origin (scheme://host[:port]): the message's URI, with or without a trailing slash. */
  origin: string;
  scheme: string;
  chainIds: number[];
  /** When set, signatures an EOA did not make are checked on chain (EIP-1271 / EIP-6492). */
  rpcUrl: string | undefined;
  productName: string;
}

export function siweSettings(config: Config): SiweSettings {
  const url = new URL(config.publicUrl);
  const chainIds = new Set<number>(SUPPORTED_CHAIN_IDS);
  // The configured chain: 97 on anvil (already in), or another local chain id a developer runs.
  if (config.chain.chainId !== undefined) chainIds.add(config.chain.chainId);
  return {
    domain: url.host,
    origin: url.origin,
    scheme: url.protocol.replace(/:$/, ''),
    chainIds: [...chainIds].sort((a, b) => a - b),
    rpcUrl: config.chain.rpcUrl,
    productName: config.productName,
  };
}

/** A fresh nonce: 128 random bits as hex (viem's generateSiweNonce draws from Math.random). */
export function newSiweNonce(): string {
  return randomBytes(16).toString('hex');
}

export interface CheckedSiweMessage {
  address: Address;
  nonce: string;
  chainId: number;
}

/** Parses the message; anything that does not read back exactly as EIP-4361 writes it is WALLET_MESSAGE_INVALID. */
function parseStrict(message: string) {
  const parsed = parseSiweMessage(message);
  if (!parsed.address || !parsed.domain || !parsed.uri || !parsed.nonce || !parsed.chainId || !parsed.issuedAt) {
    throw new AppError('WALLET_MESSAGE_INVALID');
  }
  let canonical: string;
  try {
    canonical = createSiweMessage({
      ...parsed,
      address: parsed.address,
      chainId: parsed.chainId,
      domain: parsed.domain,
      nonce: parsed.nonce,
      uri: parsed.uri,
      version: '1',
    });
  } catch {
    throw new AppError('WALLET_MESSAGE_INVALID');
  }
  // The parser's patterns are not anchored at the end and tolerate extra lines; a message that does
  // not read back unchanged could show the signer one thing and tell us another.
  if (canonical !== message || parsed.version !== '1') throw new AppError('WALLET_MESSAGE_INVALID');
  return { ...parsed, address: parsed.address, issuedAt: parsed.issuedAt, nonce: parsed.nonce };
}

/**
 * Every check on the message's fields, in the order a member can act on: form, domain, URI, chain,
 * time, address. `expectedAddress` is walletLogin's wallet_address (absent when linking: the message
 * names the wallet).
 */
export function checkSiweMessage(
  message: string,
  settings: SiweSettings,
  now: Date,
  expectedAddress?: string,
): CheckedSiweMessage {
  const parsed = parseStrict(message);
  if (parsed.domain !== settings.domain || (parsed.scheme !== undefined && parsed.scheme !== settings.scheme)) {
    throw new AppError('WALLET_WRONG_DOMAIN');
  }
  if (parsed.uri !== settings.origin && parsed.uri !== `${settings.origin}/`) throw new AppError('WALLET_WRONG_URI');
  if (!settings.chainIds.includes(parsed.chainId!)) {
    throw new AppError('WALLET_WRONG_CHAIN', { chain_ids: settings.chainIds });
  }
  const nowMs = now.getTime();
  if (parsed.issuedAt.getTime() > nowMs + CLOCK_SKEW_MS) throw new AppError('WALLET_MESSAGE_NOT_YET_VALID');
  if (parsed.notBefore && parsed.notBefore.getTime() > nowMs + CLOCK_SKEW_MS) {
    throw new AppError('WALLET_MESSAGE_NOT_YET_VALID');
  }
  if (nowMs - parsed.issuedAt.getTime() > ISSUED_AT_MAX_AGE_MS) throw new AppError('WALLET_MESSAGE_EXPIRED');
  if (parsed.expirationTime && parsed.expirationTime.getTime() <= nowMs) throw new AppError('WALLET_MESSAGE_EXPIRED');
  if (expectedAddress !== undefined && !isAddressEqual(parsed.address, getAddress(expectedAddress.toLowerCase()))) {
    throw new AppError('WALLET_ADDRESS_MISMATCH');
  }
  return { address: getAddress(parsed.address), nonce: parsed.nonce, chainId: parsed.chainId! };
}

/**
 * True when `address` signed `message`. An ordinary wallet's (EOA) signature is recovered locally;
 * anything else, with a chain configured, goes to the chain: a deployed smart-contract wallet answers
 * EIP-1271, one not yet deployed signs with an EIP-6492 wrapper. Without a chain only EOAs can sign
 * in. The chain not answering is CHAIN_UNAVAILABLE, never a login.
 */
export async function isSignedBy(
  settings: SiweSettings,
  address: Address,
  message: string,
  signature: Hex,
): Promise<boolean> {
  try {
    if (await verifyMessage({ address, message, signature })) return true;
  } catch {
    // Not a 65-byte ECDSA signature (a contract wallet's can be anything): the chain decides.
  }
  if (!settings.rpcUrl) return false;
  // No chain definition: a named verifier or Multicall3 may not exist on a local chain; viem then
  // verifies with a deployless call, which works on every EVM chain.
  const client = createPublicClient({ transport: http(settings.rpcUrl, { retryCount: 1, timeout: 10_000 }) });
  try {
    // viem answers "not valid" when the chain cannot be reached, so ask for the code first: that
    // tells a chain that is down from a refusal, and an EOA (no code, no EIP-6492 wrapper) needs
    // nothing more, its local check above was final.
    const code = await client.getCode({ address });
    if (!code && !isErc6492Signature(signature)) return false;
    return await client.verifyMessage({ message, signature, address });
  } catch {
    throw new AppError('CHAIN_UNAVAILABLE');
  }
}

/** The statement the client puts in the message: informative only, the nonce's purpose is what counts. */
export function siweStatement(settings: SiweSettings, purpose: keyof typeof SIWE_STATEMENTS): string {
  return SIWE_STATEMENTS[purpose].replace('{product}', settings.productName);
}

/**
 * A signed SIWE message, checked: its fields (checkSiweMessage), then that its wallet signed it
 * (WALLET_SIGNATURE_INVALID). The nonce is the caller's to spend, in the transaction of what it proves.
 */
export async function verifySignedMessage(
  config: Config,
  signed: { message: string; signature: string },
  now: Date,
  expectedAddress?: string,
): Promise<CheckedSiweMessage> {
  const settings = siweSettings(config);
  const checked = checkSiweMessage(signed.message, settings, now, expectedAddress);
  if (!(await isSignedBy(settings, checked.address, signed.message, signed.signature as Hex))) {
    throw new AppError('WALLET_SIGNATURE_INVALID');
  }
  return checked;
}
