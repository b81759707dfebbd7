import { changeSecPasswordInput } from '@tandem/contracts';
import { asFormSchema } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/schema-form';
import { useChangeSecPassword } from '../api/change-sec-password';
import { PasswordFormFrame } from './password-form-frame';

const schema = asFormSchema(changeSecPasswordInput);

export function ChangeSecPasswordForm({ onDone }: { onDone: () => void }) {
  const mutation = useChangeSecPassword();
  const form = useSchemaForm(schema, { current_sec_password: '', password: '', password_confirmation: '' });
  return <PasswordFormFrame kind="change-sec-password" form={form} save={mutation.mutateAsync} onDone={onDone} />;
}
