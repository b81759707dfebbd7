import { Title } from '@mantine/core';
import { useEffect } from 'react';
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
