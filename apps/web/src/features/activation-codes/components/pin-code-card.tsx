import { Code, Group, Text } from '@mantine/core';
import { CopyIconButton } from '@/components/copy-icon-button';
import type { PinCode } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { RecordCard } from '@/components/record-card';
import { formatDateTime } from '@/lib/format';
import { pinStatusColors } from '@/lib/status-colors';

/** The code in its four groups, with a button that copies it. */
export function PinCodeText({ code }: { code: string }) {
  const { t } = useTranslation('pins');
  return (
    <Group gap={4} wrap="nowrap">
      <Code fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }} data-testid="pin-code">
        {code}
      </Code>
      <CopyIconButton
        value={code}
        label={t('codes.copy')}
        copiedLabel={t('codes.copied')}
        size="sm"
        iconSize={14}
        testId="pin-copy"
      />
    </Group>
  );
}

/** One code the member holds: its state, where it came from, until when it is good, whom it activated. */
export function PinCodeCard({ pin }: { pin: PinCode }) {
  const { t, i18n } = useTranslation('pins');
  const when = (iso: string | null) => formatDateTime(iso, i18n.language);
  return (
    <RecordCard
      testId="pin-card"
      title={<PinCodeText code={pin.code} />}
      status={{
        status: pin.status,
        colors: pinStatusColors,
        label: t(`status.${pin.status}`),
        testId: 'pin-status',
      }}
      meta={t(`codes.source.${pin.source}`, { at: when(pin.bought_at) })}
    >
      {pin.status === 'activated' && pin.activated_member ? (
        <Text size="sm" mt={4} data-testid="pin-activated">
          {t('codes.activatedBy', { username: pin.activated_member, at: when(pin.activated_at) })}
        </Text>
      ) : (
        <Text size="sm" mt={4} c={pin.status === 'valid' ? undefined : 'dimmed'}>
          {t(pin.status === 'expired' ? 'codes.expiredOn' : 'codes.validUntil', { at: when(pin.expires_at) })}
        </Text>
      )}
    </RecordCard>
  );
}
