import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import { keccak256, toHex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { baseUrl, screenshot, useBrowser } from '../support/browser';
import { sessionToken } from '../support/member';
import { finishWalletSignUp, walletEventsEndTheSession, walletLogin, walletPhone } from '../support/test-wallet';

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
      const { context, page, account } = await walletPhone(browser(), language, generatePrivateKey());
      const walletLoginShot = () => walletLogin(page, () => screenshot(page, `wallet-login-${language}`));

      await walletLoginShot();
      // The username is still the address: bindUsername first, then the secondary password.
      await page.waitForURL('**/web/bindUsername');
      await page.getByTestId('bind-username-input').waitFor();
      assert.equal(await page.evaluate(() => localStorage.getItem('address')), account.address);
      const username = `w${language.replace('-', '')}${randomBytes(3).toString('hex')}`;
      await finishWalletSignUp(page, username);
      await screenshot(page, `wallet-home-${language}`);

      // Another chain in the wallet clears the token; logged in again with the same wallet, it is the
      // same member, straight to the homepage; another account in the wallet ends the session.
      await walletEventsEndTheSession(page, other.address, async () => {
        await walletLoginShot();
        await page.goto(`${baseUrl}/web/profile`);
        await page.getByTestId('member-username').waitFor();
        assert.equal((await page.getByTestId('member-username').textContent())?.trim(), username);
      });
      assert.equal(await sessionToken(page), null);
      await context.close();
    });
  }
});
