import { changePasswordInput } from '@tandem/contracts';
import { asFormSchema } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/schema-form';
import { useChangePassword } from '../api/change-password';
import { PasswordFormFrame } from './password-form-frame';

const schema = asFormSchema(changePasswordInput);

/** Login password change; the server ends the member's other sessions when it succeeds. */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const mutation = useChangePassword();
  const form = useSchemaForm(schema, { current_password: '', password: '', password_confirmation: '' });
  return <PasswordFormFrame kind="change-password" form={form} save={mutation.mutateAsync} onDone={onDone} />;
}
