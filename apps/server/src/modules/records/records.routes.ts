import {
  financeReportQuery,
  financeReportSchema,
  page,
  recordPaths,
  walletRecordCsvQuery,
  walletRecordQuery,
  walletRecordSchema,
} from '@tandem/contracts';
import { memberCsv, memberFoldedRead, memberPlugin, memberRead } from '../../plugins/member-route';
import { exportWalletRecordsCsv, getFinanceReport, readWalletRecords, walletRecordsOfRows } from './records.service';

export const recordsRoutes = memberPlugin('records', async (app, docs) => {
  memberFoldedRead(app, {
    url: recordPaths.walletRecord,
    docs: docs('Every movement on one wallet with the balance before and after, newest first'),
    query: walletRecordQuery,
    response: page(walletRecordSchema),
    read: (session, query) => readWalletRecords(app.deps, session, query),
    answer: (_member, rows, query) => walletRecordsOfRows(rows, query),
  });

  memberRead(app, {
    url: recordPaths.financeReport,
    docs: docs(
      "The member's totals in and out per type and wallet",
      'from/to are business dates (YYYY-MM-DD, inclusive) in BUSINESS_TZ; default the last 30 days; at most 366 days.',
    ),
    query: financeReportQuery,
    response: financeReportSchema,
    run: (member, query) => getFinanceReport(app.deps, member.id, query),
  });

  memberCsv(app, {
    url: recordPaths.walletRecordCsv,
    docs: docs(
      "Every movement of one wallet in the filtered range as CSV (the list's filters, without paging)",
      'from/to are business dates (YYYY-MM-DD, inclusive) in BUSINESS_TZ; oldest first; times in BUSINESS_TZ; exact amounts.',
    ),
    query: walletRecordCsvQuery,
    run: (member, query) => exportWalletRecordsCsv(app.deps, member.id, query),
  });
});
