import { NotAvailableYet } from '@/components/not-available';

export default function ReportPage() {
  return <NotAvailableYet />;
}
