import { NotAvailableYet } from '@/components/not-available';

export default function LandingHome() {
  return <NotAvailableYet />;
}
