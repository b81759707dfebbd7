import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import { keccak256, toHex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { baseUrl, phoneContext, screenshot, useBrowser } from '../support/browser';
import { sessionToken } from '../support/member';
import {
  addTestWallet,
  finishWalletSignUp,
  switchToOtherAccount,
  switchToOtherChain,
  switchWalletChain,
  walletLogin,
} from '../support/test-wallet';

/**
 * Wallet login in Chromium with an injected EIP-1193 wallet (announced the EIP-6963 way) whose
 * signatures come from a local key in this process: sign in with Ethereum → bindUsername →
 * set-sec-password; then the wallet's events: another chain clears the token, another account ends the
 * session and reloads. All on loopback; no chain is needed for an ordinary wallet's login.
 */

describe('wallet login with an injected wallet', () => {
  const browser = useBrowser();

  for (const language of ['en', 'zh']) {
    it(`signs in, binds a username, sets the secondary password, and reacts to wallet events (${language})`, async () => {
      const other = privateKeyToAccount(keccak256(toHex(`e2e other ${language}`)));
      const context = await phoneContext(browser(), language);
      const account = await addTestWallet(context, generatePrivateKey());
      const page = await context.newPage();

      const walletLoginShot = () => walletLogin(page, () => screenshot(page, `wallet-login-${language}`));

      await page.goto(`${baseUrl}/web/homepage`);
      await walletLoginShot();
      // The username is still the address: bindUsername first, then the secondary password.
      await page.waitForURL('**/web/bindUsername');
      await page.getByTestId('bind-username-input').waitFor();
      assert.equal(await page.evaluate(() => localStorage.getItem('address')), account.address);
      const username = `w${language.replace('-', '')}${randomBytes(3).toString('hex')}`;
      await finishWalletSignUp(page, username);
      await screenshot(page, `wallet-home-${language}`);

      // Another chain in the wallet: the token is cleared.
      await switchToOtherChain(page);

      // Log in again with the same wallet: the same member, straight to the homepage.
      await switchWalletChain(page, '0x61');
      await page.goto(`${baseUrl}/web/homepage`);
      await walletLoginShot();
      await page.goto(`${baseUrl}/web/profile`);
      await page.getByTestId('member-username').waitFor();
      assert.equal((await page.getByTestId('member-username').textContent())?.trim(), username);

      // Another account in the wallet: the session ends and the page reloads.
      await switchToOtherAccount(page, other.address);
      assert.equal(await sessionToken(page), null);
      await context.close();
    });
  }
});
