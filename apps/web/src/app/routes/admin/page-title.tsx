import { Anchor, type AnchorProps, Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryState } from '@/components/query-state';
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

/** The way back from a record's page to the list (or record) it was opened from. */
export function BackLink({ to, children, ...anchorProps }: AnchorProps & { to: string; children: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" {...anchorProps}>
      ← {children}
    </Anchor>
  );
}

/** The head of a record's page: the way back to its list, then the record's title. */
export function RecordPageTitle({ backTo, back, children }: { backTo: string; back: string; children: string }) {
  return (
    <>
      <BackLink to={backTo}>{back}</BackLink>
      <PageTitle>{children}</PageTitle>
    </>
  );
}

/**
 * The page of one record opened by the `:id` in its address: its head (the way back, then the title
 * `title(id)`), then the record once `useRecord` has loaded it.
 */
export function RecordPage<T>({
  useRecord,
  backTo,
  back,
  title,
  children,
}: {
  useRecord: (id: string) => Parameters<typeof QueryState<T>>[0]['query'];
  backTo: string;
  back: string;
  title: (id: string) => string;
  children: (data: T) => ReactNode;
}) {
  const { id = '' } = useParams();
  const record = useRecord(id);
  return (
    <>
      <RecordPageTitle backTo={backTo} back={back}>
        {title(id)}
      </RecordPageTitle>
      <QueryState query={record}>{children}</QueryState>
    </>
  );
}
