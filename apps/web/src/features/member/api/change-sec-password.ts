import { paths, type changeSecPasswordInput } from '@tandem/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type ChangeSecPasswordPayload = z.input<typeof changeSecPasswordInput>;

export const changeSecPassword = (input: ChangeSecPasswordPayload) =>
  api.post<unknown>(paths.member.changeSecPassword, input);

export const useChangeSecPassword = () => useMutation({ mutationFn: changeSecPassword });
