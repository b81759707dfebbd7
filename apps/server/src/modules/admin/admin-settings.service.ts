import {
  type AdminSetting,
  type UpdateSettingInput,
  isSettingKey,
  settingDefinitions,
  settingKeys,
} from '@tandem/contracts';
import { inTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import type { AuditActor } from '../../lib/principals';
import { recordAuditAs } from '../audit/audit.service';
import { findSettingRowsWithEditor } from './admin-settings.repository';

type SettingsDeps = Pick<Deps, 'db' | 'clock' | 'settings'>;

/** Every known setting with its current value (the default when never set) and who changed it last. */
export async function findAdminSettings(deps: SettingsDeps): Promise<AdminSetting[]> {
  const rows = new Map((await findSettingRowsWithEditor(deps.db)).map((r) => [r.key, r]));
  return settingKeys.map((key) => {
    const row = rows.get(key);
    const definition = settingDefinitions[key];
    return {
      key,
      value: row?.value ?? definition.defaultValue,
      default_value: definition.defaultValue,
      is_public: definition.isPublic,
      updated_at: row ? row.updated_at.toISOString() : null,
      updated_by: row?.updated_by ?? null,
    };
  });
}

/**
 * Changes one setting. The settings service validates the value against the setting's schema
 * (VALIDATION_ERROR, nothing written, when it does not fit); the change and its audit row commit
 * together. Saving the value a setting already has changes nothing and records nothing. Of several
 * saves of one key at once, one wins; one that finds the value changed since it read it answers
 * STATE_CHANGED (before, both wrote and the audit log showed the same `before` twice).
 */
export async function updateAdminSetting(
  deps: SettingsDeps,
  input: UpdateSettingInput,
  actor: AuditActor,
): Promise<AdminSetting[]> {
  const now = deps.clock.now();
  const expected = isSettingKey(input.key) ? await deps.settings.current(input.key) : undefined;
  await inTransaction(deps.db, async (trx) => {
    const change = await deps.settings.set(input.key, input.value, actor.staffId, trx, { expected });
    if (change.before === change.after) return;
    await recordAuditAs(trx, actor, {
      action: 'setting.update',
      targetType: 'setting',
      targetId: change.key,
      before: { value: change.before },
      after: { value: change.after },
      at: now,
    });
  });
  // Another request may have re-read the old value while the transaction was open.
  deps.settings.clearCache();
  return findAdminSettings(deps);
}
