import { Badge } from '@mantine/core';
import type { AdminKycStatus, AdminMemberStatus } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';

export function MemberStatusBadge({ status }: { status: AdminMemberStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Badge color={status === 'frozen' ? 'red' : 'teal'} variant="light" data-testid="member-status">
      {t(`members.statuses.${status}`)}
    </Badge>
  );
}

const kycColor: Record<AdminKycStatus, string> = { none: 'gray', pending: 'yellow', approved: 'teal', rejected: 'red' };

export function KycBadge({ status }: { status: AdminKycStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Badge color={kycColor[status]} variant="outline">
      {t(`members.kycStatuses.${status}`)}
    </Badge>
  );
}
