import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { SettledAlert } from '@/components/settled-alert';
import { useReferralCheck } from '@/features/auth/api/check-referral';
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
  // "Invited by" only once the server knows the sponsor; an unknown one is said under its field (D15).
  const sponsor = useReferralCheck(refId, jid).data?.sponsor;

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('signup.pageTitle')}
      </Title>
      {sponsor ? (
        <Text size="sm" c="dimmed" data-testid="register-invited-by">
          {t('signup.invitedBy', { username: sponsor })}
        </Text>
      ) : null}
      {token ? (
        <SettledAlert
          color="blue"
          testId="register-logged-in"
          message={t('signup.alreadyLoggedIn')}
          linkTo={paths.member.homepage}
          linkLabel={t('common:nav.portfolio')}
        />
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
