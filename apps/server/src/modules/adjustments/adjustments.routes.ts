import {
  adjustmentPaths,
  adjustmentQueueQuery,
  adjustmentRecordSchema,
  reasonInput,
  adjustmentRequestInput,
  page,
} from '@tandem/contracts';
import { noBody } from '../../lib/route-params';
import { staffRoutes } from '../../plugins/staff-routes';
import { approveAdjustment, findAdjustments, rejectAdjustment, requestAdjustment } from './adjustments.service';

/** Manual adjustments under maker-checker: one staff member asks, a different one approves. */
export const adjustmentRoutes = staffRoutes('admin: finance adjustments', 'finance.adjustments', (staff, app) => {
  staff.action(
    adjustmentPaths.list,
    'Ask for a manual credit or debit of a member wallet; nothing moves until another staff member approves',
    {
      body: adjustmentRequestInput,
      response: adjustmentRecordSchema,
      run: (_id, body, actor) => requestAdjustment(app.deps, body, actor),
    },
  );

  staff.read(adjustmentPaths.list, 'Adjustment requests by status: pending oldest first, decided ones latest first', {
    query: adjustmentQueueQuery,
    response: page(adjustmentRecordSchema),
    run: (query) => findAdjustments(app.deps, query.status, query.page),
  });

  staff.action(
    adjustmentPaths.approve.route,
    'Approve a pending adjustment and post it once; the requester cannot approve (SAME_STAFF_APPROVAL), ' +
      'a debit the wallet cannot cover is refused (INSUFFICIAN_BALANCE), decided: STATE_CHANGED. Audited.',
    {
      body: noBody,
      response: adjustmentRecordSchema,
      run: (id, _body, actor) => approveAdjustment(app.deps, id, actor),
    },
  );

  staff.action(adjustmentPaths.reject.route, 'Reject a pending adjustment with a reason; nothing moves. Audited.', {
    body: reasonInput,
    response: adjustmentRecordSchema,
    run: (id, body, actor) => rejectAdjustment(app.deps, id, body.reason, actor),
  });
});
