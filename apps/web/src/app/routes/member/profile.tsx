import { NotAvailableYet } from '@/components/not-available';

export default function ProfilePage() {
  return <NotAvailableYet />;
}
