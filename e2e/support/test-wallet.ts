import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Hex } from 'viem';
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { baseUrl, phoneContext } from './browser';
import { type E2eChain, chainRpc, sendWithKey } from './chain';
import { reloadedAfter, setFirstSecondaryPassword, signedOut } from './member';

/**
 * Runs in the page before the app: an EIP-1193 wallet announced the EIP-6963 way, and
 * window.__testWallet to fire its events. Signatures come from a local key in the test process
 * (__signWithTestKey); with a chain, transactions are signed there too (__sendWithTestKey) and every
 * other call is forwarded to the chain (__chainRpc), the way a wallet forwards reads to its node.
 */
function installTestWallet({ address }: { address: string }) {
  type Bridge = {
    __signWithTestKey(message: string): Promise<string>;
    __sendWithTestKey?(request: unknown): Promise<string>;
    __chainRpc?(method: string, params: unknown[]): Promise<unknown>;
  };
  const bridge = window as unknown as Bridge;
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
          return bridge.__signWithTestKey((params as string[])[0]!);
        case 'wallet_requestPermissions':
        case 'wallet_revokePermissions':
          return [];
        case 'wallet_switchEthereumChain': {
          state.chainId = (params as { chainId: string }[])[0]!.chainId;
          emit('chainChanged', state.chainId);
          return null;
        }
        case 'eth_sendTransaction':
          if (bridge.__sendWithTestKey) return bridge.__sendWithTestKey((params as unknown[])[0]);
          break;
        default:
          if (bridge.__chainRpc && state.chainId === '0x61') return bridge.__chainRpc(method, params ?? []);
      }
      throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 });
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

/** Installs the test wallet of `privateKey` in every page of `context`; with `chain`, it also transacts. */
export async function addTestWallet(
  context: BrowserContext,
  privateKey: Hex,
  chain?: E2eChain,
): Promise<PrivateKeyAccount> {
  const account = privateKeyToAccount(privateKey);
  await context.exposeFunction('__signWithTestKey', (raw: Hex) => account.signMessage({ message: { raw } }));
  if (chain) {
    await context.exposeFunction('__sendWithTestKey', (request: { to: Hex; data?: Hex; gas?: Hex; value?: Hex }) =>
      sendWithKey(chain, privateKey, request),
    );
    await context.exposeFunction('__chainRpc', (method: string, params: unknown[]) =>
      chainRpc(chain.rpcUrl, method, params),
    );
  }
  // tsx (esbuild) wraps named functions in __name(…) to keep their names; the page has no __name.
  await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
  await context.addInitScript(installTestWallet, { address: account.address });
  return account;
}

/** A phone (see phoneContext) with the test wallet of `privateKey` installed, on the app's homepage. */
export async function walletPhone(browser: Browser, language: string, privateKey: Hex, chain?: E2eChain) {
  const context = await phoneContext(browser, language);
  const account = await addTestWallet(context, privateKey, chain);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/web/homepage`);
  return { context, page, account };
}

type TestWalletWindow = { __testWallet: { switchChain(id: string): void; switchAccount(address: string): void } };

/** The wallet moves to another chain (emits chainChanged). */
export const switchWalletChain = (page: Page, chainId: string) =>
  page.evaluate((id) => (window as unknown as TestWalletWindow).__testWallet.switchChain(id), chainId);

/** The wallet moves to another account (emits accountsChanged). */
export const switchWalletAccount = (page: Page, address: string) =>
  page.evaluate((next) => (window as unknown as TestWalletWindow).__testWallet.switchAccount(next), address);

/** Logs in with the test wallet from the login dialog (new wallets are referred by root); the page reloads. */
export async function walletLogin(page: Page, onDialog?: () => Promise<void>) {
  await page.getByTestId('header-login').click();
  await page.getByTestId('login-method-wallet').click();
  await page.getByTestId('wallet-login').waitFor();
  await page.getByTestId('wallet-ref').fill('root');
  await onDialog?.();
  // Success stores token and address and reloads (spec section 4).
  await reloadedAfter(page, () => page.getByRole('button', { name: 'E2E Wallet' }).click());
}

/** A new wallet's first steps after its login: bindUsername, then the secondary password, then home. */
export async function finishWalletSignUp(page: Page, username: string) {
  await page.waitForURL('**/web/bindUsername');
  await page.getByTestId('bind-username-input').fill(username);
  await page.getByTestId('bind-username-submit').click();
  await setFirstSecondaryPassword(page);
}

/**
 * The wallet's events, for a wallet signed in on the platform's chain: another chain (BSC mainnet)
 * clears the session token; back on the platform's chain the same wallet logs in again (`loginAgain`,
 * with the journey's own checks); then another account in the wallet ends the session.
 */
export async function walletEventsEndTheSession(page: Page, otherAddress: string, loginAgain: () => Promise<void>) {
  await switchWalletChain(page, '0x38');
  await signedOut(page);
  await switchWalletChain(page, '0x61');
  await page.goto(`${baseUrl}/web/homepage`);
  await loginAgain();
  await switchWalletAccount(page, otherAddress);
  await signedOut(page);
}
