import { modals } from '@mantine/modals';
import { lazy } from 'react';
import { closeAppModal, openAppModal } from '@/components/app-modal';
import { openTermsModal } from '@/components/legal-text';
import { i18n } from '@/lib/i18n';
import { navigateTo } from '@/lib/navigation';
import { paths } from '@/config/paths';

// The forms load with their modal, not with the first page.
const SignupForm = lazy(() => import('./components/signup-form').then((m) => ({ default: m.SignupForm })));
// The method switch with the password form; the wallet method inside it loads wagmi and viem only when picked.
const LoginMethods = lazy(() => import('./wallet/login-methods').then((m) => ({ default: m.LoginMethods })));
const ForgotPasswordForm = lazy(() =>
  import('./components/forgot-password-form').then((m) => ({ default: m.ForgotPasswordForm })),
);

const ids = { login: 'login', signup: 'signup', forgotPassword: 'forgot-password' } as const;

/** Long forms take the whole screen on a phone. */
const isNarrowScreen = () => typeof window !== 'undefined' && window.matchMedia('(max-width: 36em)').matches;

/** The login dialog: username and password, or a wallet (./wallet). */
export function openLoginModal() {
  return openAppModal({
    modalId: ids.login,
    title: i18n.t('common:modal.login'),
    testId: 'login-modal',
    children: (
      <LoginMethods
        onSignup={() => {
          closeAppModal(ids.login);
          openSignupModal();
        }}
        onForgotPassword={() => {
          closeAppModal(ids.login);
          openForgotPasswordModal();
        }}
        onTerms={() => openTermsModal()}
      />
    ),
  });
}

export function openSignupModal(prefill: { refId?: string; jid?: string } = {}) {
  return openAppModal({
    modalId: ids.signup,
    title: i18n.t('common:modal.signup'),
    fullScreen: isNarrowScreen(),
    size: 'lg',
    testId: 'signup-modal',
    children: (
      <SignupForm
        refId={prefill.refId}
        jid={prefill.jid}
        onSignedUp={() => {
          modals.closeAll();
          navigateTo(paths.member.homepage);
        }}
        onLogin={() => {
          closeAppModal(ids.signup);
          openLoginModal();
        }}
      />
    ),
  });
}

export function openForgotPasswordModal() {
  return openAppModal({
    modalId: ids.forgotPassword,
    title: i18n.t('common:modal.forgotPassword'),
    testId: 'forgot-password-modal',
    children: (
      <ForgotPasswordForm
        onDone={() => {
          closeAppModal(ids.forgotPassword);
          openLoginModal();
        }}
      />
    ),
  });
}
