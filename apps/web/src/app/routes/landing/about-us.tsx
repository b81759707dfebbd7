import { ClosingSection } from '@/features/landing/components/closing-section';
import { FeatureList } from '@/features/landing/components/feature-list';
import { PageHero } from '@/features/landing/components/page-hero';
import { Prose } from '@/features/landing/components/prose';
import { Section } from '@/features/landing/components/section';
import { securityItems } from '@/features/landing/components/security-items';
import { PageHead } from '@/features/landing/seo/page-head';
import { useLandingTranslation } from '@/features/landing/use-landing-translation';

export default function AboutUsPage() {
  const { t } = useLandingTranslation();
  return (
    <>
      <PageHead title={t('about.meta.title')} description={t('about.meta.description')} />
      <PageHero eyebrow={t('about.hero.eyebrow')} title={t('about.hero.title')} lead={t('about.hero.lead')} />
      <Section id="about-what" title={t('about.what.title')}>
        <Prose listKey="about.what.paragraphs" />
      </Section>
      <Section id="about-principles" title={t('about.principles.title')} isSoft>
        <FeatureList
          prefix="about.principles.items"
          columns={4}
          items={[
            { key: 'plain', icon: 'check' },
            { key: 'exact', icon: 'ledger' },
            { key: 'secure', icon: 'shield' },
            { key: 'honest', icon: 'alert' },
          ]}
        />
      </Section>
      <Section id="about-how" title={t('about.how.title')} lead={t('about.how.lead')}>
        <FeatureList
          prefix="about.how.items"
          layout="rows"
          items={[
            { key: 'wallets', icon: 'wallet' },
            { key: 'deposits', icon: 'chain' },
            { key: 'withdrawals', icon: 'clock' },
            { key: 'support', icon: 'support' },
          ]}
        />
      </Section>
      <Section id="about-security" title={t('security.title')} lead={t('security.lead')} isSoft>
        <FeatureList prefix="security" layout="rows" items={securityItems} />
      </Section>
      <ClosingSection prefix="about.closing" primary="contact" secondary="signup" />
    </>
  );
}
