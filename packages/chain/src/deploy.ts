// Deploys the token (unless an existing one is given), the staking contract and the membership registry.
// Used by tests (on anvil) and by scripts/deploy.mjs (a local chain or BSC testnet).
import {
  createPublicClient,
  createWalletClient,
  getAddress,
  http,
  parseUnits,
  type Abi,
  type Account,
  type Address,
  type Chain,
  type ContractFunctionReturnType,
  type Hex,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { membershipAbi, stakingAbi, testTokenAbi } from './abis';
import { membershipBytecode, stakingBytecode, testTokenBytecode } from './bytecode';
import { TOKEN_DECIMALS, chainFor } from './chains';

/** The staking option as viem reads and writes it (uint64 fields are bigint, uint32 ones number). */
export type StakingOption = ContractFunctionReturnType<typeof stakingAbi, 'view', 'getOption'>;
/** One on-chain stake as `getStakes` returns it. */
export type OnChainStake = ContractFunctionReturnType<typeof stakingAbi, 'view', 'getStake'>;

/** `stakingType` values (Staking.sol's FLEXIBLE, FIXED_180_DAYS, FIXED_360_DAYS). */
export const STAKING_TYPE = { flexible: 0, fixed180Days: 1, fixed360Days: 2 } as const;

export { TOKEN_DECIMALS };
export const tokens = (amount: string | number) => parseUnits(String(amount), TOKEN_DECIMALS);

/**
 * The option a fresh deployment starts with; the owner changes it with `setOption`. Amounts follow the
 * spec (flexible from 30 USDT; up to the 100 000-token allowance the app approves); the rates are
 * placeholders until the business sets them (basis points per day: 10 = 0.1 % a day); flexible terms
 * run 1 to 360 days.
 */
export const DEFAULT_STAKING_OPTION: StakingOption = {
  minAmount: tokens(30),
  maxAmount: tokens(100_000),
  minDuration: 1n,
  maxDuration: 360n,
  flexiStakingRate: 10,
  fixed180DaysRate: 20,
  fixed360DaysRate: 30,
  durationType: 86_400,
};

export interface ChainClients {
  publicClient: PublicClient<Transport, Chain>;
  walletClient: WalletClient<Transport, Chain, Account>;
}

/** A public and a wallet client for `rpcUrl`, signing locally with `privateKey`. */
export function clientsFor(rpcUrl: string, privateKey: Hex, chain: Chain): ChainClients {
  const transport = http(rpcUrl);
  return {
    publicClient: createPublicClient({ chain, transport }),
    walletClient: createWalletClient({ account: privateKeyToAccount(privateKey), chain, transport }),
  };
}

export interface DeployOptions {
  /** An existing BEP-20 to stake (USDT on BSC); by default a TestToken is deployed. */
  token?: Address;
  option?: StakingOption;
  /** The membership tree's root; by default the deployer. */
  membershipRoot?: Address;
}

export interface Deployment {
  chainId: number;
  deployer: Address;
  token: Address;
  staking: Address;
  membership: Address;
  /** The block of the last deployment transaction: where a log watcher can start. */
  blockNumber: bigint;
}

/** Deploys a contract and waits for its receipt; throws when it did not create the contract. */
export async function deployContract(
  { publicClient, walletClient }: ChainClients,
  abi: Abi,
  bytecode: Hex,
  args: readonly unknown[] = [],
): Promise<{ address: Address; blockNumber: bigint }> {
  const hash = await walletClient.deployContract({ abi, bytecode, args });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success' || !receipt.contractAddress) throw new Error(`Deployment failed: ${hash}`);
  return { address: getAddress(receipt.contractAddress), blockNumber: receipt.blockNumber };
}

export async function deployContracts(clients: ChainClients, options: DeployOptions = {}): Promise<Deployment> {
  const chainId = await clients.publicClient.getChainId();
  const deployer = clients.walletClient.account.address;
  // On mainnet the token is the real USDT: a test token there would only mislead.
  if (chainId === 56 && !options.token) throw new Error('On BSC mainnet pass the real token address (TOKEN_CONTRACT)');
  const token =
    options.token ??
    (await deployContract(clients, testTokenAbi, testTokenBytecode, ['Tether USD (test)', 'USDT'])).address;
  const staking = await deployContract(clients, stakingAbi, stakingBytecode, [
    token,
    options.option ?? DEFAULT_STAKING_OPTION,
  ]);
  const membership = await deployContract(clients, membershipAbi, membershipBytecode, [
    options.membershipRoot ?? deployer,
  ]);
  return {
    chainId,
    deployer,
    token,
    staking: staking.address,
    membership: membership.address,
    blockNumber: membership.blockNumber,
  };
}

/** Connects to `rpcUrl`, picks the chain from its id (a loopback URL is a local anvil) and deploys. */
export async function deployTo(rpcUrl: string, privateKey: Hex, options: DeployOptions = {}): Promise<Deployment> {
  const probe = createPublicClient({ transport: http(rpcUrl) });
  const chainId = await probe.getChainId();
  const host = new URL(rpcUrl).hostname;
  const local = host === '127.0.0.1' || host === 'localhost' || host === '[::1]';
  return deployContracts(clientsFor(rpcUrl, privateKey, chainFor(chainId, rpcUrl, { local })), options);
}

/** The deployment as the server's environment lines. */
export function deploymentEnv(deployment: Deployment): string {
  return [
    `TOKEN_CONTRACT=${deployment.token}`,
    `STAKING_CONTRACT=${deployment.staking}`,
    `MEMBERSHIP_CONTRACT=${deployment.membership}`,
  ].join('\n');
}
