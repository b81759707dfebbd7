import multipart, { type MultipartFile } from '@fastify/multipart';
import { KYC_IMAGE_MAX_BYTES, kycOverviewSchema, kycPaths, kycSubmitFields } from '@tandem/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { envelopeOf, ok } from '../../lib/envelope';
import { storable } from '../../lib/storable-strings';
import { type ImageUpload, readImageUpload, uploadLimits } from '../../lib/uploads';
import { sendPrivateImage } from '../../lib/private-image';
import { memberErrors, memberSecurity } from '../../lib/route-docs';
import { currentMember } from '../../plugins/member-auth';
import { imageParams } from './kyc.schemas';
import { assertCanSubmitKyc, getKycOverview, getOwnKycImage, submitKyc } from './kyc.service';

const tags = ['member: kyc'];

/** Submitting is rare and heavy (two images decoded and re-encoded): a tight per-IP limit. */
const submitLimit = { max: 10, timeWindow: '1 minute' };
const IMAGE_FIELDS = ['front', 'rear'] as const;

/** Drains a file part nobody asked for, so the parser can move on to the next part. */
async function discard(part: MultipartFile) {
  for await (const _chunk of part.file) {
    // dropped
  }
}

/** Every route here needs a member session (plugins/member-auth.ts). */
export const kycRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireMember);
  await app.register(multipart, uploadLimits({ maxFileBytes: KYC_IMAGE_MAX_BYTES, maxFiles: IMAGE_FIELDS.length }));

  app.get(
    kycPaths.status,
    {
      schema: {
        tags,
        summary: "The member's KYC status and submissions, newest first (identity numbers masked)",
        security: memberSecurity,
        response: { 200: envelopeOf(kycOverviewSchema), ...memberErrors() },
      },
    },
    async (request) => ok(await getKycOverview(app.deps, currentMember(request).id)),
  );

  app.post(
    kycPaths.submit,
    {
      config: { rateLimit: submitLimit },
      schema: {
        tags,
        summary: 'Submit identity documents (multipart/form-data)',
        description:
          'Fields: `type` (id_card | passport), `identity_number`; files: `front` (always) and `rear` (identity card only). ' +
          'Images are JPEG or PNG by content, at most 10 MB each (FILE_TYPE_NOT_ALLOWED, FILE_TOO_LARGE), must decode ' +
          'completely (IMAGE_UNREADABLE), and are re-encoded without metadata before they are stored privately. ' +
          'While a submission is pending: KYC_PENDING; once approved: KYC_ALREADY_APPROVED; a rejected one may be sent again. ' +
          'The profile needs a full name first (KYC_FULLNAME_REQUIRED).',
        security: memberSecurity,
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(kycOverviewSchema), ...memberErrors(409, 413, 415, 422) },
      },
    },
    async (request) => {
      const memberId = currentMember(request).id;
      await assertCanSubmitKyc(app.deps, memberId);
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');

      const text: Record<string, string> = {};
      const images: Record<string, ImageUpload> = {};
      const problems: Record<string, string> = {};
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const name = part.fieldname;
          if (!(IMAGE_FIELDS as readonly string[]).includes(name) || images[name]) {
            problems[name] = 'invalid';
            await discard(part);
            continue;
          }
          images[name] = await readImageUpload(part, { maxBytes: KYC_IMAGE_MAX_BYTES });
        } else if (typeof part.value === 'string') {
          text[part.fieldname] = part.value;
        }
      }
      const parsed = storable(kycSubmitFields).safeParse(text);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) problems[String(issue.path[0] ?? '_')] ??= issue.message;
      }
      if (Object.keys(problems).length > 0 || !parsed.success) throw AppError.fields(problems);
      const overview = await submitKyc(app.deps, memberId, parsed.data, {
        front: images.front ?? null,
        rear: images.rear ?? null,
      });
      return ok(overview);
    },
  );

  app.get(
    kycPaths.image.route,
    {
      schema: {
        tags,
        summary: "One image of the member's own submission (JPEG or PNG); any other id answers NOT_FOUND",
        security: memberSecurity,
        params: imageParams,
        response: memberErrors(404),
      },
    },
    async (request, reply) => {
      const { id, side } = request.params;
      return sendPrivateImage(reply, await getOwnKycImage(app.deps, currentMember(request).id, BigInt(id), side));
    },
  );
};
