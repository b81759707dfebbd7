import { adminPaths, createStaffInput, staffAccountSchema } from '@tandem/contracts';
import { z } from 'zod';
import { staffRoutes } from '../../plugins/staff-routes';
import {
  createStaffAccount,
  disableStaffAccount,
  enableStaffAccount,
  findStaffAccounts,
  resetStaffTotp,
} from './admin-staff.service';

export const adminStaffRoutes = staffRoutes('admin: staff', 'staff.manage', (staff, app) => {
  staff.read(adminPaths.staff, 'Every staff account with its role, status and whether TOTP is set up', {
    response: z.array(staffAccountSchema),
    run: () => findStaffAccounts(app.deps),
  });

  staff.action(
    adminPaths.staff,
    'Create a staff account with an initial password; TOTP is set up at its first sign-in (audited)',
    {
      body: createStaffInput,
      response: staffAccountSchema,
      run: (_id, body, actor) => createStaffAccount(app.deps, body, actor),
    },
  );

  // One account, three switches: each answers the account as it is now.
  for (const [url, summary, change] of [
    [adminPaths.staffDisable.route, 'Disable a staff account and end its sessions (audited)', disableStaffAccount],
    [adminPaths.staffEnable.route, 'Enable a staff account (audited)', enableStaffAccount],
    [
      adminPaths.staffResetTotp.route,
      'Clear the TOTP authenticator; the owner sets up a new one at next sign-in (audited)',
      resetStaffTotp,
    ],
  ] as const) {
    staff.action(url, summary, {
      response: staffAccountSchema,
      run: (id, _body, actor) => change(app.deps, id, actor),
    });
  }
});
