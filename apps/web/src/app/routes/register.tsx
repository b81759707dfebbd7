import { NotAvailableYet } from '@/components/not-available';

export default function RegisterPage() {
  return <NotAvailableYet />;
}
