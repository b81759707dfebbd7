import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormFrame } from '@/components/form-frame';
import { FormPasswordInput } from '@/components/form-password-input';
import { NewPasswordFields, type NewPasswordWording } from '@/components/new-password-fields';
import { paths } from '@/config/paths';

interface PasswordFormKind {
  /** The notice once the password is saved. */
  success: string;
  wording: NewPasswordWording;
  intro?: string;
  /** The password the member types first to prove it is them: its field and label. */
  current?: { name: string; label: string; autoComplete?: string };
  /** Whether the new password is the first field (nothing is asked before it). */
  isFirst?: boolean;
  /** Whether a link to reset the secondary password sits under the button, for a member who forgot it. */
  hasForgotLink?: boolean;
}

/**
 * What tells the member's password forms apart; the kind is also their test id prefix (`<kind>-form`,
 * `-submit`, `-current`, `-new`, `-confirmation`).
 */
const kinds = {
  'change-password': {
    success: 'member:security.passwordChanged',
    wording: 'change',
    intro: 'security.changePasswordIntro',
    current: { name: 'current_password', label: 'fields.currentPassword' },
  },
  'change-sec-password': {
    success: 'member:security.secPasswordChanged',
    wording: 'newSecondary',
    intro: 'security.secPasswordIntro',
    // The secondary password is never autofilled.
    current: { name: 'current_sec_password', label: 'fields.currentSecPassword', autoComplete: 'off' },
    hasForgotLink: true,
  },
  'set-sec-password': { success: 'member:security.secPasswordSet', wording: 'firstSecondary', isFirst: true },
  'forget-sec-password': { success: 'member:security.secPasswordReset', wording: 'newSecondary' },
} satisfies Record<string, PasswordFormKind>;

/**
 * The member's password forms (change the login password; set, change or reset the secondary one)
 * are one form: what the kind asks first (the current password, or `children`), the new password
 * twice, and Save. Once `save` is done it shows the kind's notice, empties the form and calls `onDone`.
 */
export function PasswordFormFrame<TInput extends FieldValues, TOutput>({
  kind,
  form,
  save,
  onDone,
  intro,
  children,
}: {
  kind: keyof typeof kinds;
  form: UseFormReturn<TInput, unknown, TOutput>;
  save: (values: TOutput) => Promise<unknown>;
  onDone: () => void;
  /** In place of the kind's own intro. */
  intro?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation('member');
  const def: PasswordFormKind = kinds[kind];
  return (
    <FormFrame
      form={form}
      action={save}
      success={def.success}
      onDone={onDone}
      testId={kind}
      intro={intro ?? (def.intro ? t(def.intro) : undefined)}
      submitLabel={t('security.save')}
      footer={
        def.hasForgotLink ? (
          <Anchor component={Link} to={paths.member.forgetSecPassword} size="sm" ta="center">
            {t('security.forgotSecPassword')}
          </Anchor>
        ) : undefined
      }
    >
      {def.current ? (
        <FormPasswordInput
          control={form.control}
          name={def.current.name as Path<TInput>}
          label={t(def.current.label)}
          autoComplete={def.current.autoComplete}
          testId={`${kind}-current`}
        />
      ) : null}
      {children}
      <NewPasswordFields
        control={form.control}
        wording={def.wording}
        testIds={{ password: `${kind}-new`, confirmation: `${kind}-confirmation` }}
        autoFocus={def.isFirst}
      />
    </FormFrame>
  );
}
