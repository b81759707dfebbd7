// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@tandem/contracts';
import { type Hex, keccak256, recoverMessageAddress, toHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { parseSiweMessage } from 'viem/siwe';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { memberSession } from '@/lib/session';
import { storedWalletAddress } from './stored-wallet-address';
import { loadEnglish, renderWithProviders, stubApi } from '@/test/render';
import { WalletLoginPanel } from './wallet-login-panel';

beforeAll(() => loadEnglish(['auth']));

const account = privateKeyToAccount(keccak256(toHex('tandem web test wallet')));

/** An EIP-1193 wallet backed by a local key, announced the EIP-6963 way, as a browser extension does. */
function announceTestWallet(chainId = 97) {
  const provider = {
    request: vi.fn(async ({ method, params }: { method: string; params?: unknown[] }) => {
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return [account.address];
        case 'eth_chainId':
          return toHex(chainId);
        case 'personal_sign':
          return account.signMessage({ message: { raw: (params as [Hex])[0] } });
        case 'wallet_requestPermissions':
        case 'wallet_revokePermissions':
          return [];
        default:
          throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 });
      }
    }),
    on: () => {},
    removeListener: () => {},
  };
  const info = {
    uuid: '350670db-19fa-4704-a166-e52e178b59d2',
    name: 'Test Wallet',
    icon: 'data:image/svg+xml,<svg/>',
    rdns: 'test.wallet',
  };
  act(() => {
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }));
  });
  return provider;
}

const nonce = {
  nonce: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
  domain: 'tandem.test',
  uri: 'http://tandem.test',
  version: '1',
  statement: 'Sign in to Tandem with this wallet.',
  chain_ids: [56, 97],
  issued_at: '2026-11-25T10:00:00.000Z',
  expiration_time: '2026-11-25T10:10:00.000Z',
};

describe('WalletLoginPanel', () => {
  it('offers no wallet but the download page when the browser has none', async () => {
    renderWithProviders(<WalletLoginPanel />);
    expect((await screen.findByTestId('wallet-none')).textContent).toContain(i18n.t('auth:wallet.noWallet'));
    expect(screen.getByRole('link', { name: i18n.t('auth:wallet.install') }).getAttribute('href')).toBe(
      'https://metamask.io/download/',
    );
  });

  it('on a phone without a wallet, asks to install one and open the site in its browser', async () => {
    const matchMedia = window.matchMedia;
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({ ...matchMedia(query), matches: query.includes('max-width') }),
    });
    try {
      renderWithProviders(<WalletLoginPanel />);
      expect((await screen.findByTestId('wallet-none-mobile')).textContent).toBe(i18n.t('auth:wallet.openInWallet'));
    } finally {
      Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
    }
  });

  it('lists an announced wallet, has it sign the server nonce, logs in and keeps token and address', async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const sent = stubApi((request) =>
      request.path === paths.auth.walletNonce
        ? { data: nonce }
        : {
            data: {
              token: 't'.repeat(43),
              user: {
                id: '7',
                username: account.address,
                role_info: { name: 'user' },
                address: account.address,
                needs_username: true,
                needs_sec_password: true,
                created: true,
              },
            },
          },
    );
    renderWithProviders(<WalletLoginPanel />);
    const provider = announceTestWallet();
    await user.type(screen.getByTestId('wallet-ref'), ' sponsor01 ');
    await user.click(await screen.findByRole('button', { name: 'Test Wallet' }));

    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(sent.map((r) => r.path)).toEqual([paths.auth.walletNonce, paths.auth.walletLogin]);
    const body = sent[1]!.body as { message: string; signature: Hex; wallet_address: string; ref_address: string };
    expect(body).toMatchObject({ wallet_address: account.address, ref_address: 'sponsor01', jid: null });
    expect(parseSiweMessage(body.message)).toMatchObject({
      address: account.address,
      domain: 'tandem.test',
      uri: 'http://tandem.test',
      chainId: 97,
      nonce: nonce.nonce,
    });
    expect(await recoverMessageAddress({ message: body.message, signature: body.signature })).toBe(account.address);
    expect(provider.request.mock.calls.map(([request]) => request.method)).toContain('personal_sign');
    expect(memberSession.getToken()).toBe('t'.repeat(43));
    expect(storedWalletAddress()).toBe(account.address);
  });
});
