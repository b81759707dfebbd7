#!/usr/bin/env node
// Deploys TestToken (unless TOKEN_CONTRACT is set), Staking and Membership, and prints the server's
// environment lines on stdout:
//   CHAIN_RPC_URL=http://127.0.0.1:8545 npm run deploy -w @tandem/chain                      (local anvil)
//   CHAIN_RPC_URL=https://data-seed-prebsc-1-s1.bnbchain.org:8545 DEPLOYER_PRIVATE_KEY=0x… npm run deploy -w @tandem/chain
// Optional: TOKEN_CONTRACT (an existing BEP-20, required on mainnet), MEMBERSHIP_ROOT (default: the deployer).
// Run through tsx (npm run deploy) because it imports the package's TypeScript.
import { ANVIL_ACCOUNTS } from '../src/anvil.ts';
import { deployTo, deploymentEnv } from '../src/deploy.ts';

const rpcUrl = process.env.CHAIN_RPC_URL ?? 'http://127.0.0.1:8545';
const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(rpcUrl).hostname);
// anvil's first dev key only for a chain on this machine; anywhere else the key must be given.
const privateKey = process.env.DEPLOYER_PRIVATE_KEY ?? (loopback ? ANVIL_ACCOUNTS[0].privateKey : undefined);
if (!privateKey) {
  console.error('DEPLOYER_PRIVATE_KEY is required for a chain that is not on this machine.');
  process.exit(2);
}

try {
  const deployment = await deployTo(rpcUrl, privateKey, {
    token: process.env.TOKEN_CONTRACT || undefined,
    membershipRoot: process.env.MEMBERSHIP_ROOT || undefined,
  });
  console.error(
    `Deployed on chain ${deployment.chainId} by ${deployment.deployer} (last block ${deployment.blockNumber}).`,
  );
  console.log(deploymentEnv(deployment));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
