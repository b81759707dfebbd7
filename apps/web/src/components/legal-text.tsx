import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { openAppModal } from './app-modal';

/** Section order of the texts in locales/<lng>/legal.json. */
const termsSections = [
  'scope',
  'eligibility',
  'account',
  'kyc',
  'staking',
  'profit',
  'risks',
  'referral',
  'money',
  'fees',
  'prohibited',
  'suspension',
  'liability',
  'changes',
  'contact',
] as const;
const aboutSections = ['what', 'how', 'safety', 'honesty', 'contact'] as const;

function LegalDocument({ doc, sections, withTitle }: { doc: string; sections: readonly string[]; withTitle: boolean }) {
  const { t } = useTranslation('legal');
  return (
    <Stack gap="md" data-testid={`legal-${doc}`}>
      {withTitle ? <Title order={2}>{t(`${doc}.title`)}</Title> : null}
      <Text>{t(`${doc}.intro`)}</Text>
      {sections.map((section, index) => (
        <section key={section}>
          <Title order={3} size="h5" mb={4}>
            {doc === 'terms' ? `${index + 1}. ` : ''}
            {t(`${doc}.sections.${section}.title`)}
          </Title>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {t(`${doc}.sections.${section}.body`)}
          </Text>
        </section>
      ))}
    </Stack>
  );
}

export function TermsOfService({ withTitle = true }: { withTitle?: boolean }) {
  return <LegalDocument doc="terms" sections={termsSections} withTitle={withTitle} />;
}

export function AboutUs({ withTitle = true }: { withTitle?: boolean }) {
  return <LegalDocument doc="about" sections={aboutSections} withTitle={withTitle} />;
}

/** The terms as a dialog of its own (from the login modal, which can be replaced without losing anything). */
export function openTermsModal() {
  return openAppModal({
    title: i18n.t('common:termsOfService'),
    size: 'lg',
    testId: 'terms-modal',
    children: <TermsOfService withTitle={false} />,
  });
}
