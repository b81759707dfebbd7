import { adminPaths, adminSettingSchema, updateSettingInput } from '@tandem/contracts';
import { z } from 'zod';
import { staffRoutes } from '../../plugins/staff-routes';
import { findAdminSettings, updateAdminSetting } from './admin-settings.service';

export const adminSettingsRoutes = staffRoutes('admin: settings', 'settings.read', (staff, app) => {
  staff.read(
    adminPaths.settings,
    'Every setting with its current value, default and whether the public lookup serves it',
    {
      response: z.array(adminSettingSchema),
      run: () => findAdminSettings(app.deps),
    },
  );

  staff.action(adminPaths.settings, "Change one setting; the value is checked against the setting's rule (audited)", {
    permission: 'settings.write',
    body: updateSettingInput,
    response: z.array(adminSettingSchema),
    run: (_id, body, actor) => updateAdminSetting(app.deps, body, actor),
  });
});
