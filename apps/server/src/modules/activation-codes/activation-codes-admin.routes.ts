import {
  adminPinListQuery,
  adminPinPaths,
  adminPinSchema,
  issuePinInput,
  issuePinResultSchema,
  page,
  reasonInput,
} from '@tandem/contracts';
import { staffRoutes } from '../../plugins/staff-routes';
import { findAdminCodes, issueCodes, voidCode } from './activation-codes-admin.service';

/**
 * The back office's activation codes. Reading them is a member-desk task (members.read); issuing and
 * voiding give or take value, so they take the adjustments permission (decision 010).
 */
export const adminActivationCodeRoutes = staffRoutes('admin: activation codes', 'members.read', (staff, app) => {
  staff.read(adminPinPaths.list, 'Search codes by code, holder and status; newest first', {
    query: adminPinListQuery,
    response: page(adminPinSchema),
    run: (query) => findAdminCodes(app.deps, query),
  });

  staff.action(adminPinPaths.list, 'Issue codes to a member without payment, with a reason. Audited.', {
    permission: 'finance.adjustments',
    body: issuePinInput,
    response: issuePinResultSchema,
    run: (_id, body, actor) => issueCodes(app.deps, body, actor),
  });

  staff.action(
    adminPinPaths.void.route,
    'Void an unused code with a reason; a purchased code’s price goes back to its holder’s cash wallet, once. ' +
      'PIN_ALREADY_USED, PIN_VOID. Audited.',
    {
      permission: 'finance.adjustments',
      body: reasonInput,
      response: adminPinSchema,
      run: (id, body, actor) => voidCode(app.deps, id, body.reason, actor),
    },
  );
});
