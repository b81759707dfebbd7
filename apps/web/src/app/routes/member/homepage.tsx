import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openLoginModal, openSignupModal } from '@/features/auth/modals';
import { useHomePage } from '@/features/member/api/get-home-page';
import { DepositCall, isEmptyPortfolio } from '@/features/member/components/deposit-call';
import { PortfolioSummary } from '@/features/member/components/portfolio-summary';
import { useNewsList } from '@/features/news/api/get-news-list';
import { NewsList } from '@/features/news/components/news-list';
import { useMemberToken } from '@/lib/session';
import { paths } from '@/config/paths';
import { LoadError } from '@/components/load-error';
import { wrappingLabel } from '@/components/wrapping-label';

function NewsSection({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('home');
  return (
    <Stack gap="xs" component="section" aria-labelledby="home-news-title">
      <Title order={2} size="h4" id="home-news-title">
        {t('news.title')}
      </Title>
      {children}
    </Stack>
  );
}

function PublicNews() {
  const { i18n } = useTranslation();
  const news = useNewsList(i18n.language);
  if (news.isPending) return <Skeleton h={72} radius="md" />;
  // Until the news service is live, a failure here means there is nothing to show, not an error.
  return <NewsList items={news.data?.list ?? []} />;
}

function Welcome() {
  const { t } = useTranslation(['home', 'common']);
  return (
    <Stack gap="lg">
      <Paper
        radius="md"
        p="lg"
        c="white"
        style={{ background: 'linear-gradient(135deg, var(--mantine-color-teal-9), var(--mantine-color-cyan-9))' }}
        data-testid="home-welcome"
      >
        <Stack gap="sm">
          <Title order={1} size="h2">
            {t('home.welcomeTitle')}
          </Title>
          <Text>{t('home.welcomeBody')}</Text>
          <Group gap="sm" mt="xs">
            <Button variant="white" onClick={() => openLoginModal()} data-testid="home-login">
              {t('common:header.login')}
            </Button>
            <Button variant="outline" color="white" onClick={() => openSignupModal()} data-testid="home-signup">
              {t('common:signup')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Text size="xs" c="dimmed">
        {t('home.riskNote')}
      </Text>
      <NewsSection>
        <PublicNews />
      </NewsSection>
    </Stack>
  );
}

/** The three shortcuts share a 390px phone's width ("Invite friends", Thai): their labels wrap. */
const shortcut = { variant: 'light', px: 4, mih: 36, ...wrappingLabel } as const;

function Portfolio() {
  const { t } = useTranslation(['home', 'common']);
  const home = useHomePage();
  if (home.isPending) {
    return (
      <Stack gap="sm">
        <Skeleton h={104} radius="md" />
        <Skeleton h={140} radius="md" />
      </Stack>
    );
  }
  if (home.isError) return <LoadError error={home.error} onRetry={() => void home.refetch()} />;
  return (
    <Stack gap="lg">
      <Title order={1} size="h3">
        {t('home.hello', { username: home.data.username })}
      </Title>
      {isEmptyPortfolio(home.data) ? <DepositCall /> : null}
      <PortfolioSummary data={home.data} />
      <Group grow gap="xs" align="stretch">
        <Button component={Link} to={paths.member.staking} {...shortcut} data-testid="home-staking">
          {t('common:pages.staking')}
        </Button>
        <Button component={Link} to={paths.member.myTeam} {...shortcut} data-testid="home-team">
          {t('common:pages.myTeam')}
        </Button>
        <Button component={Link} to={paths.member.inviteLink} {...shortcut} data-testid="home-invite">
          {t('home.invite')}
        </Button>
      </Group>
      <NewsSection>
        <NewsList items={home.data.news} />
      </NewsSection>
    </Stack>
  );
}

/** /web/homepage: a welcome for visitors, the portfolio for members (spec sections 2 and 7). */
export default function HomepagePage() {
  const token = useMemberToken();
  return token ? <Portfolio /> : <Welcome />;
}
