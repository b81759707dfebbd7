// @vitest-environment jsdom
import { keccak256, toHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Connector } from 'wagmi';
import { connect, getConnectors } from 'wagmi/actions';
import { memberSession } from '@/lib/session';
import { storedWalletAddress } from './stored-wallet-address';
import { walletConfig } from './wagmi-config';
import { watchWalletSession } from './wallet-session';

const first = privateKeyToAccount(keccak256(toHex('tandem events 1'))).address;
const second = privateKeyToAccount(keccak256(toHex('tandem events 2'))).address;

let walletSequence = 0;

/** An announced EIP-1193 wallet whose events the test fires, as an extension would. */
function announceWallet() {
  walletSequence += 1;
  const name = `Events Wallet ${walletSequence}`;
  const listeners = new Map<string, Set<(value: unknown) => void>>();
  let accounts = [first];
  let chainId = 97;
  const provider = {
    request: async ({ method }: { method: string }) => {
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return accounts;
      if (method === 'eth_chainId') return toHex(chainId);
      if (method === 'wallet_requestPermissions' || method === 'wallet_revokePermissions') return [];
      throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 });
    },
    on: (event: string, listener: (value: unknown) => void) => {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
    },
    removeListener: (event: string, listener: (value: unknown) => void) => listeners.get(event)?.delete(listener),
  };
  const emit = (event: string, value: unknown) => listeners.get(event)?.forEach((listener) => listener(value));
  const info = {
    uuid: crypto.randomUUID(),
    name,
    icon: 'data:image/svg+xml,<svg/>',
    rdns: `events${walletSequence}.wallet`,
  };
  window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }));
  return {
    name,
    switchAccount(address: `0x${string}`) {
      accounts = [address];
      emit('accountsChanged', accounts);
    },
    disconnect() {
      accounts = [];
      emit('accountsChanged', []);
    },
    switchChain(id: number) {
      chainId = id;
      emit('chainChanged', toHex(id));
    },
  };
}

async function walletSession({ accountBeforeWatch }: { accountBeforeWatch?: `0x${string}` } = {}) {
  const wallet = announceWallet();
  // The config names no connectors of its own, so its type knows only the discovered ones as never.
  const discovered = getConnectors(walletConfig) as readonly Connector[];
  const connector = discovered.find((c) => c.name === wallet.name)!;
  await connect(walletConfig, { connector });
  memberSession.setToken('t'.repeat(43));
  memberSession.setAddress(first);
  const reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  if (accountBeforeWatch) wallet.switchAccount(accountBeforeWatch);
  const stop = await watchWalletSession();
  return { wallet, reload, stop };
}

describe('wallet events of a wallet session', () => {
  let stop: (() => void) | undefined;
  afterEach(async () => {
    stop?.();
    vi.unstubAllGlobals();
    const { disconnect } = await import('wagmi/actions');
    await disconnect(walletConfig).catch(() => {});
  });

  it('another account in the wallet clears the token and reloads', async () => {
    const session = await walletSession();
    stop = session.stop;
    session.wallet.switchAccount(second);
    await vi.waitFor(() => expect(session.reload).toHaveBeenCalled());
    expect(memberSession.getToken()).toBeNull();
    expect(storedWalletAddress()).toBeNull();
  });

  it('an account changed before the watch began (the page was still loading it) clears the token and reloads', async () => {
    const session = await walletSession({ accountBeforeWatch: second });
    stop = session.stop;
    await vi.waitFor(() => expect(session.reload).toHaveBeenCalled());
    expect(memberSession.getToken()).toBeNull();
  });

  it('the wallet disconnecting clears the token and reloads', async () => {
    const session = await walletSession();
    stop = session.stop;
    session.wallet.disconnect();
    await vi.waitFor(() => expect(session.reload).toHaveBeenCalled());
    expect(memberSession.getToken()).toBeNull();
  });

  it('another chain clears the token without a reload', async () => {
    const session = await walletSession();
    stop = session.stop;
    session.wallet.switchChain(56);
    await vi.waitFor(() => expect(memberSession.getToken()).toBeNull());
    expect(session.reload).not.toHaveBeenCalled();
  });
});
