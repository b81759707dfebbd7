import { paths, type resetPasswordInput } from '@tandem/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type ResetPasswordPayload = z.input<typeof resetPasswordInput>;

export const resetPassword = (input: ResetPasswordPayload) =>
  api.post<unknown>(paths.auth.resetPassword, input, { as: 'none' });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
