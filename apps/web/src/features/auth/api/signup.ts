import { type LoginResult, type SignupInput, paths } from '@tandem/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type SignupPayload = Omit<SignupInput, 'country_id'> & { country_id: number };

export const signup = (input: SignupPayload) => api.post<LoginResult>(paths.auth.signup, input, { as: 'none' });

export const useSignup = () => useMutation({ mutationFn: signup });
