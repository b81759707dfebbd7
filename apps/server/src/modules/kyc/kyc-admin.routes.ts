import {
  adminKycDetailSchema,
  adminKycListQuery,
  adminKycPaths,
  adminKycRowSchema,
  kycDecisionSchema,
  kycRejectInput,
  page,
} from '@tandem/contracts';
import { sendPrivateImage } from '../../lib/private-image';
import { staffErrors } from '../../lib/route-docs';
import { noBody } from '../../lib/route-params';
import { staffPlugin, staffRead } from '../../plugins/staff-read';
import { staffAction } from '../../plugins/staff-action';
import { requireStaff } from '../../plugins/staff-auth';
import { imageParams } from './kyc.schemas';
import { approveKyc, findKycQueue, getKycDetail, getKycImageForStaff, rejectKyc } from './kyc-admin.service';

/** The compliance review queue: list, one submission with its images, approve, reject with a reason. */
export const kycAdminRoutes = staffPlugin('admin: kyc', async (app, docs) => {
  const guard = requireStaff({ permission: 'kyc.review' });

  staffRead(app, {
    url: '/api/admin/kyc',
    guard,
    docs: docs('KYC submissions by status: pending oldest first, decided ones latest decision first'),
    query: adminKycListQuery,
    response: page(adminKycRowSchema),
    run: (query) => findKycQueue(app.deps, query.status, query.page),
  });

  staffRead(app, {
    url: adminKycPaths.detail.route,
    guard,
    docs: docs(
      "One submission with the member, other members using the same identity number, and the member's history",
    ),
    response: adminKycDetailSchema,
    run: (_query, id) => getKycDetail(app.deps, id),
  });

  app.get(
    adminKycPaths.image.route,
    {
      onRequest: guard,
      schema: {
        ...docs('One document image (JPEG or PNG), compliance staff only'),
        params: imageParams,
        response: staffErrors,
      },
    },
    async (request, reply) =>
      sendPrivateImage(reply, await getKycImageForStaff(app.deps, BigInt(request.params.id), request.params.side)),
  );

  staffAction(app, {
    url: adminKycPaths.approve.route,
    guard,
    docs: docs('Approve a pending submission (audited); already decided: STATE_CHANGED'),
    body: noBody,
    response: kycDecisionSchema,
    run: (id, _body, actor) => approveKyc(app.deps, id, actor),
  });

  staffAction(app, {
    url: adminKycPaths.reject.route,
    guard,
    docs: docs(
      'Reject a pending submission with a reason from the list and a note (audited); already decided: STATE_CHANGED',
    ),
    body: kycRejectInput,
    response: kycDecisionSchema,
    run: (id, body, actor) => rejectKyc(app.deps, id, body.reason, body.note, actor),
  });
});
