import { setSecPasswordInput } from '@tandem/contracts';
import { asFormSchema } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/schema-form';
import { useSetSecPassword } from '../api/set-sec-password';
import { PasswordFormFrame } from './password-form-frame';

const schema = asFormSchema(setSecPasswordInput);

export function SetSecPasswordForm({ onDone }: { onDone: () => void }) {
  const mutation = useSetSecPassword();
  const form = useSchemaForm(schema, { password: '', password_confirmation: '' });
  return <PasswordFormFrame kind="set-sec-password" form={form} save={mutation.mutateAsync} onDone={onDone} />;
}
