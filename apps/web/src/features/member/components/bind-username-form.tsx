import { bindUsernameInput } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { FormFrame } from '@/components/form-frame';
import { UsernameInput } from '@/components/username-input';
import { useSchemaForm } from '@/lib/schema-form';
import { useBindUsername } from '../api/bind-username';

/** A wallet-login member still named by their address picks a username (decisions.md, accounts). */
export function BindUsernameForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('member');
  const mutation = useBindUsername();
  const form = useSchemaForm(bindUsernameInput, { username: '' });
  return (
    <FormFrame
      form={form}
      action={(values) => mutation.mutateAsync(values.username)}
      success="member:bindUsername.done"
      onDone={onDone}
      testId="bind-username"
      intro={t('bindUsername.intro')}
      submitLabel={t('bindUsername.submit')}
    >
      <UsernameInput
        control={form.control}
        label={t('fields.username')}
        hint={t('hints.username')}
        autoFocus
        testId="bind-username-input"
      />
    </FormFrame>
  );
}
