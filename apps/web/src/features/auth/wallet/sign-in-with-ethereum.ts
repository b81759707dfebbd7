import type { WalletNonce } from '@tandem/contracts';
import type { Address } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import { type Connector, type CreateConnectorFn } from 'wagmi';
import { connect, getConnection, signMessage, switchChain } from 'wagmi/actions';
import { bsc } from 'wagmi/chains';
import { walletConfig } from './wagmi-config';

/** The wallet answered without an address (locked, or no account chosen): the login-failed dialog. */
export class NoWalletAddressError extends Error {
  constructor() {
    super('The wallet gave no address');
    this.name = 'NoWalletAddressError';
  }
}

/**
 * WalletConnect's relay did not answer (no internet, or the relay is down): nothing was asked of the
 * member yet, so this is said at once rather than left spinning (walletconnect-connector.ts).
 */
export class WalletConnectUnreachableError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('The WalletConnect relay did not answer', options);
    this.name = 'WalletConnectUnreachableError';
  }
}

/**
 * What the member picked: an announced wallet, a connector to create (the browser's injected one), or
 * one still loading (WalletConnect's, imported only when picked).
 */
export type WalletChoice = Connector | CreateConnectorFn | Promise<CreateConnectorFn>;

/** Connects the picked wallet (or reuses its connection) and answers the account and chain it is on. */
export async function connectWallet(choice: WalletChoice) {
  const connector = await choice;
  const current = getConnection(walletConfig);
  // The browser's injected wallet (created on the pick) or the same announced one: its connection is
  // reused. WalletConnect (a choice still loading) connects anew, whatever wallet is connected now.
  const isConnectedWallet =
    typeof choice === 'function' || (typeof connector !== 'function' && current.connector?.uid === connector.uid);
  if (current.status === 'connected' && isConnectedWallet) {
    return { address: current.address, chainId: current.chainId };
  }
  const result = await connect(walletConfig, { connector });
  const address = result.accounts[0];
  if (!address) throw new NoWalletAddressError();
  return { address, chainId: result.chainId };
}

/**
 * Has the wallet sign the EIP-4361 message the server asked for (the nonce answer gives domain, URI,
 * statement and times). A wallet on a chain the server does not accept is asked to switch to BSC.
 */
export async function signSiweMessage(nonce: WalletNonce, address: Address, walletChainId: number) {
  let chainId = walletChainId;
  if (!nonce.chain_ids.includes(chainId)) {
    // wagmi adds the chain to the wallet itself when the wallet does not know it (error 4902).
    chainId = (await switchChain(walletConfig, { chainId: bsc.id })).id;
  }
  const message = createSiweMessage({
    address,
    chainId,
    domain: nonce.domain,
    uri: nonce.uri,
    version: nonce.version,
    nonce: nonce.nonce,
    statement: nonce.statement,
    issuedAt: new Date(nonce.issued_at),
    expirationTime: new Date(nonce.expiration_time),
  });
  const signature = await signMessage(walletConfig, { account: address, message });
  return { message, signature };
}

/**
 * Connects the chosen wallet, then has it sign the nonce `askNonce` fetches from the server (asked only
 * once the wallet has answered): the wallet's address and the signed message.
 */
export async function signInWithWallet(choice: WalletChoice, askNonce: () => Promise<WalletNonce>) {
  const { address, chainId } = await connectWallet(choice);
  const nonce = await askNonce();
  return { address, signed: await signSiweMessage(nonce, address, chainId) };
}

/** The member cancelled in the wallet (EIP-1193 code 4001): not an error worth a red notice. */
export function isUserRejection(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === 4001 || (e as { name?: unknown }).name === 'UserRejectedRequestError') {
      return true;
    }
  }
  return false;
}
