import { type WalletNonce, paths } from '@tandem/contracts';
import { type Hex, keccak256, toHex } from 'viem';
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { type SiweMessage, createSiweMessage } from 'viem/siwe';
import type { TestApp } from '../../test/build-test-app';
import { call, okData } from '../../test/http';

/**
 * Helpers for the wallet login tests (not a test file itself): local accounts with fixed keys sign
 * real EIP-4361 messages, exactly as a wallet would.
 */

let accountSequence = 0;
/** A fresh wallet with a fixed key (the same sequence gives the same keys on every run). */
export function testWallet(label = 'wallet'): PrivateKeyAccount {
  accountSequence += 1;
  return privateKeyToAccount(keccak256(toHex(`tandem test ${label} ${accountSequence}`)));
}

export async function loginNonce(t: TestApp): Promise<WalletNonce> {
  const res = await call(t, 'POST', paths.auth.walletNonce);
  return okData(res) as WalletNonce;
}

export async function linkNonce(t: TestApp, token: string): Promise<WalletNonce> {
  const res = await call(t, 'POST', paths.member.walletLinkNonce, undefined, { token });
  return okData(res) as WalletNonce;
}

/** The message the web app would build from a nonce answer, with any field changed. */
export function siweMessage(account: PrivateKeyAccount, nonce: WalletNonce, overrides: Partial<SiweMessage> = {}) {
  return createSiweMessage({
    address: account.address,
    domain: nonce.domain,
    uri: nonce.uri,
    version: '1',
    chainId: 97,
    nonce: nonce.nonce,
    statement: nonce.statement,
    issuedAt: new Date(nonce.issued_at),
    expirationTime: new Date(nonce.expiration_time),
    ...overrides,
  });
}

export async function signed(
  account: PrivateKeyAccount,
  message: string,
): Promise<{ message: string; signature: Hex }> {
  return { message, signature: await account.signMessage({ message }) };
}

/** A walletLogin body for `account`, signed by it, with a fresh nonce. */
export async function walletLoginBody(
  t: TestApp,
  account: PrivateKeyAccount,
  options: { ref_address?: string | null; jid?: string | null; message?: Partial<SiweMessage> } = {},
) {
  const nonce = await loginNonce(t);
  return {
    wallet_address: account.address,
    ref_address: options.ref_address === undefined ? 'root' : options.ref_address,
    jid: options.jid ?? null,
    ...(await signed(account, siweMessage(account, nonce, options.message))),
  };
}

export function walletLogin(t: TestApp, body: unknown) {
  return call(t, 'POST', paths.auth.walletLogin, body);
}

/** Logs `account` in (creating its member under root the first time) and returns the answer's data. */
export async function loggedInWallet(t: TestApp, account: PrivateKeyAccount, ref: string | null = 'root') {
  const res = await walletLogin(t, await walletLoginBody(t, account, { ref_address: ref }));
  return okData(res) as {
    token: string;
    user: {
      id: string;
      username: string;
      address: string;
      needs_username: boolean;
      needs_sec_password: boolean;
      created: boolean;
    };
  };
}

export async function countRows(t: TestApp, table: 'member_sessions' | 'members' | 'wallet_nonces') {
  const row = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
