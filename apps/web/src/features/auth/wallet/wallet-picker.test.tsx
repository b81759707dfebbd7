// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOOKUP_WALLETCONNECT_PROJECT_ID, paths } from '@tandem/contracts';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConnector } from 'wagmi';
import { i18n } from '@/lib/i18n';
import { useLookup } from '@/lib/global-api';
import { loadEnglish, renderWithProviders, stubApi } from '@/test/render';
import { WalletConnectUnreachableError } from './sign-in-with-ethereum';
import { WalletLoginPanel } from './wallet-login-panel';

beforeAll(() => loadEnglish(['auth']));

/** Records whether the WalletConnect module was loaded at all, and with which project id it was asked for. */
const walletConnectModule = vi.hoisted(() => ({ loaded: false, projectIds: [] as string[] }));

// A connector whose relay cannot be reached, as WalletConnect's is here (no internet).
vi.mock('./walletconnect-connector', () => {
  walletConnectModule.loaded = true;
  return {
    walletConnectConnector: (projectId: string) => {
      walletConnectModule.projectIds.push(projectId);
      return createConnector(() => ({
        id: 'walletConnect',
        name: 'WalletConnect',
        type: 'walletConnect',
        connect: () => Promise.reject(new WalletConnectUnreachableError()),
        disconnect: async () => {},
        getAccounts: async () => [],
        getChainId: async () => 56,
        getProvider: async () => ({}),
        isAuthorized: async () => false,
        onAccountsChanged: () => {},
        onChainChanged: () => {},
        onDisconnect: () => {},
      }));
    },
  };
});

/** The member app's shell loads the lookup; the picker only reads it. */
function ShellLookup() {
  useLookup();
  return null;
}

function renderWithLookup(lookup: Record<string, string>) {
  const sent = stubApi((request) => (request.path === paths.global.lookup ? { data: lookup } : { status: 500 }));
  renderWithProviders(
    <>
      <ShellLookup />
      <WalletLoginPanel />
    </>,
  );
  return sent;
}

beforeEach(() => {
  walletConnectModule.projectIds.length = 0;
});

describe('WalletConnect in the wallet picker', () => {
  it('without a project id: not offered, and nothing of it is loaded', async () => {
    const sent = renderWithLookup({ SITE_ON: '1' });
    await waitFor(() => expect(sent.map((r) => r.path)).toEqual([paths.global.lookup]));
    expect(await screen.findByTestId('wallet-none')).toBeTruthy();
    expect(screen.queryByTestId('wallet-option-walletconnect')).toBeNull();
    expect(walletConnectModule.loaded).toBe(false);
  });

  it('with a project id: offered even with no wallet in the browser; picking it loads and starts the connector', async () => {
    const user = userEvent.setup();
    const sent = renderWithLookup({ SITE_ON: '1', [LOOKUP_WALLETCONNECT_PROJECT_ID]: 'project-1' });
    const option = await screen.findByTestId('wallet-option-walletconnect');
    expect(screen.queryByTestId('wallet-none')).toBeNull();
    expect(walletConnectModule.loaded).toBe(false);

    await user.click(option);
    // The relay cannot be reached: said in words, nothing sent to the server, no session kept.
    expect((await screen.findByTestId('notice-warning')).textContent).toBe(
      i18n.t('auth:wallet.walletConnectUnreachable'),
    );
    expect(walletConnectModule.projectIds).toEqual(['project-1']);
    expect(sent.map((r) => r.path)).toEqual([paths.global.lookup]);
  });
});
