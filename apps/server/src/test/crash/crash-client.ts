/**
 * An HTTP client that behaves like the web app after a lost connection: it sends the same request,
 * with the same Idempotency-Key and body, until it gets an answer. Every answer it returns is one
 * the member saw (acknowledged); a request that died with the server is never reported on its own.
 */

export interface Answer {
  status: number;
  body: { code: number; message: string; data: Record<string, unknown> | null };
  isReplay: boolean;
  /** Attempts that got no answer (connection refused or reset, timeout) before this one. */
  interruptions: number;
}

const RETRY_FOR_MS = 120_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let forwardedFor = 0;
/** A fresh client address per request (the server trusts loopback as a proxy), so per-IP limits stay out of the way. */
function nextClientIp(): string {
  forwardedFor += 1;
  return `10.${(forwardedFor >> 16) & 255}.${(forwardedFor >> 8) & 255}.${forwardedFor & 255}`;
}

export async function sendUntilAnswered(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown; key?: string; abandonFirstAfterMs?: number } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'x-forwarded-for': nextClientIp() };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.key) headers['idempotency-key'] = options.key;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const giveUpAt = Date.now() + RETRY_FOR_MS;
  for (let interruptions = 0; ; interruptions++) {
    try {
      const res = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: payload,
        signal: AbortSignal.timeout(
          interruptions === 0 && options.abandonFirstAfterMs ? options.abandonFirstAfterMs : 20_000,
        ),
      });
      const text = await res.text();
      return {
        status: res.status,
        body: JSON.parse(text) as Answer['body'],
        isReplay: res.headers.get('idempotent-replayed') === 'true',
        interruptions,
      };
    } catch (error) {
      if (Date.now() > giveUpAt) throw error;
      await sleep(50 + Math.floor(Math.random() * 100));
    }
  }
}
