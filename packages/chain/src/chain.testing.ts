// Test support: one anvil per test file, the contracts deployed once, and a snapshot reverted before
// every test, so each test starts from the same fresh deployment in milliseconds.
import {
  BaseError,
  ContractFunctionRevertedError,
  createTestClient,
  http,
  type Abi,
  type Address,
  type Chain,
  type ContractFunctionArgs,
  type ContractFunctionName,
  type Hex,
  type TestClient,
  type TransactionReceipt,
} from 'viem';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { ANVIL_ACCOUNTS, startAnvil, type Anvil } from './anvil';
import { localChain } from './chains';
import { clientsFor, type ChainClients } from './deploy';

export interface TestChain {
  anvil: Anvil;
  chain: Chain;
  test: TestClient<'anvil'>;
  /** Clients signing as ANVIL_ACCOUNTS[i]; [0] deploys and owns the contracts. */
  accounts: ChainClients[];
  /** Set by `setup` once the chain is up: what every test starts from. */
  context: Record<string, unknown>;
}

/**
 * Starts anvil before the file's tests, runs `setup` once (deploy, mint, approve), snapshots, and
 * reverts to that snapshot before each test. Returns a handle filled in by beforeAll.
 */
export function useTestChain<T extends Record<string, unknown>>(
  setup: (chain: Omit<TestChain, 'context'>) => Promise<T>,
): TestChain & { context: T } {
  const handle = { context: {} } as TestChain & { context: T };
  let snapshot: Hex;

  beforeAll(async () => {
    handle.anvil = await startAnvil();
    handle.chain = localChain(handle.anvil.rpcUrl);
    handle.test = createTestClient({ mode: 'anvil', chain: handle.chain, transport: http(handle.anvil.rpcUrl) });
    handle.accounts = ANVIL_ACCOUNTS.map((a) => clientsFor(handle.anvil.rpcUrl, a.privateKey, handle.chain));
    handle.context = await setup(handle);
    snapshot = await handle.test.snapshot();
  });

  beforeEach(async () => {
    // anvil drops a snapshot once reverted to it: take a fresh one each time.
    await handle.test.revert({ id: snapshot });
    snapshot = await handle.test.snapshot();
  });

  afterAll(async () => {
    await handle.anvil?.stop();
  });

  return handle;
}

type Writable<abi extends Abi> = ContractFunctionName<abi, 'nonpayable' | 'payable'>;

/** Sends a contract call as `clients`' account and waits for a successful receipt. */
export async function send<const abi extends Abi, name extends Writable<abi>>(
  clients: ChainClients,
  contract: { address: Address; abi: abi },
  functionName: name,
  args: ContractFunctionArgs<abi, 'nonpayable' | 'payable', name>,
  options: { gas?: bigint } = {},
): Promise<TransactionReceipt> {
  const call = {
    account: clients.walletClient.account,
    address: contract.address,
    abi: contract.abi as Abi,
    functionName: functionName as string,
    args: args as readonly unknown[],
  };
  // Twice the estimate: the estimate runs on the pending block, and a call whose work depends on the time
  // (a claim or unstake accrues rewards up to the block's timestamp) can need more once it is mined a second
  // later; with the bare estimate such a call ran out of gas now and then. A revert still shows here.
  const gas = options.gas ?? 2n * (await clients.publicClient.estimateContractGas(call));
  const hash = await clients.walletClient.writeContract({ ...call, gas });
  const receipt = await clients.publicClient.waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe('success');
  return receipt;
}

/** Asserts that `action` reverts with the contract's custom error `errorName` (and `args` when given). */
export async function expectRevert(action: Promise<unknown>, errorName: string, args?: readonly unknown[]) {
  const error = await action.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, `expected a revert with ${errorName}`).toBeInstanceOf(BaseError);
  const reverted = (error as BaseError).walk((e) => e instanceof ContractFunctionRevertedError);
  expect(reverted, String(error)).toBeInstanceOf(ContractFunctionRevertedError);
  const data = (reverted as ContractFunctionRevertedError).data;
  expect(data?.errorName).toBe(errorName);
  if (args) expect(data?.args).toEqual(args);
}
