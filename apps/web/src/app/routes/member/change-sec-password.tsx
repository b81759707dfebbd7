import { NotAvailableYet } from '@/components/not-available';

export default function ChangeSecPasswordPage() {
  return <NotAvailableYet />;
}
