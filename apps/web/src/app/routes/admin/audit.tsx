import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuditLog, type AuditFilterForm, emptyAuditFilter } from '@/features/admin/components/audit-log';
import { PageTitle } from './page-title';
import { pageFrom } from './use-list-search';

const filterNames = Object.keys(emptyAuditFilter) as Array<keyof AuditFilterForm>;

export default function AdminAuditPage() {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useSearchParams();
  const filter = Object.fromEntries(
    filterNames.map((name) => [name, search.get(name) ?? '']),
  ) as unknown as AuditFilterForm;
  const page = pageFrom(search);
  return (
    <>
      <PageTitle>{t('audit.title')}</PageTitle>
      <AuditLog
        key={search.toString()}
        filter={filter}
        page={page}
        onChange={(next, nextPage) => {
          const query = new URLSearchParams();
          for (const name of filterNames) if (next[name].trim()) query.set(name, next[name].trim());
          if (nextPage > 1) query.set('page', String(nextPage));
          setSearch(query, { replace: true });
        }}
      />
    </>
  );
}
