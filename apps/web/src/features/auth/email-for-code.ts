import { emailField } from '@tandem/contracts';
import { ApiError } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';

/**
 * The address a code is to be sent to, as typed in a form's e-mail field, checked with the contract's
 * rule before anything is sent; null (with the reason shown) when there is none or it is not valid.
 */
export function emailForCode(typed: string, showEmailError: (key: string) => void): string | null {
  const rawEmail = typed.trim();
  if (!rawEmail) {
    showEmailError('required');
    notifyError(new ApiError('emailEmpty', 400));
    return null;
  }
  const email = emailField.safeParse(rawEmail);
  if (!email.success) {
    showEmailError(email.error.issues[0]?.message ?? 'invalidEmail');
    return null;
  }
  return email.data;
}
