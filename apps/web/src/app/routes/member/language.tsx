import { NotAvailableYet } from '@/components/not-available';

export default function LanguagePage() {
  return <NotAvailableYet />;
}
