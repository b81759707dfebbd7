import { errorCatalogue } from '@tandem/contracts';

const byNumericCode = new Map<number, { key: string; status: number }>(
  Object.entries(errorCatalogue).map(([key, v]) => [v.code, { key, status: v.status }]),
);

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/**
 * What is wrong with an answer, or null. Every answer is `{ code, message, data }` with the catalogue's
 * status for its code, except a successful file download. Any 5xx is wrong: malformed input is the
 * client's fault, whatever the route.
 */
export function answerProblem(answer: Answer): string | null {
  const status = answer.statusCode;
  const contentType = String(answer.headers['content-type'] ?? '');
  const isJson = /^application\/json\b/i.test(contentType);
  if (status >= 200 && status < 300 && !isJson && answer.body.length > 0) return null;
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return `${status >= 500 ? 'server error, ' : ''}not JSON (${contentType || 'no content type'})`;
  }
  const envelope = body as { code?: unknown; message?: unknown; data?: unknown } | null;
  const isEnvelope =
    envelope !== null &&
    typeof envelope === 'object' &&
    !Array.isArray(envelope) &&
    typeof envelope.code === 'number' &&
    typeof envelope.message === 'string' &&
    'data' in envelope;
  if (!isEnvelope) return `${status >= 500 ? 'server error, ' : ''}not an envelope: ${answer.body.slice(0, 80)}`;
  if (status >= 500) return `server error ${envelope.message}`;
  if (!isJson) return `envelope with content type ${contentType || 'none'}`;
  if (envelope.code === 0) return status >= 200 && status < 300 ? null : `code 0 with status ${status}`;
  const entry = byNumericCode.get(envelope.code as number);
  if (!entry) return `code ${String(envelope.code)} is not in the catalogue`;
  if (entry.key !== envelope.message) return `code ${entry.key} with message ${envelope.message}`;
  if (entry.status !== status) return `${entry.key} answered with ${status}, catalogue says ${entry.status}`;
  return null;
}
