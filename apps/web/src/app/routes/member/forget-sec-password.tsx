import { NotAvailableYet } from '@/components/not-available';

export default function ForgetSecPasswordPage() {
  return <NotAvailableYet />;
}
