import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { type AdminSetting, isSettingKey, settingDefinitions } from '@tandem/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useCan } from '../api/get-me';
import { useSettings } from '../api/get-settings';
import { useUpdateSetting } from '../api/update-setting';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/page-loader';
import { formatDateTime } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { useFieldErrorText } from '@/lib/form-errors';
import { errorMessage, notifySuccess } from '@/lib/notify';

/** The same rule the server applies, checked as the value is typed. */
function localError(key: string, value: string): string | undefined {
  if (!isSettingKey(key)) return undefined;
  const result = settingDefinitions[key].schema.safeParse(value.trim());
  return result.success ? undefined : (result.error.issues[0]?.message ?? 'invalid');
}

function SettingRow({ setting, canEdit }: { setting: AdminSetting; canEdit: boolean }) {
  const { t } = useTranslation('admin');
  const fieldError = useFieldErrorText();
  const update = useUpdateSetting();
  const [value, setValue] = useState(setting.value);
  const [serverError, setServerError] = useState<string | undefined>();
  const typedError = localError(setting.key, value);
  const isChanged = value.trim() !== setting.value;

  const save = () => {
    if (typedError || !isChanged) return;
    setServerError(undefined);
    update.mutate(
      { key: setting.key, value: value.trim() },
      {
        onSuccess: () => notifySuccess('admin:settings.saved'),
        onError: (error) => {
          const field = error instanceof ApiError ? (error.fields.value ?? error.fields.key) : undefined;
          setServerError(field ? fieldError(field) : errorMessage(error));
        },
      },
    );
  };

  return (
    <Paper withBorder p="sm" radius="md" data-testid={`setting-${setting.key}`}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
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
              value={value}
              onChange={(event) => {
                setValue(event.currentTarget.value);
                setServerError(undefined);
              }}
              readOnly={!canEdit}
              error={(typedError ? fieldError(typedError) : undefined) ?? serverError}
              style={{ flex: 1 }}
              data-testid={`setting-input-${setting.key}`}
            />
            {canEdit ? (
              <Button
                type="submit"
                disabled={!isChanged || !!typedError}
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
  if (settings.isPending) return <PageLoader />;
  if (settings.isError) return <LoadError error={settings.error} onRetry={() => void settings.refetch()} />;
  return (
    <Stack gap="sm">
      <Alert variant="light" color={canEdit ? 'blue' : 'gray'}>
        {canEdit ? t('settings.intro') : t('settings.readOnly')}
      </Alert>
      {settings.data.map((setting) => (
        // Keyed by value too, so a saved value (or one changed by a colleague) resets the field.
        <SettingRow key={`${setting.key}:${setting.value}`} setting={setting} canEdit={canEdit} />
      ))}
    </Stack>
  );
}
