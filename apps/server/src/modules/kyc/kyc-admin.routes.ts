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
import { staffRoutes } from '../../plugins/staff-routes';
import { imageParams } from './kyc.schemas';
import { approveKyc, findKycQueue, getKycDetail, getKycImageForStaff, rejectKyc } from './kyc-admin.service';

/** The compliance review queue: list, one submission with its images, approve, reject with a reason. */
export const kycAdminRoutes = staffRoutes('admin: kyc', 'kyc.review', (staff, app) => {
  staff.read('/api/admin/kyc', 'KYC submissions by status: pending oldest first, decided ones latest decision first', {
    query: adminKycListQuery,
    response: page(adminKycRowSchema),
    run: (query) => findKycQueue(app.deps, query.status, query.page),
  });

  staff.read(
    adminKycPaths.detail.route,
    "One submission with the member, other members using the same identity number, and the member's history",
    { response: adminKycDetailSchema, run: (_query, id) => getKycDetail(app.deps, id) },
  );

  app.get(
    adminKycPaths.image.route,
    {
      onRequest: staff.guard(),
      schema: {
        ...staff.docs('One document image (JPEG or PNG), compliance staff only'),
        params: imageParams,
        response: staffErrors,
      },
    },
    async (request, reply) =>
      sendPrivateImage(reply, await getKycImageForStaff(app.deps, BigInt(request.params.id), request.params.side)),
  );

  staff.action(adminKycPaths.approve.route, 'Approve a pending submission (audited); already decided: STATE_CHANGED', {
    body: noBody,
    response: kycDecisionSchema,
    run: (id, _body, actor) => approveKyc(app.deps, id, actor),
  });

  staff.action(
    adminKycPaths.reject.route,
    'Reject a pending submission with a reason from the list and a note (audited); already decided: STATE_CHANGED',
    {
      body: kycRejectInput,
      response: kycDecisionSchema,
      run: (id, body, actor) => rejectKyc(app.deps, id, body.reason, body.note, actor),
    },
  );
});
