// A local chain for development and tests: anvil from the npm package @foundry-rs/anvil, whose binary
// arrives inside a per-platform registry package (@foundry-rs/anvil-linux-amd64, …), so installing it
// downloads nothing else. Spawned by its path and stopped by its pid (never through npx: killing npx
// leaves anvil running).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Address, Hex } from 'viem';
import { LOCAL_CHAIN_ID } from './chains';

const PLATFORM_PACKAGES: Record<string, string | undefined> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
  'win32-x64': '@foundry-rs/anvil-win32-amd64',
};

/** The path of the anvil binary installed from npm. */
export function anvilBinaryPath(): string {
  const require = createRequire(import.meta.url);
  const binary = process.platform === 'win32' ? 'anvil.exe' : 'anvil';
  const platformPackage = PLATFORM_PACKAGES[`${process.platform}-${process.arch}`];
  if (!platformPackage) throw new Error(`anvil: no npm binary for ${process.platform}-${process.arch}`);
  try {
    return require.resolve(`${platformPackage}/bin/${binary}`);
  } catch {
    // Where the platform package could not be installed, the wrapper's postinstall puts the binary beside itself.
    const fallback = path.join(path.dirname(require.resolve('@foundry-rs/anvil/package.json')), binary);
    if (fs.existsSync(fallback)) return fallback;
    throw new Error(`anvil: ${platformPackage} is not installed (npm install -w @tandem/chain)`);
  }
}

/**
 * The accounts anvil creates from its default mnemonic ("test test … junk"). Public knowledge:
 * never send real money to them.
 */
export const ANVIL_ACCOUNTS = [
  {
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  },
  {
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  },
  {
    address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    privateKey: '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  },
  {
    address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
    privateKey: '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
  },
  {
    address: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
    privateKey: '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
  },
] as const satisfies readonly { address: Address; privateKey: Hex }[];

export interface AnvilOptions {
  /** Defaults to 97 (BSC testnet's id), the local chain's id everywhere in Tandem. */
  chainId?: number;
  /** Defaults to a free port picked by anvil itself (no race between picking and binding). */
  port?: number;
  /** Seconds between blocks; by default a block is mined per transaction. */
  blockTime?: number;
  /** Extra command-line arguments. */
  args?: string[];
  /** Milliseconds to wait for the RPC to answer. Defaults to 15 s (it takes 0.1–0.6 s on a quiet machine). */
  timeoutMs?: number;
}

export interface Anvil {
  rpcUrl: string;
  port: number;
  pid: number;
  chainId: number;
  /** Stops anvil (SIGTERM, then SIGKILL after 3 s) and resolves once it has exited. */
  stop(): Promise<void>;
}

/** Starts anvil on 127.0.0.1 and resolves once it answers `eth_chainId`. */
export async function startAnvil(options: AnvilOptions = {}): Promise<Anvil> {
  const chainId = options.chainId ?? LOCAL_CHAIN_ID;
  const args = [
    '--host',
    '127.0.0.1',
    '--port',
    String(options.port ?? 0),
    '--chain-id',
    String(chainId),
    // The EVM the contracts are compiled for (scripts/compile.mjs), so tests never pass on newer opcodes.
    '--hardfork',
    'cancun',
    ...(options.blockTime ? ['--block-time', String(options.blockTime)] : []),
    ...(options.args ?? []),
  ];
  const child = spawn(anvilBinaryPath(), args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const pid = child.pid;
  if (pid === undefined) throw new Error('anvil: could not start');
  const stop = () => stopProcess(child);
  try {
    const port = await listeningPort(child, options.timeoutMs ?? 15_000);
    const rpcUrl = `http://127.0.0.1:${port}`;
    await waitForRpc(rpcUrl, chainId, options.timeoutMs ?? 15_000);
    return { rpcUrl, port, pid, chainId, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Reads "Listening on 127.0.0.1:<port>" from anvil's output. */
function listeningPort(child: ChildProcess, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => finish(new Error(`anvil: not listening after ${timeoutMs} ms\n${output}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Listening on [\d.]+:(\d+)/.exec(output);
      if (match) finish(undefined, Number(match[1]));
    };
    const onExit = (code: number | null) => finish(new Error(`anvil: exited with ${code} before listening\n${output}`));
    function finish(error?: Error, port?: number) {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
      // Keep draining the pipes so anvil never blocks on a full buffer.
      child.stdout?.resume();
      child.stderr?.resume();
      if (error) reject(error);
      else resolve(port!);
    }
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', onExit);
  });
}

async function waitForRpc(rpcUrl: string, chainId: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      });
      const body = (await response.json()) as { result?: string };
      if (body.result !== undefined) {
        if (Number(body.result) !== chainId) throw new Error(`anvil: chain id ${body.result}, expected ${chainId}`);
        return;
      }
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('anvil:')) throw error;
    }
    if (Date.now() > deadline) throw new Error(`anvil: no RPC answer at ${rpcUrl} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 3_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
