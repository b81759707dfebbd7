import { StaffList } from '@/features/admin/components/staff-list';
import { TitledPage } from './page-title';

export default function AdminStaffPage() {
  return (
    <TitledPage titleKey="staff.title">
      <StaffList />
    </TitledPage>
  );
}
