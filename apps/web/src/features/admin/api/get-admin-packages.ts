import { type AdminStakingPackage, stakingAdminPaths } from '@tandem/contracts';
import { useQuery } from '@tanstack/react-query';
import { stakingAdminKeys } from './keys';
import { listQueryOptions } from './list-query-options';

export const getAdminPackagesQueryOptions = () =>
  listQueryOptions<AdminStakingPackage>(stakingAdminKeys.packages(), stakingAdminPaths.packages);

export const useAdminPackages = () => useQuery(getAdminPackagesQueryOptions());
