import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import { ANVIL_ACCOUNTS } from '@tandem/chain/anvil';
import { baseUrl, screenshot, settled, useBrowser } from '../support/browser';
import { e2eChain, mineToFinal } from '../support/chain';
import { sessionToken } from '../support/member';
import { finishWalletSignUp, walletEventsEndTheSession, walletLogin, walletPhone } from '../support/test-wallet';

/**
 * On-chain staking in Chromium on a local anvil (scripts/e2e.mjs starts it, e2e/support/chain.ts):
 * a wallet signs up, approves the spec's 100 000 tokens and stakes on chain from /web/aurionPro; the
 * server verifies the transaction once it is final and the stake shows as recorded. Then the wallet
 * events: another chain clears the token, another account logs out.
 */
const chain = e2eChain();

describe('on-chain staking with an injected wallet', { skip: chain ? false : 'no E2E chain' }, () => {
  const browser = useBrowser();

  const wallets = { en: ANVIL_ACCOUNTS[1]!, zh: ANVIL_ACCOUNTS[2]! };
  for (const [language, wallet] of Object.entries(wallets)) {
    it(`approves, stakes on chain, and the server records the stake (${language})`, async () => {
      const { context, page, account } = await walletPhone(browser(), language, wallet.privateKey, chain!);
      await walletLogin(page);
      await finishWalletSignUp(page, `c${language}${randomBytes(3).toString('hex')}`);

      await page.goto(`${baseUrl}/web/aurionPro`);
      const balance = page.getByTestId('chain-balance');
      await Promise.race([balance.waitFor(), page.getByTestId('chain-connect').waitFor()]);
      if (!(await balance.isVisible())) await page.getByRole('button', { name: 'E2E Wallet' }).click();
      await page.getByText('5000 USDT').first().waitFor();

      await page.getByTestId('chain-approve').click();
      await page.locator('[data-testid="tx-status"][data-step="confirmed"]').waitFor();
      await page.getByTestId('chain-allowance').getByText('100000 USDT').waitFor();

      await page.getByTestId('chain-stake-amount').fill('100');
      await page.getByTestId('chain-stake').click();
      await page.locator('[data-testid="chain-verify"][data-step="verifying"]').waitFor();
      // The server answers CHAIN_TX_NOT_FINAL until the block is final; anvil finalises 64 blocks back.
      await mineToFinal(chain!.rpcUrl);
      await page.locator('[data-testid="chain-verify"][data-step="verified"]').waitFor({ timeout: 30_000 });
      await page.locator('[data-testid="chain-stake-recorded"][data-recorded="true"]').waitFor();
      await settled(page);
      await screenshot(page, `on-chain-staking-${language}`);

      const response = await page.request.get(`${baseUrl}/api/staking/stakingInfo`, {
        headers: { authorization: `Bearer ${await sessionToken(page)}` },
      });
      const info = (await response.json()).data as { contract_stakes: { amount: string; wallet_address: string }[] };
      assert.equal(info.contract_stakes.length, 1);
      assert.equal(info.contract_stakes[0]!.amount, '100');
      assert.equal(info.contract_stakes[0]!.wallet_address, account.address);

      // Another chain in the wallet clears the token (the page asks for the platform's chain); back on
      // the chain and logged in again, another account in the wallet logs out.
      await walletEventsEndTheSession(page, ANVIL_ACCOUNTS[3]!.address, async () => {
        await walletLogin(page);
        assert.notEqual(await sessionToken(page), null);
      });
      await context.close();
    });
  }
});
