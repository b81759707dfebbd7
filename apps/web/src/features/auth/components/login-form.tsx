import { Anchor, Checkbox, Group } from '@mantine/core';
import { type LoginInput, loginInput } from '@tandem/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFrame } from '@/components/form-frame';
import { FormPasswordInput } from '@/components/form-password-input';
import { FormTextInput } from '@/components/form-text-input';
import { ApiError } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/schema-form';
import { notifyError } from '@/lib/notify';
import { memberSession, rememberedLogin } from '@/lib/session';
import { useLogin } from '../api/login';
import { acceptLoginResult } from '../session-actions';
import { PromptLink } from './prompt-link';

export interface LoginFormProps {
  onSignup: () => void;
  onForgotPassword: () => void;
  onTerms: () => void;
}

/**
 * Username and password login (spec section 4). Success keeps the token and reloads the page so
 * every part of the app starts from the new session; failure clears any stored token and address.
 * The wallet login of a later issue becomes a second method beside this one (see LoginModalContent).
 */
export function LoginForm({ onSignup, onForgotPassword, onTerms }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const remembered = rememberedLogin.get();
  const [isRemembered, setIsRemembered] = useState(remembered !== null);
  const loginMutation = useLogin();
  const form = useSchemaForm(loginInput, {
    username: remembered?.username ?? '',
    password: remembered?.password ?? '',
  });

  const logIn = async (values: LoginInput) => {
    const result = await loginMutation.mutateAsync(values);
    if (!acceptLoginResult(result)) return notifyError(new ApiError('LOGIN_FAIL', 422));
    if (isRemembered) rememberedLogin.save(values.username, values.password);
    else rememberedLogin.clear();
    window.location.reload();
  };

  return (
    <FormFrame
      form={form}
      action={logIn}
      onFailure={() => memberSession.clear()}
      testId="login"
      submitLabel={t('login.submit')}
      fullWidth
      footer={
        <>
          <PromptLink
            prompt={t('login.noAccount')}
            label={t('login.signup')}
            onClick={onSignup}
            testId="login-to-signup"
          />
          <PromptLink
            prompt={t('login.termsPrefix')}
            label={t('login.termsLink')}
            onClick={onTerms}
            testId="login-terms"
            isSmall
          />
        </>
      }
    >
      <FormTextInput
        control={form.control}
        name="username"
        label={t('fields.usernameOrEmail')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        data-autofocus
        testId="login-username"
      />
      <FormPasswordInput control={form.control} name="password" label={t('fields.password')} testId="login-password" />
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Checkbox
          label={t('login.remember')}
          description={t('login.rememberHint')}
          checked={isRemembered}
          onChange={(event) => setIsRemembered(event.currentTarget.checked)}
          data-testid="login-remember"
        />
        <Anchor component="button" type="button" size="sm" onClick={onForgotPassword} data-testid="login-forgot">
          {t('login.forgot')}
        </Anchor>
      </Group>
    </FormFrame>
  );
}
