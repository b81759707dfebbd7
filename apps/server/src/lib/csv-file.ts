import type { FastifyReply } from 'fastify';

/** A file of comma-separated values as the services hand it over. */
export interface CsvFile {
  fileName: string;
  body: string;
}

/** A member's or staff member's export: downloaded as a file, never cached (it holds their money). */
export function sendCsvFile(reply: FastifyReply, file: CsvFile) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}
