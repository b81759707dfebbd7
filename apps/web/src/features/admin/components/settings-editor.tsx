import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminSetting,
  type SettingGroup,
  type UpdateSettingInput,
  isSettingKey,
  presentationOf,
  settingDefinitions,
  settingGroups,
  updateSettingInput,
} from '@tandem/contracts';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCan } from '../api/get-me';
import { useSettings } from '../api/get-settings';
import { useUpdateSetting } from '../api/update-setting';
import { SettingControl, networkOfKey } from './setting-control';
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
  const { kind } = presentationOf(setting.key);
  const network = kind === 'address' ? networkOfKey(setting.key) : null;
  // Checked as the value is typed, so a wrong value shows before Save is pressed.
  const form = useForm<UpdateSettingInput>({
    mode: 'onChange',
    resolver: zodResolver(settingSchema(setting.key)),
    defaultValues: { key: setting.key, value: setting.value },
  });
  const value = useWatch({ control: form.control, name: 'value' });
  const valueError = form.formState.errors.value;
  const isChanged = value.trim() !== setting.value;
  const shown = (text: string) => (kind === 'switch' ? t(text === '1' ? 'settings.on' : 'settings.off') : text);

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
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} size="sm">
                {t(`settings.descriptions.${setting.key}`, { defaultValue: setting.key })}
              </Text>
              <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {setting.key}
              </Text>
            </Stack>
            <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
              <Badge variant="light" color={setting.is_public ? 'blue' : 'gray'} size="sm">
                {setting.is_public ? t('settings.public') : t('settings.private')}
              </Badge>
              {network ? (
                <Badge variant="outline" color="teal" size="sm" tt="none" data-testid="setting-network">
                  {network}
                </Badge>
              ) : null}
            </Stack>
          </Group>
          <Text size="sm" c="dimmed">
            {t(`settings.effects.${setting.key}`, { defaultValue: '' })}
          </Text>
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <Controller
              control={form.control}
              name="value"
              render={({ field }) => (
                <SettingControl
                  settingKey={setting.key}
                  kind={kind}
                  value={field.value}
                  onChange={field.onChange}
                  readOnly={!canEdit}
                  error={fieldError(valueError)}
                />
              )}
            />
            {canEdit ? (
              <Button
                type="submit"
                disabled={!isChanged || !!valueError}
                loading={update.isPending}
                ml="auto"
                data-testid={`setting-save-${setting.key}`}
              >
                {t('save')}
              </Button>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {t('settings.default', { value: shown(setting.default_value) || '—' })}
            {setting.updated_by
              ? ` · ${t('settings.lastChange', { date: formatDateTime(setting.updated_at, i18n.language), who: setting.updated_by })}`
              : ''}
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}

/** The settings in topic order; a group without settings is left out. */
function groupSettings(list: AdminSetting[]): [SettingGroup, AdminSetting[]][] {
  return settingGroups
    .map((group): [SettingGroup, AdminSetting[]] => [group, list.filter((s) => presentationOf(s.key).group === group)])
    .filter(([, settings]) => settings.length > 0);
}

/** The operator's settings, grouped by topic, each with the control its kind needs and a line on what it does. */
export function SettingsEditor() {
  const { t } = useTranslation('admin');
  const settings = useSettings();
  const canEdit = useCan('settings.write');
  return (
    <QueryState query={settings}>
      {(list) => (
        <Stack gap="lg">
          <Alert variant="light" color={canEdit ? 'blue' : 'gray'}>
            {canEdit ? t('settings.intro') : t('settings.readOnly')}
          </Alert>
          {groupSettings(list).map(([group, members]) => (
            <Stack key={group} gap="xs" data-testid={`settings-group-${group}`}>
              <Title order={4}>{t(`settings.groups.${group}`)}</Title>
              <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
                {members.map((setting) => (
                  // Keyed by value too, so a saved value (or one changed by a colleague) resets the field.
                  <SettingRow key={`${setting.key}:${setting.value}`} setting={setting} canEdit={canEdit} />
                ))}
              </SimpleGrid>
            </Stack>
          ))}
        </Stack>
      )}
    </QueryState>
  );
}
