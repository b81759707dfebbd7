import type { StoreStatus } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/status-badge';

/** Waiting, selling, turned down, stopped by staff. */
export const storeStatusColors: Record<StoreStatus, string> = {
  pending: 'yellow',
  approved: 'teal',
  rejected: 'red',
  suspended: 'gray',
};

export function StoreStatusBadge({ status }: { status: StoreStatus }) {
  const { t } = useTranslation('admin-stores');
  return (
    <StatusBadge
      status={status}
      colors={storeStatusColors}
      label={t(`statuses.${status}`)}
      testId="admin-store-status"
    />
  );
}
