import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminSetting,
  type UpdateSettingInput,
  isSettingKey,
  settingDefinitions,
  updateSettingInput,
} from '@tandem/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCan } from '../api/get-me';
import { useSettings } from '../api/get-settings';
import { useUpdateSetting } from '../api/update-setting';
import { QueryState } from '@/components/query-state';
import { formatDateTime } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { refuseField, useFieldErrorText } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';

/** The contract's update input, with the value held to the rule of its own key, as the server does. */
function settingSchema(key: string) {
  const rule = isSettingKey(key) ? settingDefinitions[key].schema : undefined;
  return rule ? updateSettingInput.extend({ value: updateSettingInput.shape.value.pipe(rule) }) : updateSettingInput;
}

function SettingRow({ setting, canEdit }: { setting: AdminSetting; canEdit: boolean }) {
  const { t } = useTranslation('admin');
  const fieldError = useFieldErrorText();
  const update = useUpdateSetting();
  // Checked as the value is typed, so a wrong value shows before Save is pressed.
  const form = useForm<UpdateSettingInput>({
    mode: 'onChange',
    resolver: zodResolver(settingSchema(setting.key)),
    defaultValues: { key: setting.key, value: setting.value },
  });
  const value = useWatch({ control: form.control, name: 'value' });
  const valueError = form.formState.errors.value;
  const isChanged = value.trim() !== setting.value;

  const save = form.handleSubmit((input) => {
    if (!isChanged) return;
    update.mutate(input, {
      onSuccess: () => notifySuccess('admin:settings.saved'),
      // Any refusal belongs to the one field; only a failure without an answer becomes a notice.
      onError: (error) => refuseField(error, form.setError, 'value', () => true) || notifyError(error),
    });
  });

  return (
    <Paper withBorder p="sm" radius="md" data-testid={`setting-${setting.key}`}>
      <form noValidate onSubmit={(event) => void save(event)}>
        <Stack gap={6}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text fw={600} size="sm" ff="monospace">
              {setting.key}
            </Text>
            <Badge variant="light" color={setting.is_public ? 'blue' : 'gray'} size="sm">
              {setting.is_public ? t('settings.public') : t('settings.private')}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t(`settings.descriptions.${setting.key}`, { defaultValue: '' })}
          </Text>
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              aria-label={setting.key}
              {...form.register('value')}
              readOnly={!canEdit}
              error={fieldError(valueError)}
              style={{ flex: 1 }}
              data-testid={`setting-input-${setting.key}`}
            />
            {canEdit ? (
              <Button
                type="submit"
                disabled={!isChanged || !!valueError}
                loading={update.isPending}
                data-testid={`setting-save-${setting.key}`}
              >
                {t('save')}
              </Button>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {t('settings.default', { value: setting.default_value })}
            {setting.updated_by
              ? ` · ${t('settings.lastChange', { date: formatDateTime(setting.updated_at, i18n.language), who: setting.updated_by })}`
              : ''}
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}

export function SettingsEditor() {
  const { t } = useTranslation('admin');
  const settings = useSettings();
  const canEdit = useCan('settings.write');
  return (
    <QueryState query={settings}>
      {(list) => (
        <Stack gap="sm">
          <Alert variant="light" color={canEdit ? 'blue' : 'gray'}>
            {canEdit ? t('settings.intro') : t('settings.readOnly')}
          </Alert>
          {list.map((setting) => (
            // Keyed by value too, so a saved value (or one changed by a colleague) resets the field.
            <SettingRow key={`${setting.key}:${setting.value}`} setting={setting} canEdit={canEdit} />
          ))}
        </Stack>
      )}
    </QueryState>
  );
}
