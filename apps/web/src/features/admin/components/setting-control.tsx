import { Switch, Text, TextInput } from '@mantine/core';
import type { SettingKind } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';

/** The network a deposit-address key names: DEPOSIT_ADDRESS_TRC20_USDT → "TRC20 · USDT". */
export function networkOfKey(key: string): string | null {
  const match = /^DEPOSIT_ADDRESS_([A-Z0-9]+)_([A-Z]+)$/.exec(key);
  return match ? `${match[1]} · ${match[2]}` : null;
}

/** What sits at the right of an input: the unit the value is in. */
const unitOf: Partial<Record<SettingKind, string>> = {
  usdt: 'USDT',
  wholeUsdt: 'USDT',
  percent: '%',
  percentList: '%',
  bps: 'bps',
};

interface ControlProps {
  settingKey: string;
  kind: SettingKind;
  value: string;
  onChange: (value: string) => void;
  readOnly: boolean;
  error?: string;
}

/**
 * The control one setting is edited with: a switch for on/off, a time field for HH:MM, an amount with
 * its unit, an address labelled by its network, plain text for anything else. The value stays the
 * text the server stores, so the contract's rule checks it as typed.
 */
export function SettingControl({ settingKey, kind, value, onChange, readOnly, error }: ControlProps) {
  const { t } = useTranslation('admin');
  const testId = `setting-input-${settingKey}`;
  if (kind === 'switch') {
    return (
      <Switch
        checked={value === '1'}
        onChange={(event) => onChange(event.currentTarget.checked ? '1' : '0')}
        disabled={readOnly}
        label={value === '1' ? t('settings.on') : t('settings.off')}
        aria-label={settingKey}
        size="md"
        data-testid={testId}
      />
    );
  }
  const unit = unitOf[kind];
  return (
    <TextInput
      aria-label={settingKey}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      readOnly={readOnly}
      error={error}
      type={kind === 'time' ? 'time' : 'text'}
      inputMode={unit && kind !== 'percentList' ? 'decimal' : undefined}
      ff={kind === 'address' ? 'monospace' : undefined}
      placeholder={kind === 'address' ? t('settings.addressOff') : undefined}
      rightSection={
        unit ? (
          <Text size="xs" c="dimmed">
            {unit}
          </Text>
        ) : undefined
      }
      rightSectionWidth={unit ? 52 : undefined}
      style={{ flex: 1, minWidth: 0 }}
      data-testid={testId}
    />
  );
}
