import { Button } from '@mantine/core';
import type { Page } from '@tandem/contracts';
import { type FetchQueryOptions, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toCsv, downloadFile } from '@/lib/csv';
import { notifyError } from '@/lib/notify';

/** The most pages one export reads (20 rows each): beyond that, narrow the search first. */
const MAX_EXPORT_PAGES = 250;

/** Reads every page of what the queue shows (status and search), not just the one on screen. */
async function readAllPages<T>(fetchPage: (page: number) => Promise<Page<T>>): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; page <= MAX_EXPORT_PAGES; page += 1) {
    const answer = await fetchPage(page);
    rows.push(...answer.list);
    if (answer.list.length === 0 || rows.length >= answer.total) break;
  }
  return rows;
}

/** Downloads the queue's whole filtered set as CSV, one line per row with the API's field names as columns. */
export function QueueExportButton<T extends object>({
  fetchPage,
  fileName,
  testId,
}: {
  fetchPage: (page: number) => Promise<Page<T>>;
  fileName: string;
  testId: string;
}) {
  const { t } = useTranslation('admin');
  const [isBusy, setBusy] = useState(false);
  const exportAll = async () => {
    setBusy(true);
    try {
      const rows = await readAllPages(fetchPage);
      downloadFile(fileName, toCsv(rows as Record<string, unknown>[]));
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="xs" variant="default" loading={isBusy} onClick={() => void exportAll()} data-testid={testId}>
      {t('queue.exportCsv')}
    </Button>
  );
}

/** A queue's page reader for the export: `optionsFor(page)` is its page query (the cache is reused). */
export function useExportPage<T>(optionsFor: (page: number) => FetchQueryOptions<Page<T>, Error, Page<T>, QueryKey>) {
  const client = useQueryClient();
  return (page: number) => client.fetchQuery(optionsFor(page));
}
