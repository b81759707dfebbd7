import { paths } from '@tandem/contracts';
import { api } from '@/lib/api-client';
import { memberKeys } from '@/lib/query-keys';
import { useRefreshingMutation } from './refreshing-mutation';

export const bindUsername = (username: string) => api.post<unknown>(paths.member.bindUsername, { username });

export const useBindUsername = () => useRefreshingMutation(bindUsername, memberKeys.all);
