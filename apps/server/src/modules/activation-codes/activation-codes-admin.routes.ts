import {
  adminPinListQuery,
  adminPinPaths,
  adminPinSchema,
  issuePinInput,
  issuePinResultSchema,
  page,
  reasonInput,
} from '@tandem/contracts';
import { staffAction } from '../../plugins/staff-action';
import { requireStaff } from '../../plugins/staff-auth';
import { staffPlugin, staffRead } from '../../plugins/staff-read';
import { findAdminCodes, issueCodes, voidCode } from './activation-codes-admin.service';

/**
 * The back office's activation codes. Reading them is a member-desk task (members.read); issuing and
 * voiding give or take value, so they take the adjustments permission (decision 010).
 */
export const adminActivationCodeRoutes = staffPlugin('admin: activation codes', async (app, doc) => {
  const read = requireStaff({ permission: 'members.read' });
  const manage = requireStaff({ permission: 'finance.adjustments' });

  staffRead(app, {
    url: adminPinPaths.list,
    guard: read,
    docs: doc('Search codes by code, holder and status; newest first'),
    query: adminPinListQuery,
    response: page(adminPinSchema),
    run: (query) => findAdminCodes(app.deps, query),
  });

  staffAction(app, {
    url: adminPinPaths.list,
    guard: manage,
    docs: doc('Issue codes to a member without payment, with a reason. Audited.'),
    body: issuePinInput,
    response: issuePinResultSchema,
    run: (_id, body, actor) => issueCodes(app.deps, body, actor),
  });

  staffAction(app, {
    url: adminPinPaths.void.route,
    guard: manage,
    docs: doc(
      'Void an unused code with a reason; a purchased code’s price goes back to its holder’s cash wallet, once. ' +
        'PIN_ALREADY_USED, PIN_VOID. Audited.',
    ),
    body: reasonInput,
    response: adminPinSchema,
    run: (id, body, actor) => voidCode(app.deps, id, body.reason, actor),
  });
});
