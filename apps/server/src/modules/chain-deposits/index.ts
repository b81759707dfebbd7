import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { chainDepositFinanceRoutes, chainDepositMemberRoutes } from './chain-deposits.routes';
import { type DepositSource, openDepositSource } from './chain-reader';
import { startDepositWatcher } from './deposit-watcher';

/**
 * BEP-20 deposits read from the chain: the member's routes, the finance desk's queue and the watcher
 * (CHAIN_DEPOSIT_WATCHER: on when a chain is configured, off under NODE_ENV=test, where tests call
 * scanDeposits themselves). With no chain configured the watcher never starts and submitting a hash
 * answers CHAIN_NOT_CONFIGURED.
 */
export async function chainDepositModule(app: FastifyInstance) {
  let opened: Promise<DepositSource | null> | null = null;
  // Opened once (asking the RPC for the chain id when CHAIN_ID is unset); a failed open is tried again.
  const source = () =>
    (opened ??= openDepositSource(app.deps.config).catch(() => {
      opened = null;
      throw new AppError('CHAIN_UNAVAILABLE');
    }));
  await app.register(chainDepositMemberRoutes, { source });
  await app.register(chainDepositFinanceRoutes);
  const { chain } = app.deps.config;
  if (!chain.depositWatcher || !chain.rpcUrl) return;
  let watcher: ReturnType<typeof startDepositWatcher> | null = null;
  app.addHook('onReady', async () => {
    watcher = startDepositWatcher(app.deps, source, app.log, chain.scanIntervalMs);
  });
  app.addHook('onClose', async () => {
    await watcher?.stop();
  });
}
