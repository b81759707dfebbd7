import { moneyDeskPaths } from '@tandem/contracts';
import { ANVIL_ACCOUNTS, type Anvil, startAnvil } from '@tandem/chain/anvil';
import { localChain, testTokenAbi } from '@tandem/chain';
import { type ChainClients, clientsFor, deployTo, tokens } from '@tandem/chain/deploy';
import { type Address, type Hex, createTestClient, http, type TestClient } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { expect } from 'vitest';
import { findMemberBalances } from '../../ledger/balances';
import { type TestApp, buildTestApp } from '../../test/build-test-app';
import { okData, postKeyed } from '../../test/http';
import { loggedInWallet } from '../auth/wallet-login.testing';
import { scanDeposits } from './chain-deposits.service';
import { type DepositSource, openDepositSource } from './chain-reader';

/** The platform's deposit address in these tests: anvil account #4 (nobody's member wallet). */
export const DEPOSIT_ADDRESS = ANVIL_ACCOUNTS[4].address;

export interface DepositChain {
  anvil: Anvil;
  test: TestClient<'anvil'>;
  token: Address;
  /** Clients signing as ANVIL_ACCOUNTS[i]; [0] owns the token. */
  accounts: ChainClients[];
  t: TestApp;
  source: DepositSource;
  /** The member whose wallet is account 1 (wallet login linked it); account 2's wallet is nobody's. */
  member: { id: bigint; token: string };
  close(): Promise<void>;
}

/**
 * anvil with BSC's fast finality (`--slots-in-an-epoch 1`: block n is `finalized` at n+2), a test
 * token minted to accounts 1–3, the app configured to watch transfers to DEPOSIT_ADDRESS, and account 1
 * logged in as a member.
 */
export async function startDepositChain(env: Record<string, string> = {}): Promise<DepositChain> {
  const anvil = await startAnvil({ args: ['--slots-in-an-epoch', '1'] });
  const chain = localChain(anvil.rpcUrl);
  const deployment = await deployTo(anvil.rpcUrl, ANVIL_ACCOUNTS[0].privateKey);
  const accounts = ANVIL_ACCOUNTS.map((a) => clientsFor(anvil.rpcUrl, a.privateKey, chain));
  for (const holder of [1, 2, 3]) {
    const hash = await accounts[0]!.walletClient.writeContract({
      address: deployment.token,
      abi: testTokenAbi,
      functionName: 'mint',
      args: [ANVIL_ACCOUNTS[holder]!.address, tokens(1_000_000)],
    });
    await accounts[0]!.publicClient.waitForTransactionReceipt({ hash });
  }
  const t = await buildTestApp({
    env: {
      CHAIN_RPC_URL: anvil.rpcUrl,
      CHAIN_ID: '97',
      TOKEN_CONTRACT: deployment.token,
      DEPOSIT_ADDRESS,
      CHAIN_DEPOSITS_FROM_BLOCK: String(deployment.blockNumber),
      RATE_LIMIT_MAX: '100000',
      ...env,
    },
  });
  const source = await openDepositSource(t.app.deps.config);
  if (!source) throw new Error('the chain is configured: a deposit source must open');
  const login = await loggedInWallet(t, anvilAccount(1));
  return {
    member: { id: BigInt(login.user.id), token: login.token },
    anvil,
    test: createTestClient({ mode: 'anvil', chain, transport: http(anvil.rpcUrl) }),
    token: deployment.token,
    accounts,
    t,
    source,
    async close() {
      await t.close();
      await anvil.stop();
    },
  };
}

/** `holder` (an ANVIL_ACCOUNTS index) sends `amount` tokens (a decimal string) to `to`; returns the tx hash. */
export async function sendTokens(c: DepositChain, holder: number, amount: string, to: Address = DEPOSIT_ADDRESS) {
  const hash = await c.accounts[holder]!.walletClient.writeContract({
    address: c.token,
    abi: testTokenAbi,
    functionName: 'transfer',
    args: [to, tokens(amount)],
  });
  const receipt = await c.accounts[holder]!.publicClient.waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe('success');
  return hash.toLowerCase() as Hex;
}

/** Mines `blocks` empty blocks: with one slot per epoch, two make the block before them final. */
export function mine(c: DepositChain, blocks = 2) {
  return c.test.mine({ blocks });
}

export function scan(c: DepositChain) {
  return scanDeposits(c.t.app.deps, c.source);
}

/** The member's point1 balance. */
export async function point1Of(c: DepositChain, memberId: bigint) {
  return (await findMemberBalances(c.t.db, memberId)).point1;
}

export function anvilAccount(index: number) {
  return privateKeyToAccount(ANVIL_ACCOUNTS[index]!.privateKey);
}

export async function chainDepositRows(c: DepositChain, txHash: string) {
  return c.t.db.selectFrom('chain_deposits').selectAll().where('tx_hash', '=', txHash).orderBy('log_index').execute();
}

/**
 * The older manual path: the member claims a BEP-20 USDT deposit by its tx hash for staff to approve;
 * answers the pending deposit's id.
 */
export async function claimManualDeposit(c: DepositChain, token: string, txHash: string, amount: string) {
  const res = await postKeyed(c.t, moneyDeskPaths.deposit, token, { network: 'BEP20_USDT', amount, tx_hash: txHash });
  return okData(res).id as string;
}

/** The notices a member was sent, oldest first. */
export function noticesOf(c: DepositChain, memberId: bigint) {
  return c.t.db
    .selectFrom('notifications')
    .select(['kind', 'params'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
}
