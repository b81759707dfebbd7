import { NotAvailableYet } from '@/components/not-available';

export default function HomepagePage() {
  return <NotAvailableYet />;
}
