import multipart from '@fastify/multipart';
import { KYC_IMAGE_MAX_BYTES, kycOverviewSchema, kycPaths, kycSubmitFields } from '@tandem/contracts';
import { uploadLimits } from '../../lib/uploads';
import { sendPrivateImage } from '../../lib/private-image';
import { memberErrors } from '../../lib/route-docs';
import { perMinute } from '../../lib/route-limits';
import { currentMember } from '../../plugins/member-auth';
import { memberImageForm, memberPlugin, memberRead } from '../../plugins/member-route';
import { imageParams } from './kyc.schemas';
import { assertCanSubmitKyc, getKycOverview, getOwnKycImage, submitKyc } from './kyc.service';

/** Submitting is rare and heavy (two images decoded and re-encoded): a tight per-IP limit. */
const submitLimit = perMinute(10);
const IMAGE_FIELDS = ['front', 'rear'] as const;

/** Every route here needs a member session (plugins/member-auth.ts). */
export const kycRoutes = memberPlugin('member: kyc', async (app, docs) => {
  await app.register(multipart, uploadLimits({ maxFileBytes: KYC_IMAGE_MAX_BYTES, maxFiles: IMAGE_FIELDS.length }));

  memberRead(app, {
    url: kycPaths.status,
    docs: docs("The member's KYC status and submissions, newest first (identity numbers masked)"),
    response: kycOverviewSchema,
    run: (member) => getKycOverview(app.deps, member.id),
  });

  memberImageForm(app, {
    url: kycPaths.submit,
    rateLimit: submitLimit,
    docs: docs(
      'Submit identity documents (multipart/form-data)',
      'Fields: `type` (id_card | passport), `identity_number`; files: `front` (always) and `rear` (identity card only). ' +
        'Images are JPEG or PNG by content, at most 10 MB each (FILE_TYPE_NOT_ALLOWED, FILE_TOO_LARGE), must decode ' +
        'completely (IMAGE_UNREADABLE), and are re-encoded without metadata before they are stored privately. ' +
        'While a submission is pending: KYC_PENDING; once approved: KYC_ALREADY_APPROVED; a rejected one may be sent again. ' +
        'The profile needs a full name first (KYC_FULLNAME_REQUIRED).',
    ),
    form: { fields: kycSubmitFields, images: IMAGE_FIELDS, maxBytes: KYC_IMAGE_MAX_BYTES },
    response: kycOverviewSchema,
    errors: [409],
    check: (memberId) => assertCanSubmitKyc(app.deps, memberId),
    run: (memberId, form) =>
      submitKyc(app.deps, memberId, form.fields, { front: form.images.front ?? null, rear: form.images.rear ?? null }),
  });

  app.get(
    kycPaths.image.route,
    {
      schema: {
        ...docs("One image of the member's own submission (JPEG or PNG); any other id answers NOT_FOUND"),
        params: imageParams,
        response: memberErrors(404),
      },
    },
    async (request, reply) => {
      const { id, side } = request.params;
      return sendPrivateImage(reply, await getOwnKycImage(app.deps, currentMember(request).id, BigInt(id), side));
    },
  );
});
