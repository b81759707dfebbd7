import { Badge } from '@mantine/core';
import type { AdminMemberStatus, KycStatus } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { kycStatusColors } from '@/lib/status-colors';

export function MemberStatusBadge({ status }: { status: AdminMemberStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Badge color={status === 'frozen' ? 'red' : 'teal'} variant="light" data-testid="member-status">
      {t(`members.statuses.${status}`)}
    </Badge>
  );
}

export function KycBadge({ status }: { status: KycStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Badge color={kycStatusColors[status]} variant="outline">
      {t(`members.kycStatuses.${status}`)}
    </Badge>
  );
}
