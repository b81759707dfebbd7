import { type LoginInput, type LoginResult, paths } from '@tandem/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// Sent without the stored token: a stale one must not turn a login attempt into a "session ended".
export const login = (input: LoginInput) => api.post<LoginResult>(paths.auth.login, input, { as: 'none' });

export const useLogin = () => useMutation({ mutationFn: login });
