import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { LOOKUP_WALLETCONNECT_PROJECT_ID, paths } from '@tandem/contracts';
import type { Page } from 'playwright-core';
import { keccak256, toHex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { baseUrl, screenshot, useBrowser } from '../support/browser';
import { sessionToken } from '../support/member';
import { finishWalletSignUp, walletEventsEndTheSession, walletLogin, walletPhone } from '../support/test-wallet';

const webDist = path.resolve(import.meta.dirname, '../../apps/web/dist');

/**
 * The app's scripts the page fetched that hold WalletConnect code: its connector (wagmi's and ours)
 * and its SDK all name the `showQrModal` option; no other code of the app does.
 */
function walletConnectScriptsOf(page: Page): string[] {
  const found: string[] = [];
  page.on('requestfinished', (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith('/assets/') || !pathname.endsWith('.js')) return;
    if (fs.readFileSync(path.join(webDist, pathname), 'utf8').includes('showQrModal')) found.push(pathname);
  });
  return found;
}

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
      // The server here has no WalletConnect project id: none of its code is fetched, login included.
      const walletConnectScripts = walletConnectScriptsOf(page);
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
      assert.deepEqual(walletConnectScripts, []);
      await context.close();
    });
  }

  it('offers WalletConnect when the server has a project id; with no relay to reach, says so', async () => {
    const { context, page } = await walletPhone(browser(), 'en', generatePrivateKey());
    // The project id as a configured server serves it (api/global/lookup), added to this server's answer.
    await page.route(`**${paths.global.lookup}`, async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { data: Record<string, string> };
      body.data[LOOKUP_WALLETCONNECT_PROJECT_ID] = '0123456789abcdef0123456789abcdef';
      await route.fulfill({ response: answer, json: body });
    });
    await page.reload();
    const walletConnectScripts = walletConnectScriptsOf(page);
    await page.getByTestId('header-login').click();
    await page.getByTestId('login-method-wallet').click();
    const option = page.getByTestId('wallet-option-walletconnect');
    await option.waitFor();
    await screenshot(page, 'wallet-login-walletconnect-en');
    assert.deepEqual(walletConnectScripts, []);

    // Picking it loads the connector and the SDK, which cannot reach WalletConnect's relay from here.
    await option.click();
    const notice = page.getByTestId('notice-warning');
    await notice.waitFor({ timeout: 30_000 });
    assert.equal(
      (await notice.textContent())?.trim(),
      'WalletConnect could not be reached. Check your internet connection and try again, or choose another wallet.',
    );
    assert.ok(walletConnectScripts.length > 0, 'the WalletConnect code was fetched when picked');
    assert.equal(await sessionToken(page), null);
    await context.close();
  });
});
