import { NotAvailableYet } from '@/components/not-available';

export default function SetBankPage() {
  return <NotAvailableYet />;
}
