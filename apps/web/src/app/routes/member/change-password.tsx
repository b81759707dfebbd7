import { NotAvailableYet } from '@/components/not-available';

export default function ChangePasswordPage() {
  return <NotAvailableYet />;
}
