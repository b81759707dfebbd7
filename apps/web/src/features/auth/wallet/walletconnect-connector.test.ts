// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { WalletConnectUnreachableError } from './sign-in-with-ethereum';
import { walletConnectConnector } from './walletconnect-connector';

const ANSWER_MS = 30;
const address = '0x00000000000000000000000000000000000000a1';

/** How the stand-in for wagmi's connector behaves once `connect` is called. */
const relay = vi.hoisted(() => ({
  connect: async (_self: { onDisplayUri(uri: string): void }): Promise<unknown> => undefined,
  params: undefined as unknown,
}));

vi.mock('wagmi/connectors', () => ({
  walletConnect: (params: unknown) => {
    relay.params = params;
    return () => ({
      id: 'walletConnect',
      onDisplayUri: vi.fn(),
      connect(this: { onDisplayUri(uri: string): void }) {
        return relay.connect(this);
      },
    });
  },
}));

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function connectThrough(behaviour: typeof relay.connect) {
  relay.connect = behaviour;
  const create = walletConnectConnector('project-1', ANSWER_MS);
  const connector = create({} as never) as unknown as { connect(): Promise<unknown> };
  return connector.connect();
}

describe('walletConnectConnector', () => {
  it("creates wagmi's WalletConnect connector with the project id and its QR code", async () => {
    await connectThrough(async () => ({ accounts: [address], chainId: 56 }));
    expect(relay.params).toMatchObject({ projectId: 'project-1', showQrModal: true });
  });

  it('gives up on a relay that stays silent, with its own error', async () => {
    await expect(connectThrough(() => new Promise(() => {}))).rejects.toBeInstanceOf(WalletConnectUnreachableError);
  });

  it('turns a relay failure before any answer into the same error, keeping the cause', async () => {
    const refused = new Error('WebSocket connection closed abnormally');
    const outcome = await connectThrough(async () => Promise.reject(refused)).catch((error: unknown) => error);
    expect(outcome).toBeInstanceOf(WalletConnectUnreachableError);
    expect((outcome as Error).cause).toBe(refused);
  });

  it('waits for the member without a limit once the relay has answered with a pairing code', async () => {
    const result = await connectThrough(async (self) => {
      self.onDisplayUri('wc:pairing@2?relay-protocol=irn');
      await later(ANSWER_MS * 3);
      return { accounts: [address], chainId: 56 };
    });
    expect(result).toEqual({ accounts: [address], chainId: 56 });
  });

  it('lets a cancel in the wallet through as it is', async () => {
    const cancelled = Object.assign(new Error('User rejected the request.'), { code: 4001 });
    await expect(connectThrough(async () => Promise.reject(cancelled))).rejects.toBe(cancelled);
  });
});
