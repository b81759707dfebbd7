import type { ComponentType } from 'react';
import type { ListScreenProps } from '@/features/admin/components/list-screen-props';
import { TitledPage } from './page-title';
import { useListSearch } from './use-list-search';

/**
 * A titled list screen whose filters and page live in the address (useListSearch): `read` and
 * `defaults` are the screen's filters, `List` the feature's list that shows and changes them.
 */
export function ListSearchPage<P extends { page: number }>({
  namespace,
  titleKey,
  read,
  defaults,
  List,
}: {
  namespace: string;
  titleKey: string;
  read: (search: URLSearchParams) => Omit<P, 'page'>;
  defaults?: Partial<Omit<P, 'page'>>;
  List: ComponentType<ListScreenProps<P>>;
}) {
  const [params, setParams] = useListSearch<P>(read, defaults);
  return (
    <TitledPage namespace={namespace} titleKey={titleKey}>
      <List params={params} onParamsChange={setParams} />
    </TitledPage>
  );
}
