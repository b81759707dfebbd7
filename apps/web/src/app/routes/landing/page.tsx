import { NotAvailableYet } from '@/components/not-available';

export default function LandingPage() {
  return <NotAvailableYet />;
}
