import { useTranslation } from 'react-i18next';
import { StaffList } from '@/features/admin/components/staff-list';
import { PageTitle } from './page-title';

export default function AdminStaffPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageTitle>{t('staff.title')}</PageTitle>
      <StaffList />
    </>
  );
}
