import { Alert, Group, Image, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { KycStatus, KycSubmission } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { useKycImage } from '../api/get-kyc-image';
import { formatDateTime } from '@/lib/format';
import { statusBadgeOf } from '@/components/status-badge';
import { kycStatusColors } from '@/lib/status-colors';

export const KycStatusBadge = statusBadgeOf(kycStatusColors, 'kyc', 'status', 'kyc-status-badge');

function OwnImage({ id, side, label }: { id: string; side: 'front' | 'rear'; label: string }) {
  const image = useKycImage(id, side);
  if (image.isPending) return <Skeleton h={120} radius="sm" />;
  if (!image.url) return null;
  return <Image src={image.url} alt={label} mah={160} fit="contain" radius="sm" />;
}

/** Where the member stands: the status in words, the reason of a rejection, and what was sent. */
export function KycStatusCard({ status, current }: { status: KycStatus; current: KycSubmission | undefined }) {
  const { t, i18n } = useTranslation('kyc');
  const color = kycStatusColors[status];
  return (
    <Alert color={color} variant="light" title={t(`statusTitle.${status}`)} data-testid={`kyc-state-${status}`}>
      <Stack gap="xs">
        <Text size="sm">{t(`statusBody.${status}`)}</Text>
        {status === 'rejected' && current?.reject_reason ? (
          <Stack gap={2} data-testid="kyc-reject-reason">
            <Text size="sm" fw={600}>
              {t('rejection.reason')}: {t(`reasons.${current.reject_reason}`)}
            </Text>
            {current.reject_note ? (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="kyc-reject-note">
                {t('rejection.note')}: {current.reject_note}
              </Text>
            ) : null}
          </Stack>
        ) : null}
        {current && status !== 'none' ? (
          <Group gap="xs" wrap="wrap">
            <Text size="xs" c="dimmed">
              {t(`types.${current.type}`)} · {current.identity_number_masked} ·{' '}
              {t('submittedAt', { date: formatDateTime(current.created_at, i18n.language) })}
            </Text>
          </Group>
        ) : null}
        {current && status === 'pending' ? (
          <SimpleGrid cols={current.has_rear ? 2 : 1} spacing="xs">
            <OwnImage id={current.id} side="front" label={t('form.front')} />
            {current.has_rear ? <OwnImage id={current.id} side="rear" label={t('form.rear')} /> : null}
          </SimpleGrid>
        ) : null}
      </Stack>
    </Alert>
  );
}

/** Earlier submissions and what became of them. */
export function KycHistory({ submissions }: { submissions: KycSubmission[] }) {
  const { t, i18n } = useTranslation('kyc');
  if (submissions.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="kyc-history">
      <Text fw={600}>{t('history.title')}</Text>
      {submissions.map((s) => (
        <Group key={s.id} justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Stack gap={0} miw={0}>
            <Text size="sm">
              {t(`types.${s.type}`)} · {s.identity_number_masked}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(s.created_at, i18n.language)}
              {s.reject_reason ? ` · ${t(`reasons.${s.reject_reason}`)}` : ''}
            </Text>
          </Stack>
          <KycStatusBadge status={s.status} />
        </Group>
      ))}
    </Stack>
  );
}
