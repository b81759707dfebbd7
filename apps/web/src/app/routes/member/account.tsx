import { NotAvailableYet } from '@/components/not-available';

export default function AccountPage() {
  return <NotAvailableYet />;
}
