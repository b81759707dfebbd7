// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type MemberInfo, paths } from '@tandem/contracts';
import { type Hex, keccak256, recoverMessageAddress, toHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { parseSiweMessage } from 'viem/siwe';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { loadEnglish, renderWithProviders, stubApi } from '@/test/render';
import { LinkWalletSection } from './link-wallet-section';

beforeAll(() => loadEnglish(['auth']));

const account = privateKeyToAccount(keccak256(toHex('tandem web link wallet')));
const info = (address: string | null) => ({ address }) as MemberInfo;

const nonce = {
  nonce: 'b1b2c3d4e5f60718293a4b5c6d7e8f90',
  domain: 'tandem.test',
  uri: 'http://tandem.test',
  version: '1',
  statement: 'Link this wallet to my Tandem account.',
  chain_ids: [56, 97],
  issued_at: '2026-11-25T10:00:00.000Z',
  expiration_time: '2026-11-25T10:10:00.000Z',
};

function announceLinkWallet() {
  const provider = {
    request: async ({ method, params }: { method: string; params?: unknown[] }) => {
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [account.address];
      if (method === 'eth_chainId') return toHex(56);
      if (method === 'personal_sign') return account.signMessage({ message: { raw: (params as [Hex])[0] } });
      if (method === 'wallet_requestPermissions' || method === 'wallet_revokePermissions') return [];
      throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 });
    },
    on: () => {},
    removeListener: () => {},
  };
  const info = {
    uuid: crypto.randomUUID(),
    name: 'Link Wallet',
    icon: 'data:image/svg+xml,<svg/>',
    rdns: 'link.wallet',
  };
  act(() => {
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }));
  });
}

describe('LinkWalletSection', () => {
  it('links the wallet that signs the link nonce, then refreshes the member info', async () => {
    const user = userEvent.setup();
    const onChanged = vi.fn(async () => {});
    const sent = stubApi((request) =>
      request.path === paths.member.walletLinkNonce ? { data: nonce } : { data: { address: account.address } },
    );
    renderWithProviders(<LinkWalletSection info={info(null)} onChanged={onChanged} />);
    announceLinkWallet();
    await user.click(screen.getByTestId('link-wallet'));
    await user.click(await screen.findByRole('button', { name: 'Link Wallet' }));

    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(sent.map((r) => r.path)).toEqual([paths.member.walletLinkNonce, paths.member.linkWallet]);
    const body = sent[1]!.body as { message: string; signature: Hex };
    expect(parseSiweMessage(body.message)).toMatchObject({ address: account.address, chainId: 56, nonce: nonce.nonce });
    expect(await recoverMessageAddress(body)).toBe(account.address);
    expect(await screen.findByText(i18n.t('auth:wallet.linked'))).toBeTruthy();
  });

  it('unlinks with the secondary password', async () => {
    const user = userEvent.setup();
    const onChanged = vi.fn(async () => {});
    const sent = stubApi(() => ({ data: { address: null } }));
    renderWithProviders(<LinkWalletSection info={info(account.address)} onChanged={onChanged} />);
    expect(screen.getByTestId('linked-wallet-address').textContent).toBe(account.address);
    await user.click(screen.getByRole('button', { name: i18n.t('auth:wallet.unlink') }));
    await user.type(await screen.findByTestId('secondary-password-input'), 'Second123');
    await user.click(screen.getByTestId('secondary-password-submit'));

    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(sent).toEqual([
      expect.objectContaining({ path: paths.member.unlinkWallet, body: { sec_password: 'Second123' } }),
    ]);
  });
});
