import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import { testTokenAbi } from '@tandem/chain';
import { ANVIL_ACCOUNTS } from '@tandem/chain/anvil';
import { localChain } from '@tandem/chain';
import { clientsFor, tokens } from '@tandem/chain/deploy';
import {
  type AdminChainDepositRow,
  type ChainDepositRecord,
  type NotificationPage,
  type Page as ListPage,
  type WalletInfo,
  chainDepositFinancePaths,
  chainDepositPaths,
  notificationPaths,
  walletPaths,
} from '@tandem/contracts';
import type { Page } from 'playwright-core';
import type { Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { call } from '../support/api';
import { baseUrl, screenshot, settled, useBrowser } from '../support/browser';
import { type E2eChain, chainRpc, e2eChain, mineToFinal } from '../support/chain';
import { text } from '../support/locales';
import { sessionToken } from '../support/member';
import { signInAdmin, staffDesk } from '../support/staff';
import { finishWalletSignUp, walletLogin, walletPhone } from '../support/test-wallet';

/**
 * BEP-20 deposits read from the chain (decision 008) in Chromium on the local anvil scripts/e2e.mjs
 * starts, with the watcher on: a member's linked wallet sends test USDT to the platform's deposit
 * address → the deposit records show it seen → once its block is final, credited, and point1 rose
 * exactly once (scripts/e2e.mjs runs the ledger audit on the run's database afterwards). A transfer
 * whose block anvil reverts is dropped, never credited. A transfer from nobody's wallet waits in the
 * back office's chain-deposit queue, and staff assign it to the member.
 */
const chain = e2eChain();
const depositAddress = process.env.E2E_DEPOSIT_ADDRESS as Hex | undefined;
/** Polls of the server in a wait (each a real answer, not a timer): the watcher scans every 500 ms. */
const POLL_MS = 250;
const WAIT_MS = 30_000;

/** A fresh wallet with gas and `amount` test USDT (minted by the token's owner, anvil account 0). */
async function fundedWallet(c: E2eChain, amount: number) {
  const key = generatePrivateKey();
  const address = privateKeyToAccount(key).address;
  await chainRpc(c.rpcUrl, 'anvil_setBalance', [address, '0x56BC75E2D63100000']);
  const owner = clientsFor(c.rpcUrl, ANVIL_ACCOUNTS[0]!.privateKey, localChain(c.rpcUrl));
  const hash = await owner.walletClient.writeContract({
    address: c.token,
    abi: testTokenAbi,
    functionName: 'mint',
    args: [address, tokens(amount)],
  });
  await owner.publicClient.waitForTransactionReceipt({ hash });
  return key;
}

/** What the member's wallet does outside the app: sends `amount` test USDT; answers the tx hash. */
async function sendTokens(c: E2eChain, key: Hex, amount: string, to: Hex = depositAddress!) {
  const { walletClient, publicClient } = clientsFor(c.rpcUrl, key, localChain(c.rpcUrl));
  const hash = await walletClient.writeContract({
    address: c.token,
    abi: testTokenAbi,
    functionName: 'transfer',
    args: [to, tokens(amount)],
  });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  assert.equal(receipt.status, 'success');
  return hash.toLowerCase() as Hex;
}

/** Asks the server until `read` answers a value, or fails after WAIT_MS. */
async function until<T>(what: string, read: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

const chainRecords = (token: string) => call<ListPage<ChainDepositRecord>>('GET', chainDepositPaths.record, { token });

/** The member's record of `hash` once it has `status`. */
const recordIn = (token: string, hash: string, status: ChainDepositRecord['status']) =>
  until(`${hash} ${status}`, async () =>
    (await chainRecords(token)).list.find((r) => r.tx_hash === hash && r.status === status),
  );

const point1Of = async (token: string) => (await call<WalletInfo>('GET', walletPaths.getWallet, { token })).point1;

/** The deposit page's record of `hash` shows `status` in the member's language; scrolled into view for a screenshot. */
async function showsStatus(page: Page, language: string, hash: string, status: ChainDepositRecord['status']) {
  const item = page.getByTestId('chain-deposit-item').filter({ hasText: hash });
  await item
    .getByTestId('chain-deposit-status')
    .filter({ hasText: text(language, 'wallet', `deposit.chain.status.${status}`) })
    .waitFor({ timeout: WAIT_MS });
  // Centred: the phone's bottom navigation covers the lowest part of the screen.
  await item.evaluate((element) => element.scrollIntoView({ block: 'center' }));
}

describe('BEP-20 deposits read from the chain', { skip: chain && depositAddress ? false : 'no E2E chain' }, () => {
  const browser = useBrowser();

  for (const language of ['en', 'zh']) {
    it(`seen → credited once; a reverted transfer never; staff assign a stranger's transfer (${language})`, async () => {
      const c = chain!;
      const key = await fundedWallet(c, 100);
      const { context, page } = await walletPhone(browser(), language, key, c);
      await walletLogin(page);
      const username = `d${language}${randomBytes(3).toString('hex')}`;
      await finishWalletSignUp(page, username);
      const token = (await sessionToken(page))!;

      // A transfer in a block the chain then drops (anvil reverts to before it): seen, then orphaned.
      const snapshot = await chainRpc(c.rpcUrl, 'evm_snapshot');
      const dropped = await sendTokens(c, key, '7');
      await recordIn(token, dropped, 'seen');
      assert.equal(await chainRpc(c.rpcUrl, 'evm_revert', [snapshot]), true);
      // Another transaction takes the dropped one's block height, so the chain there is really different.
      await sendTokens(c, key, '1', '0x000000000000000000000000000000000000dEaD');

      // The member's wallet sends 25 test USDT to the platform: seen at once, not yet credited.
      const hash = await sendTokens(c, key, '25');
      await page.goto(`${baseUrl}/web/transaction/deposit`);
      await showsStatus(page, language, hash, 'seen');
      assert.equal(await point1Of(token), '0.000000');
      await settled(page);
      await screenshot(page, `chain-deposit-seen-${language}`);

      // Final: credited once (the page looks again while a transfer is seen); the dropped one never.
      await mineToFinal(c.rpcUrl);
      await showsStatus(page, language, hash, 'credited');
      await recordIn(token, dropped, 'orphaned');
      await page.reload();
      await showsStatus(page, language, dropped, 'orphaned');
      await settled(page);
      await screenshot(page, `chain-deposit-credited-${language}`);
      assert.equal(await point1Of(token), '25.000000');
      const records = (await chainRecords(token)).list;
      assert.deepEqual(
        records.map((r) => [r.tx_hash, r.status]).sort(),
        [
          [dropped, 'orphaned'],
          [hash, 'credited'],
        ].sort(),
      );
      const notices = await call<NotificationPage>('GET', notificationPaths.list, { token });
      assert.deepEqual(
        notices.list.filter((n) => n.kind === 'chain_deposit_credited').map((n) => n.params.tx_hash),
        [hash],
      );

      // Nobody's wallet sends 12: final, it waits in the back office's queue; staff assign it to the member.
      const stranger = await fundedWallet(c, 50);
      const unmatched = await sendTokens(c, stranger, '12');
      await mineToFinal(c.rpcUrl);
      const admin = await signInAdmin();
      await until(`${unmatched} unmatched`, async () =>
        (
          await call<ListPage<AdminChainDepositRow>>('GET', chainDepositFinancePaths.queue, { token: admin.token })
        ).list.find((r) => r.tx_hash === unmatched),
      );
      const desk = await staffDesk(browser(), language, admin.token);
      await desk.page.goto(`${baseUrl}/admin/finance?tab=chain-deposits`);
      const row = desk.page.getByTestId('admin-chain-deposit-row').filter({ hasText: unmatched });
      await row.waitFor();
      await settled(desk.page);
      await screenshot(desk.page, `chain-deposit-queue-${language}`);
      await row.getByTestId('admin-chain-deposit-assign').click();
      await desk.page.getByTestId('admin-chain-deposit-username').fill(username);
      await desk.page.getByTestId('admin-chain-deposit-assign-confirm').click();
      await desk.page.getByText(text(language, 'admin-finance', 'chainDeposit.assigned')).waitFor();
      await row.waitFor({ state: 'detached' });
      await desk.context.close();

      assert.equal(await point1Of(token), '37.000000');
      await recordIn(token, unmatched, 'credited');
      await page.reload();
      await showsStatus(page, language, unmatched, 'credited');
      await settled(page);
      await screenshot(page, `chain-deposit-assigned-${language}`);
      await context.close();
    });
  }
});
