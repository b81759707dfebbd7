import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';

/** How long a fresh redis-server may take to answer PING. */
const STARTUP_TIMEOUT_MS = 10_000;
/** A port taken between our probe and redis binding it: try another this many times. */
const START_ATTEMPTS = 3;

export interface RedisServer {
  /** redis://127.0.0.1:<port> */
  url: string;
  /** The redis-server process id, stopped by `stop`. */
  pid: number;
  /** Stops this server (SIGTERM to its pid, then waits for it to exit); safe to call twice. */
  stop: () => Promise<void>;
}

/**
 * A throwaway Redis (Debian's `redis-server`) on a free loopback port for tests: nothing is saved
 * (`--save ''`, `--appendonly no`), and it is stopped by its own pid, never by name.
 * When `TEST_REDIS_URL` is set (npm test's PostgreSQL phase starts one), prefer that one instead.
 */
export async function startRedis(): Promise<RedisServer> {
  let lastError: unknown;
  for (let attempt = 0; attempt < START_ATTEMPTS; attempt++) {
    const port = await freePort();
    try {
      return await startOn(port);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

async function startOn(port: number): Promise<RedisServer> {
  const child = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--daemonize',
      'no',
      '--loglevel',
      'warning',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 100) output.splice(0, 50);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const spawnError = new Promise<never>((_, reject) => child.once('error', reject));
  spawnError.catch(() => {});
  const stop = () => stopChild(child);
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `redis-server exited while starting (${child.exitCode ?? child.signalCode}):\n${output.join('')}`,
      );
    }
    const answered = await Promise.race([ping(port), spawnError]);
    if (answered) return { url: `redis://127.0.0.1:${port}`, pid: child.pid!, stop };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop();
  throw new Error(`redis-server did not answer PING within ${STARTUP_TIMEOUT_MS} ms:\n${output.join('')}`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  await exited;
}

/** True when something on the port answers PING with +PONG. */
function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let reply = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
    socket.on('error', () => done(false));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}
