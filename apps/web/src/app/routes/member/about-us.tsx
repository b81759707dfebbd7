import { NotAvailableYet } from '@/components/not-available';

export default function AboutUsPage() {
  return <NotAvailableYet />;
}
