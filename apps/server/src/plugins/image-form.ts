import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../lib/app-error';
import { storable } from '../lib/storable-strings';
import { type ImageUpload, readImageUpload } from '../lib/uploads';

export interface ImageForm<Fields extends z.ZodType, Name extends string, Needed extends Name> {
  /** The text fields. */
  fields: Fields;
  /** The file fields the form takes, one image each. */
  images: readonly Name[];
  /** The file fields that must be sent. */
  required?: readonly Needed[];
  maxBytes: number;
}

/** Drains a file part nobody asked for, so the parser can move on to the next part. */
async function discard(part: MultipartFile) {
  for await (const _chunk of part.file) {
    // dropped
  }
}

/**
 * A multipart/form-data form of text fields and named images (KYC documents, a deposit's
 * screenshot). Every problem is gathered into one VALIDATION_ERROR, field by field: an unknown or
 * repeated file field is `invalid`, a missing required one `required`, and the text fields are
 * checked with their schema (and for strings PostgreSQL cannot store, as multipart skips the route's
 * validator compiler). Images are checked as they arrive (type, size, decoding).
 */
export async function readImageForm<Fields extends z.ZodType, Name extends string, Needed extends Name = never>(
  request: FastifyRequest,
  form: ImageForm<Fields, Name, Needed>,
): Promise<{ fields: z.output<Fields>; images: Partial<Record<Name, ImageUpload>> & Record<Needed, ImageUpload> }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const text: Record<string, string> = {};
  const images: Partial<Record<string, ImageUpload>> = {};
  const problems: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const name = part.fieldname;
      if (!(form.images as readonly string[]).includes(name) || images[name]) {
        problems[name] = 'invalid';
        await discard(part);
        continue;
      }
      images[name] = await readImageUpload(part, { maxBytes: form.maxBytes });
    } else if (typeof part.value === 'string') {
      text[part.fieldname] = part.value;
    }
  }
  const parsed = storable(form.fields).safeParse(text);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems[String(issue.path[0] ?? '_')] ??= issue.message;
  }
  for (const name of form.required ?? []) if (!images[name]) problems[name] ??= 'required';
  if (Object.keys(problems).length > 0 || !parsed.success) throw AppError.fields(problems);
  return {
    fields: parsed.data,
    images: images as Partial<Record<Name, ImageUpload>> & Record<Needed, ImageUpload>,
  };
}
