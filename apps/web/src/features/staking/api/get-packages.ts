import { type StakingPackage, stakingPaths } from '@tandem/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { stakingKeys } from './keys';

/** The packages on offer; names come in the caller's language, so the language is part of the key. */
export function usePackages() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: stakingKeys.packages(i18n.language),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ package_type: StakingPackage[] }>(stakingPaths.getPackageType, {
          // The page's language, which may differ from the one stored on the account.
          query: { language: i18n.language },
          signal,
        })
      ).package_type,
  });
}
