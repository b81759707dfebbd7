import { Outlet } from 'react-router';

/** /web/transaction only frames its children (records and deposit); the index goes to the records. */
export default function TransactionPage() {
  return <Outlet />;
}
