import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SignupForm } from '@/features/auth/components/signup-form';
import { openLoginModal } from '@/features/auth/modals';
import { useMemberToken } from '@/lib/session';
import { paths } from '@/config/paths';

/** Bounded so a crafted link cannot stuff the form; the server checks the referral anyway. */
const referralParam = (value: string | null) => (value ?? '').trim().slice(0, 64);

/** /register?ref_id=…&jid=…: the sign-up form, prefilled from an invite link (spec section 2). */
export default function RegisterPage() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = useMemberToken();
  const refId = referralParam(params.get('ref_id'));
  const jid = referralParam(params.get('jid'));

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('signup.pageTitle')}
      </Title>
      {refId ? (
        <Text size="sm" c="dimmed" data-testid="register-invited-by">
          {t('signup.invitedBy', { username: refId })}
        </Text>
      ) : null}
      {token ? (
        <Alert color="blue" data-testid="register-logged-in">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('signup.alreadyLoggedIn')}</Text>
            <Button component={Link} to={paths.member.homepage} size="xs" variant="white">
              {t('common:nav.portfolio')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Paper withBorder radius="md" p="md">
          <SignupForm
            refId={refId}
            jid={jid}
            onSignedUp={() => navigate(paths.member.homepage, { replace: true })}
            onLogin={() => openLoginModal()}
          />
        </Paper>
      )}
    </Stack>
  );
}
