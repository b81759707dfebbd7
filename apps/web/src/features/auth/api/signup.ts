import { type LoginResult, type SignupInput, paths } from '@tandem/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const signup = (input: SignupInput) => api.post<LoginResult>(paths.auth.signup, input, { as: 'none' });

export const useSignup = () => useMutation({ mutationFn: signup });
