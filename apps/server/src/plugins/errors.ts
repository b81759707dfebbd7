import { type IncomingMessage, type Server as HttpServer, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { type ErrorCode, errorCatalogue, fieldErrorKeys } from '@tandem/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DuplicateJournalError, InsufficientBalanceError } from '../ledger/post-journal';
import { AppError } from '../lib/app-error';

/** The field error keys the web translates (contracts), so a schema's own message passes through. */
const knownFieldKeys: ReadonlySet<string> = new Set(fieldErrorKeys);

/** Zod issue → a field error key the client can translate. */
function fieldKey(issue: { code?: string; message?: string; input?: unknown }): string {
  if (issue.message && knownFieldKeys.has(issue.message)) return issue.message;
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'required';
  if (issue.code === 'too_small') return 'tooShort';
  if (issue.code === 'too_big') return 'tooLong';
  return 'invalid';
}

function envelope(code: ErrorCode, data: Record<string, unknown> | null = null) {
  return { code: errorCatalogue[code].code, message: code, data };
}

/** Framework error codes that are the client's fault, with the catalogue code each one answers. */
const frameworkErrors: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_FILES_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_PARTS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FIELDS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_INVALID_JSON_FIELD_ERROR: 'INVALID_JSON',
  FST_PROTO_VIOLATION: 'REQUEST_FAIL',
  FST_MP_PREMATURE_CLOSE: 'REQUEST_FAIL',
  FST_ERR_VALIDATION: 'VALIDATION_ERROR',
  // Raised by the router before any route runs; they reach us through Fastify's `frameworkErrors`.
  FST_ERR_BAD_URL: 'REQUEST_FAIL',
  FST_ERR_MAX_PARAM_LENGTH: 'URI_TOO_LONG',
};

/**
 * What the multipart parser (busboy) throws on a body that is not well-formed multipart: plain
 * Errors without a code, so they are known by their text, and only on a multipart request.
 */
const MALFORMED_MULTIPART =
  /^(Unexpected end of multipart data|Part terminated early due to unexpected end of multipart data|Multipart: Boundary not found|Boundary required|Unsupported Content-Type\.|The needle cannot (be an empty String\/Buffer|have a length bigger than 256)\.)$/;

function isMalformedMultipart(error: Error, request: FastifyRequest): boolean {
  return /^multipart\//i.test(request.headers['content-type'] ?? '') && MALFORMED_MULTIPART.test(error.message);
}

/**
 * The ledger's refusals as catalogue codes, mapped here once: services let them pass. A balance that
 * cannot cover a debit is the member's INSUFFICIAN_BALANCE; a journal whose business key was posted
 * already means the event happened while this request was deciding (STATE_CHANGED).
 */
function ledgerRefusal(error: unknown): ErrorCode | null {
  if (error instanceof InsufficientBalanceError) return 'INSUFFICIAN_BALANCE';
  if (error instanceof DuplicateJournalError) return 'STATE_CHANGED';
  return null;
}

/** 503s the operator chose (maintenance) or a load balancer expects (not ready): not faults, so not logged as errors. */
const expectedUnavailable = new Set<string>(['maintenance', 'NOT_READY']);

