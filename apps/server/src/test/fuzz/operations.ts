import {
  createTicketInput,
  fiatDepositFields,
  kycSubmitFields,
  replyTicketInput,
  staffReplyInput,
  storeApplicationFields,
  storeProductImageFields,
} from '@tandem/contracts';
import { z } from 'zod';
import type { JsonSchema } from './json-schema';

/** One operation of the OpenAPI document, with what a request to it is made of. */
export interface Operation {
  /** "POST /api/wallet/deposit" */
  key: string;
  method: string;
  path: string;
  auth: 'member' | 'staff' | 'none';
  pathParams: Array<{ name: string; schema: JsonSchema }>;
  queryParams: Array<{ name: string; schema: JsonSchema; required: boolean }>;
  headerParams: Array<{ name: string; schema: JsonSchema; required: boolean }>;
  /** The JSON body's schema, when the operation declares one. */
  jsonBody: JsonSchema | null;
  /** Text fields of a multipart form (files are any other part), for the upload routes. */
  multipart: { fields: JsonSchema; fileFields: string[] } | null;
  /** Whether the route also reads a JSON body for the same fields (tickets take either). */
  acceptsJsonForm: boolean;
}

const formSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as unknown as JsonSchema;

/**
 * The upload routes read multipart by hand, so their form is not in the OpenAPI document: these are the
 * contracts' own schemas for the text fields. A new upload route must be added here (the test fails
 * when an operation mentions multipart and is missing).
 */
const multipartForms: Record<string, { fields: JsonSchema; fileFields: string[]; json: boolean }> = {
  'POST /api/ticket/create-ticket': { fields: formSchema(createTicketInput), fileFields: ['image'], json: true },
  'POST /api/ticket/reply-ticket': { fields: formSchema(replyTicketInput), fileFields: ['image'], json: true },
  'POST /api/admin/tickets/{id}/reply': { fields: formSchema(staffReplyInput), fileFields: ['image'], json: true },
  'POST /api/member/UserKyc': { fields: formSchema(kycSubmitFields), fileFields: ['front', 'rear'], json: false },
  'POST /api/wallet/deposit-fiat': { fields: formSchema(fiatDepositFields), fileFields: ['screenshot'], json: false },
  'POST /api/admin/news/{id}/image': { fields: { type: 'object', properties: {} }, fileFields: ['image'], json: false },
  'POST /api/admin/mall/products/{id}/images': {
    fields: { type: 'object', properties: {} },
    fileFields: ['image'],
    json: false,
  },
  'POST /api/stores/apply': { fields: formSchema(storeApplicationFields), fileFields: ['logo'], json: false },
  'POST /api/stores/products/images': {
    fields: formSchema(storeProductImageFields),
    fileFields: ['image'],
    json: false,
  },
};

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface OpenApiOperation {
  summary?: string;
  description?: string;
  security?: Array<Record<string, unknown>>;
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [lower, op] of Object.entries(methods)) {
      const method = lower.toUpperCase();
      const key = `${method} ${path}`;
      const schemes = (op.security ?? []).flatMap((s) => Object.keys(s));
      const params = op.parameters ?? [];
      const form = multipartForms[key];
      const mentionsMultipart = /multipart/i.test(`${op.summary ?? ''} ${op.description ?? ''}`);
      if (mentionsMultipart && !form)
        throw new Error(`${key} takes multipart: describe its form in fuzz/operations.ts`);
      ops.push({
        key,
        method,
        path,
        auth: schemes.includes('staff') ? 'staff' : schemes.includes('bearer') ? 'member' : 'none',
        pathParams: params.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        queryParams: params
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema ?? {}, required: Boolean(p.required) })),
        headerParams: params
          .filter((p) => p.in === 'header')
          .map((p) => ({ name: p.name, schema: p.schema ?? {}, required: Boolean(p.required) })),
        jsonBody: op.requestBody?.content?.['application/json']?.schema ?? (form?.json ? form.fields : null),
        multipart: form ? { fields: form.fields, fileFields: form.fileFields } : null,
        acceptsJsonForm: Boolean(form?.json),
      });
    }
  }
  return ops;
}
