import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
const serverEntry = path.join(repoRoot, 'apps/server/src/server.ts');
/** Generous: three servers starting at once on a loaded 2-core machine take a while to import. */
const STARTUP_TIMEOUT_MS = 180_000;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/**
 * A server process of the crash and SIGTERM tests: on its own database and data directory, without demo
 * data, with limits out of the way (clients send X-Forwarded-For from loopback), and without whatever the
 * developer's shell exports that would reach out (mail, chain) or serve a web build.
 */
export function testServerEnv(databaseUrl: string, dataDir: string, adminPassword: string): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    ROOT_PASSWORD: 'RootPass123',
    ADMIN_PASSWORD: adminPassword,
    DEMO_DATA: '0',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '1000000',
    TRUST_PROXY: '127.0.0.1',
    SMTP_URL: '',
    CHAIN_RPC_URL: '',
    WEB_DIST_DIR: '',
    PUBLIC_URL: '',
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The real server (src/server.ts through tsx, no build needed) as a child process that the crash
 * test can start, SIGKILL and start again on the same port and database.
 */
export class ServerProcess {
  private child: ChildProcess | null = null;
  private output: string[] = [];
  readonly baseUrl: string;
  starts = 0;

  constructor(
    private readonly env: Record<string, string>,
    readonly port: number,
  ) {
    this.baseUrl = `http://127.0.0.1:${port}`;
  }

  /** The last lines the server printed, for a failure message. */
  recentOutput(): string {
    return this.output.slice(-40).join('');
  }

  async start(): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
      cwd: repoRoot,
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      this.output.push(chunk.toString());
      if (this.output.length > 400) this.output.splice(0, 200);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    this.child = child;
    const deadline = Date.now() + STARTUP_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(
          `server exited while starting (${child.exitCode ?? child.signalCode}):\n${this.recentOutput()}`,
        );
      }
      try {
        const res = await fetch(`${this.baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
        if (res.ok) {
          this.starts += 1;
          return;
        }
      } catch {
        // Not listening yet.
      }
      await sleep(100);
    }
    throw new Error(`server did not become healthy within ${STARTUP_TIMEOUT_MS} ms:\n${this.recentOutput()}`);
  }

  /** Sends `signal` and answers how the process ended (null when it was not running). */
  private async signal(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null } | null> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return null;
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once('exit', (code, sig) => resolve({ code, signal: sig })),
    );
    child.kill(signal);
    const exit = await exited;
    this.child = null;
    return exit;
  }

  /** A crash: no shutdown hook runs, open transactions die with their connections. */
  kill() {
    return this.signal('SIGKILL');
  }

  /** A graceful stop: the server finishes what it accepted and exits. */
  stop() {
    return this.signal('SIGTERM');
  }
}
