import {
  adjustmentPaths,
  adjustmentQueueQuery,
  adjustmentRecordSchema,
  reasonInput,
  adjustmentRequestInput,
  page,
} from '@tandem/contracts';
import { noBody } from '../../lib/route-params';
import { staffPlugin, staffRead } from '../../plugins/staff-read';
import { staffAction } from '../../plugins/staff-action';
import { requireStaff } from '../../plugins/staff-auth';
import { approveAdjustment, findAdjustments, rejectAdjustment, requestAdjustment } from './adjustments.service';

/** Manual adjustments under maker-checker: one staff member asks, a different one approves. */
export const adjustmentRoutes = staffPlugin('admin: finance adjustments', async (app, doc) => {
  const guard = requireStaff({ permission: 'finance.adjustments' });

  staffAction(app, {
    url: adjustmentPaths.list,
    guard,
    docs: doc('Ask for a manual credit or debit of a member wallet; nothing moves until another staff member approves'),
    body: adjustmentRequestInput,
    response: adjustmentRecordSchema,
    run: (_id, body, actor) => requestAdjustment(app.deps, body, actor),
  });

  staffRead(app, {
    url: adjustmentPaths.list,
    guard,
    docs: doc('Adjustment requests by status: pending oldest first, decided ones latest first'),
    query: adjustmentQueueQuery,
    response: page(adjustmentRecordSchema),
    run: (query) => findAdjustments(app.deps, query.status, query.page),
  });

  staffAction(app, {
    url: adjustmentPaths.approve.route,
    guard,
    docs: doc(
      'Approve a pending adjustment and post it once; the requester cannot approve (SAME_STAFF_APPROVAL), ' +
        'a debit the wallet cannot cover is refused (INSUFFICIAN_BALANCE), decided: STATE_CHANGED. Audited.',
    ),
    body: noBody,
    response: adjustmentRecordSchema,
    run: (id, _body, actor) => approveAdjustment(app.deps, id, actor),
  });

  staffAction(app, {
    url: adjustmentPaths.reject.route,
    guard,
    docs: doc('Reject a pending adjustment with a reason; nothing moves. Audited.'),
    body: reasonInput,
    response: adjustmentRecordSchema,
    run: (id, body, actor) => rejectAdjustment(app.deps, id, body.reason, actor),
  });
});
