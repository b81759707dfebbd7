import { adminPaths, adminSettingSchema, updateSettingInput } from '@tandem/contracts';
import { z } from 'zod';
import { staffAction } from '../../plugins/staff-action';
import { staffPlugin, staffRead } from '../../plugins/staff-read';
import { requireStaff } from '../../plugins/staff-auth';
import { findAdminSettings, updateAdminSetting } from './admin-settings.service';

export const adminSettingsRoutes = staffPlugin('admin: settings', async (app, docs) => {
  staffRead(app, {
    url: adminPaths.settings,
    guard: requireStaff({ permission: 'settings.read' }),
    docs: docs('Every setting with its current value, default and whether the public lookup serves it'),
    response: z.array(adminSettingSchema),
    run: () => findAdminSettings(app.deps),
  });

  staffAction(app, {
    url: adminPaths.settings,
    guard: requireStaff({ permission: 'settings.write' }),
    docs: docs("Change one setting; the value is checked against the setting's rule (audited)"),
    body: updateSettingInput,
    response: z.array(adminSettingSchema),
    run: (_id, body, actor) => updateAdminSetting(app.deps, body, actor),
  });
});
