import { type ErrorCode, errorCatalogue } from '@tandem/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

/** Zod issue → a field error key the client can translate. */
function fieldKey(issue: { code?: string; message?: string; input?: unknown }): string {
  const known = new Set([
    'required',
    'invalid',
    'tooShort',
    'tooLong',
    'mustBeInteger',
    'invalidEmail',
    'invalidUsername',
    'weakPassword',
    'passwordNotMatch',
    'NO_CHINESE',
    'termsRequired',
    'digitsOnly',
  ]);
  if (issue.message && known.has(issue.message)) return issue.message;
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
  FST_ERR_VALIDATION: 'VALIDATION_ERROR',
};

/**
 * One error path: AppError → its catalogue status; schema failures → 400 with `data.fields`;
 * malformed requests → their 4xx; anything else is a bug → 500 `internalError`, logged, no details out.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'server error');
      return reply.status(error.status).send(envelope(error.code, error.data));
    }
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
    if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON/i.test(error.message))) {
      return reply.status(400).send(envelope('INVALID_JSON'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error without a catalogue code');
      return reply.status(error.statusCode).send(envelope('REQUEST_FAIL'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(envelope('internalError'));
  });
});

export { envelope as errorEnvelopeBody };
