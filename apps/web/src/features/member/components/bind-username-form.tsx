import { bindUsernameInput, stripChinese } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { FormFrame } from '@/components/form-frame';
import { FormTextInput } from '@/components/form-text-input';
import { submitOrShowErrors } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/schema-form';
import { notifySuccess } from '@/lib/notify';
import { useBindUsername } from '../api/bind-username';

/** A wallet-login member still named by their address picks a username (decisions.md, accounts). */
export function BindUsernameForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('member');
  const mutation = useBindUsername();
  const form = useSchemaForm(bindUsernameInput, { username: '' });

  const onSubmit = submitOrShowErrors(form, ['username'], async (values) => {
    await mutation.mutateAsync(values.username);
    notifySuccess('member:bindUsername.done');
    onDone();
  });

  return (
    <FormFrame
      onSubmit={onSubmit}
      testId="bind-username"
      intro={t('bindUsername.intro')}
      submitLabel={t('bindUsername.submit')}
      pending={mutation.isPending}
    >
      <FormTextInput
        control={form.control}
        name="username"
        transform={stripChinese}
        label={t('fields.username')}
        description={t('hints.username')}
        autoCapitalize="none"
        spellCheck={false}
        required
        data-autofocus
        testId="bind-username-input"
      />
    </FormFrame>
  );
}
