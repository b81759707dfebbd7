import { NotAvailableYet } from '@/components/not-available';

export default function SetSecPasswordPage() {
  return <NotAvailableYet />;
}
