import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { PageTitle } from './page-title';

const deskPages = { applications: paths.admin.storeApplications, stores: paths.admin.stores } as const;
type DeskPage = keyof typeof deskPages;

/**
 * The stores desk: the applications queue and the list of all stores, two pages under one title with
 * a tab for each (each page keeps its own filters in the address).
 */
export function StoresDesk({ current, children }: { current: DeskPage; children: ReactNode }) {
  const { t } = useTranslation('admin-stores');
  const navigate = useNavigate();
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <Tabs value={current} onChange={(value) => value && navigate(deskPages[value as DeskPage])} mb="md">
        <Tabs.List>
          {(Object.keys(deskPages) as DeskPage[]).map((page) => (
            <Tabs.Tab key={page} value={page} data-testid={`admin-stores-tab-${page}`}>
              {t(`tabs.${page}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {children}
    </>
  );
}
