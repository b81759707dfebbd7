import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { createPublicClient, http } from 'viem';
import { describe, expect, it } from 'vitest';
import { ANVIL_ACCOUNTS, startAnvil } from './anvil';
import { deploymentEnv, deployTo } from './deploy';

const packageRoot = path.resolve(import.meta.dirname, '..');

describe('local chain', () => {
  it('starts anvil with chain id 97 and no Multicall3, deploys, and stops it by its pid', async () => {
    const anvil = await startAnvil();
    try {
      const client = createPublicClient({ transport: http(anvil.rpcUrl) });
      expect(await client.getChainId()).toBe(97);
      // Why the local chain definition names no Multicall3: there is no such contract on a fresh anvil.
      expect(await client.getCode({ address: '0xcA11bde05977b3631167028862bE2a173976CA11' })).toBeUndefined();

      const deployment = await deployTo(anvil.rpcUrl, ANVIL_ACCOUNTS[0].privateKey);
      expect(deployment.chainId).toBe(97);
      expect(deploymentEnv(deployment).split('\n')).toEqual([
        `TOKEN_CONTRACT=${deployment.token}`,
        `STAKING_CONTRACT=${deployment.staking}`,
        `MEMBERSHIP_CONTRACT=${deployment.membership}`,
      ]);
      expect(deployment.token).toMatch(/^0x[0-9a-fA-F]{40}$/);
    } finally {
      await anvil.stop();
    }
    expect(() => process.kill(anvil.pid, 0)).toThrow(/ESRCH/);
  });
});

describe('compiled artifacts', () => {
  it('are up to date with contracts/ (recompiled and compared)', () => {
    const run = spawnSync(process.execPath, ['scripts/compile.mjs', '--check'], { cwd: packageRoot, encoding: 'utf8' });
    expect(run.stderr + run.stdout).toMatch(/up to date/);
    expect(run.status).toBe(0);
  }, 60_000);
});
