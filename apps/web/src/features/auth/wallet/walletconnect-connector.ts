import type { CreateConnectorFn } from 'wagmi';
import { walletConnect } from 'wagmi/connectors';
import { WalletConnectUnreachableError, isUserRejection } from './sign-in-with-ethereum';

/**
 * How long WalletConnect's relay may take to answer before the member is told it cannot be reached.
 * Until it answers (a pairing code to show, or the session itself) the member has nothing to do, so
 * a longer wait is a relay that is not there. Waiting on the member after that has no limit.
 */
export const RELAY_ANSWER_TIMEOUT_MS = 15_000;

/**
 * wagmi's WalletConnect connector (QR code or deep link to a phone wallet), created when the member
 * picks it; this module and the SDK behind it load only then (README: optional, its own licence).
 * A relay that fails or stays silent ends in WalletConnectUnreachableError instead of a spinner.
 */
export function walletConnectConnector(
  projectId: string,
  answerTimeoutMs = RELAY_ANSWER_TIMEOUT_MS,
): CreateConnectorFn {
  const create = walletConnect({
    projectId,
    showQrModal: true,
    metadata: { name: document.title, description: document.title, url: window.location.origin, icons: [] },
  });
  type Connector = ReturnType<typeof create>;
  return (config) => {
    const connector = create(config);
    let hasRelayAnswered = false;
    return {
      ...connector,
      onDisplayUri(this: Connector, uri: string) {
        hasRelayAnswered = true;
        connector.onDisplayUri?.call(this, uri);
      },
      connect: async function connect(this: Connector, parameters) {
        hasRelayAnswered = false;
        let timer: ReturnType<typeof setTimeout> | undefined;
        const silentRelay = new Promise<never>((_, reject) => {
          timer = setTimeout(() => {
            if (!hasRelayAnswered) reject(new WalletConnectUnreachableError());
          }, answerTimeoutMs);
        });
        const connecting = connector.connect.call(this, parameters);
        try {
          return await Promise.race([connecting, silentRelay]);
        } catch (error) {
          if (hasRelayAnswered || isUserRejection(error)) throw error;
          connecting.catch(() => undefined);
          throw error instanceof WalletConnectUnreachableError
            ? error
            : new WalletConnectUnreachableError({ cause: error });
        } finally {
          clearTimeout(timer);
        }
      } as Connector['connect'],
    };
  };
}
