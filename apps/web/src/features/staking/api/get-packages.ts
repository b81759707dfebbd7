import { type PackageTypeList, stakingPaths } from '@tandem/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { stakingKeys } from './keys';

/** The packages on offer; names come in the caller's language, so the language is part of the key. */
export const getPackagesQueryOptions = (language: string) =>
  queryOptions({
    queryKey: stakingKeys.packages(language),
    queryFn: async ({ signal }) =>
      (
        await api.get<PackageTypeList>(stakingPaths.getPackageType, {
          // The page's language, which may differ from the one stored on the account.
          query: { language },
          signal,
        })
      ).package_type,
  });

export function usePackages() {
  const { i18n } = useTranslation();
  return useQuery(getPackagesQueryOptions(i18n.language));
}