/**
 * One error path: AppError → its catalogue status; ledger refusals → their code; schema failures → 400 with `data.fields`;
 * malformed requests → their 4xx; anything else is a bug → 500 `internalError`, logged, no details out.
 * It answers the errors of routes (the plugin below) and those Fastify raises before a route is
 * found (app.ts passes it as `frameworkErrors`).
 */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // Framework errors (bad percent-encoding, an over-long parameter) are answered without the onSend
  // hooks, so the no-store plugin never sees them: an error answer is never kept by a cache either.
  reply.header('cache-control', 'no-store');
  if (error instanceof AppError) {
    if (error.status >= 500 && !expectedUnavailable.has(error.code)) request.log.error({ err: error }, 'server error');
    return reply.status(error.status).send(envelope(error.code, error.data));
  }
  const refusal = ledgerRefusal(error);
  if (refusal) return reply.status(errorCatalogue[refusal].status).send(envelope(refusal));
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const v of error.validation) {
      // fastify-type-provider-zod 7 spreads the zod issue into params and moves code/message/path out.
      const params = (v.params ?? {}) as Record<string, unknown>;
      const issue = (params.issue as { path?: PropertyKey[]; code?: string; message?: string; input?: unknown }) ?? {
        path: v.instancePath.split('/').filter(Boolean),
        code: v.keyword,
        message: v.message,
        input: params.input,
      };
      const name = (issue.path ?? []).map(String).join('.') || v.instancePath.replace(/^\//, '') || '_';
      fields[name] ??= fieldKey(issue);
    }
    const first = Object.values(fields)[0];
    // A business-rule key surfaced by a schema (NO_CHINESE, passwordNotMatch) is also the top-level code.
    const code: ErrorCode = first === 'NO_CHINESE' || first === 'passwordNotMatch' ? first : 'VALIDATION_ERROR';
    return reply.status(400).send(envelope(code, { fields }));
  }
  if (error.statusCode === 429) {
    return reply.status(429).send(envelope('TOO_MANY_REQUESTS'));
  }
  const mapped = error.code ? frameworkErrors[error.code] : undefined;
  if (mapped) {
    return reply.status(errorCatalogue[mapped].status).send(envelope(mapped));
  }
  if (isMalformedMultipart(error, request)) {
    return reply.status(400).send(envelope('REQUEST_FAIL'));
  }
  if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON/i.test(error.message))) {
    return reply.status(400).send(envelope('INVALID_JSON'));
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    request.log.info({ err: error }, 'client error without a catalogue code');
    return reply.status(error.statusCode).send(envelope('REQUEST_FAIL'));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send(envelope('internalError'));
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(answerError);
  // HTTP/1.1 requires Host (RFC 9112, 3.2). Node's own check is off (app.ts) so this answer is an envelope.
  // A callback hook, not an async one: it waits on nothing (decision 033).
  app.addHook('onRequest', (request, _reply, done) => {
    const { httpVersionMajor, httpVersionMinor } = request.raw;
    done(
      request.headers.host === undefined && httpVersionMajor === 1 && httpVersionMinor >= 1
        ? new AppError('REQUEST_FAIL')
        : undefined,
    );
  });
});

/** Half of Node's default 16 KiB header limit: a request line this long is the reason the limit was hit. */
const LONG_REQUEST_LINE_BYTES = 8 * 1024;

/**
 * Whether the refused bytes begin with an over-long request line, so the address is what is too
 * long (414) rather than the headers (431). Node hands over the chunk it was parsing; when the
 * request came in several chunks and the last one no longer holds the request line, 431 it is.
 */
function isOverlongRequestLine(rawPacket: unknown): boolean {
  if (!Buffer.isBuffer(rawPacket) || !/^[A-Z]+ \S/.test(rawPacket.subarray(0, 32).toString('latin1'))) return false;
  const lineEnd = rawPacket.indexOf('\r\n');
  return (lineEnd === -1 ? rawPacket.length : lineEnd) > LONG_REQUEST_LINE_BYTES;
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers over --max-http-header-size,
 * a request line or header that is not HTTP, a client too slow to send its headers) get the same
 * envelope, written straight to the socket, which is then closed: after a parse error the connection
 * cannot carry another request. A reset connection has nobody to answer. (Fastify's
 * `clientErrorHandler`; `this` is the app.)
 */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string; rawPacket?: unknown },
  socket: Socket,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  let code: ErrorCode = 'REQUEST_FAIL';
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    code = isOverlongRequestLine(error.rawPacket) ? 'URI_TOO_LONG' : 'HEADERS_TOO_LARGE';
  } else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    code = 'REQUEST_TIMEOUT';
  }
  this.log.debug({ err: error }, 'client error before routing');
  writeEnvelopeAndClose(socket, code);
}

/** An answer written on the bare socket (no request object exists), then the connection closed. */
function writeEnvelopeAndClose(socket: Duplex, code: ErrorCode) {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const status = errorCatalogue[code].status;
  const body = JSON.stringify(envelope(code));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      'Cache-Control: no-store\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
    () => socket.destroy(),
  );
}

/**
 * Two more requests Node answers (or drops) itself unless told otherwise: CONNECT, which it would
 * hang up on, answers 405 in the envelope; an Expect other than 100-continue, which it would answer
 * with a bare 417, is ignored (RFC 9110 10.1.1 allows it) and the request served as usual.
 */
export function answerNodeLevelRequests(server: HttpServer) {
  server.on('connect', (_request: IncomingMessage, socket: Duplex) =>
    writeEnvelopeAndClose(socket, 'METHOD_NOT_ALLOWED'),
  );
  server.on('checkExpectation', (request: IncomingMessage, response: ServerResponse) =>
    server.emit('request', request, response),
  );
}

export { envelope as errorEnvelopeBody };
