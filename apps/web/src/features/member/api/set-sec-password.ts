import { paths, type setSecPasswordInput } from '@tandem/contracts';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { memberKeys } from '@/lib/query-keys';
import { useRefreshingMutation } from './refreshing-mutation';

export type SetSecPasswordPayload = z.input<typeof setSecPasswordInput>;

export const setSecPassword = (input: SetSecPasswordPayload) => api.post<unknown>(paths.member.setSecPassword, input);

// password2 changes from null to set: the shell stops sending the member to this page.
export const useSetSecPassword = () => useRefreshingMutation(setSecPassword, memberKeys.info());
