import { paths, type resetSecPasswordInput } from '@tandem/contracts';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { memberKeys } from '@/lib/query-keys';
import { useRefreshingMutation } from './refreshing-mutation';

export type ResetSecPasswordPayload = z.input<typeof resetSecPasswordInput>;

export const resetSecPassword = (input: ResetSecPasswordPayload) =>
  api.post<unknown>(paths.member.resetSecPassword, input);

export const useResetSecPassword = () => useRefreshingMutation(resetSecPassword, memberKeys.info());
