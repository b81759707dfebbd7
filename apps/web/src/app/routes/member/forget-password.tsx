import { NotAvailableYet } from '@/components/not-available';

export default function ForgetPasswordPage() {
  return <NotAvailableYet />;
}
