import { fieldErrorKeys } from '@tandem/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { storable } from '../../lib/storable-strings';
import { type ImageUpload, readImageUpload } from '../../lib/uploads';

const knownFieldKeys = new Set<string>(fieldErrorKeys);

/**
 * Zod parse that fails the way schema validation does: 400 VALIDATION_ERROR with data.fields. These
 * fields skip the route's validator compiler (multipart, or JSON without a body schema), so the check
 * for strings PostgreSQL cannot store is applied here.
 */
export function parseFields<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = storable(schema).safeParse(value);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path.map(String).join('.') || '_';
    const key =
      issue.message && knownFieldKeys.has(issue.message)
        ? issue.message
        : issue.code === 'invalid_type' && issue.input === undefined
          ? 'required'
          : 'invalid';
    fields[name] ??= key;
  }
  throw AppError.fields(fields);
}

/**
 * The text fields and images of a form that may come as multipart (with images) or as JSON
 * (without). Images are checked as they arrive; one past maxFiles stops the request.
 */
export async function readForm(
  request: FastifyRequest,
  options: { maxFiles: number; maxFileBytes: number },
): Promise<{ fields: Record<string, unknown>; images: ImageUpload[] }> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: body && typeof body === 'object' ? (body as Record<string, unknown>) : {}, images: [] };
  }
  const fields: Record<string, unknown> = {};
  const images: ImageUpload[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (images.length >= options.maxFiles) throw new AppError('TOO_MANY_FILES', { max_files: options.maxFiles });
      images.push(await readImageUpload(part, { maxBytes: options.maxFileBytes }));
    } else if (typeof part.value === 'string' && !(part.fieldname in fields)) {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, images };
}
