// A throwaway Redis (Debian's `redis-server`) on a free loopback port, for tests: nothing is saved
// (`--save ''`, `--appendonly no`), and it is stopped by its own pid, never by name.
// scripts/test.mjs starts one for its PostgreSQL phase (TEST_REDIS_URL); the server tests reach it
// through apps/server/src/test/redis-server.ts.
import { spawn } from 'node:child_process';
import net from 'node:net';

/** How long a fresh redis-server may take to answer PING. */
const STARTUP_TIMEOUT_MS = 10_000;
/** A port taken between our probe and redis binding it: try another this many times. */
const START_ATTEMPTS = 3;

/** @returns {Promise<{ url: string, pid: number, stop: () => Promise<void> }>} */
export async function startLocalRedis() {
  let lastError;
  for (let attempt = 0; attempt < START_ATTEMPTS; attempt++) {
    try {
      return await startOn(await freePort());
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

async function startOn(port) {
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  const child = spawn('redis-server', [...args, '--daemonize', 'no', '--loglevel', 'warning'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  const keep = (chunk) => {
    output.push(chunk.toString());
    if (output.length > 100) output.splice(0, 50);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const spawnError = new Promise((_, reject) => child.once('error', reject));
  spawnError.catch(() => {});
  const stop = () => stopChild(child);
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `redis-server exited while starting (${child.exitCode ?? child.signalCode}):\n${output.join('')}`,
      );
    }
    if (await Promise.race([ping(port), spawnError])) return { url: `redis://127.0.0.1:${port}`, pid: child.pid, stop };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop();
  throw new Error(`redis-server did not answer PING within ${STARTUP_TIMEOUT_MS} ms:\n${output.join('')}`);
}

async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** True when something on the port answers PING with +PONG. */
function ping(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let reply = '';
    const done = (ok) => {
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

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}
