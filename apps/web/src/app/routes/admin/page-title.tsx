import { Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@/lib/config';

/** The page heading, also used as the document title so staff can tell their tabs apart. */
export function PageTitle({ children }: { children: string }) {
  useEffect(() => {
    document.title = `${children} · ${PRODUCT_NAME}`;
  }, [children]);
  return (
    <Title order={1} size="h2" mb="md">
      {children}
    </Title>
  );
}

/** A page that is its title (`titleKey` in `namespace`) above one feature screen. */
export function TitledPage({
  namespace = 'admin',
  titleKey,
  children,
}: {
  namespace?: string;
  titleKey: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(namespace);
  return (
    <>
      <PageTitle>{t(titleKey)}</PageTitle>
      {children}
    </>
  );
}
