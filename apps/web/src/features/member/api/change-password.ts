import { paths, type changePasswordInput } from '@tandem/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type ChangePasswordPayload = z.input<typeof changePasswordInput>;

export const changePassword = (input: ChangePasswordPayload) => api.post<unknown>(paths.member.changePassword, input);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
