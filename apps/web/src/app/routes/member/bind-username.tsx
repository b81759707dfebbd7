import { NotAvailableYet } from '@/components/not-available';

export default function BindUsernamePage() {
  return <NotAvailableYet />;
}
