import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { type Hex, keccak256, toHex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { baseUrl, launchBrowser, phoneContext, screenshot } from '../support/browser';
import { reloadedAfter } from '../support/member';

/**
 * Wallet login in Chromium with an injected EIP-1193 wallet (announced the EIP-6963 way) whose
 * signatures come from a local key in this process: sign in with Ethereum → bindUsername →
 * set-sec-password; then the wallet's events: another chain clears the token, another account ends the
 * session and reloads. All on loopback; no chain is needed for an ordinary wallet's login.
 */

/** Runs in the page before the app: the test wallet, and window.__testWallet to fire its events. */
function installTestWallet({ address }: { address: string }) {
  const listeners = new Map<string, Set<(value: unknown) => void>>();
  const state = { accounts: [address], chainId: '0x61' };
  const emit = (event: string, value: unknown) => listeners.get(event)?.forEach((listener) => listener(value));
  const provider = {
    async request({ method, params }: { method: string; params?: unknown[] }) {
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return state.accounts;
        case 'eth_chainId':
          return state.chainId;
        case 'personal_sign':
          return (window as unknown as { __signWithTestKey(message: string): Promise<string> }).__signWithTestKey(
            (params as string[])[0]!,
          );
        case 'wallet_requestPermissions':
        case 'wallet_revokePermissions':
          return [];
        default:
          throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 });
      }
    },
    on(event: string, listener: (value: unknown) => void) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
    },
    removeListener(event: string, listener: (value: unknown) => void) {
      listeners.get(event)?.delete(listener);
    },
  };
  const info = {
    uuid: 'f0f3e5c4-0f5e-4d1b-9a53-6a1d3c1e2b7a',
    name: 'E2E Wallet',
    icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
    rdns: 'test.e2e.wallet',
  };
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
  Object.assign(window, {
    __testWallet: {
      switchAccount(next: string) {
        state.accounts = [next];
        emit('accountsChanged', state.accounts);
      },
      switchChain(chainId: string) {
        state.chainId = chainId;
        emit('chainChanged', chainId);
      },
    },
  });
}

const token = (page: Page) => page.evaluate(() => localStorage.getItem('TandemToken'));

describe('wallet login with an injected wallet', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  for (const language of ['en', 'zh']) {
    it(`signs in, binds a username, sets the secondary password, and reacts to wallet events (${language})`, async () => {
      const account = privateKeyToAccount(generatePrivateKey());
      const other = privateKeyToAccount(keccak256(toHex(`e2e other ${language}`)));
      const context = await phoneContext(browser, language);
      await context.exposeFunction('__signWithTestKey', (raw: Hex) => account.signMessage({ message: { raw } }));
      // tsx (esbuild) wraps named functions in __name(…) to keep their names; the page has no __name.
      await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
      await context.addInitScript(installTestWallet, { address: account.address });
      const page = await context.newPage();

      async function walletLogin() {
        await page.getByTestId('header-login').click();
        await page.getByTestId('login-method-wallet').click();
        await page.getByTestId('wallet-login').waitFor();
        await page.getByTestId('wallet-ref').fill('root');
        await screenshot(page, `wallet-login-${language}`);
        // Success stores token and address and reloads (spec section 4).
        await reloadedAfter(page, () => page.getByRole('button', { name: 'E2E Wallet' }).click());
      }

      await page.goto(`${baseUrl}/web/homepage`);
      await walletLogin();
      // The username is still the address: bindUsername first, then the secondary password.
      await page.waitForURL('**/web/bindUsername');
      await page.getByTestId('bind-username-input').waitFor();
      assert.equal(await page.evaluate(() => localStorage.getItem('address')), account.address);
      const username = `w${language.replace('-', '')}${randomBytes(3).toString('hex')}`;
      await page.getByTestId('bind-username-input').fill(username);
      await page.getByTestId('bind-username-submit').click();
      await page.waitForURL('**/web/set-sec-password');
      await page.getByTestId('set-sec-password-new').fill('Second123');
      await page.getByTestId('set-sec-password-confirmation').fill('Second123');
      await page.getByTestId('set-sec-password-submit').click();
      await page.waitForURL('**/web/homepage');
      await screenshot(page, `wallet-home-${language}`);

      // Another chain in the wallet: the token is cleared.
      await page.evaluate(() =>
        (window as unknown as { __testWallet: { switchChain(id: string): void } }).__testWallet.switchChain('0x38'),
      );
      await page.waitForFunction(() => localStorage.getItem('TandemToken') === null);

      // Log in again with the same wallet: the same member, straight to the homepage.
      await page.evaluate(() =>
        (window as unknown as { __testWallet: { switchChain(id: string): void } }).__testWallet.switchChain('0x61'),
      );
      await page.goto(`${baseUrl}/web/homepage`);
      await walletLogin();
      await page.goto(`${baseUrl}/web/profile`);
      await page.getByTestId('member-username').waitFor();
      assert.equal((await page.getByTestId('member-username').textContent())?.trim(), username);

      // Another account in the wallet: the session ends and the page reloads.
      await page.evaluate(
        (next) =>
          (window as unknown as { __testWallet: { switchAccount(a: string): void } }).__testWallet.switchAccount(next),
        other.address,
      );
      await page.waitForFunction(() => localStorage.getItem('TandemToken') === null);
      assert.equal(await token(page), null);
      await context.close();
    });
  }
});
