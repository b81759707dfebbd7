import { ClosingSection } from '@/features/landing/components/closing-section';
import { FeatureList } from '@/features/landing/components/feature-list';
import { PageHero } from '@/features/landing/components/page-hero';
import { Prose } from '@/features/landing/components/prose';
import { Section } from '@/features/landing/components/section';
import { PageHead } from '@/features/landing/seo/page-head';
import { useLandingTranslation } from '@/features/landing/use-landing-translation';

/** SmartLend is not live in this phase (decisions.md "Not in this phase"): the page says so first. */
export default function SmartLendPage() {
  const { t } = useLandingTranslation();
  return (
    <>
      <PageHead title={t('smartLend.meta.title')} description={t('smartLend.meta.description')} />
      <PageHero badge={t('smartLend.hero.badge')} title={t('smartLend.hero.title')} lead={t('smartLend.hero.lead')} />
      <Section id="smartlend-idea" title={t('smartLend.idea.title')}>
        <Prose listKey="smartLend.idea.paragraphs" />
      </Section>
      <Section
        id="smartlend-principles"
        title={t('smartLend.principles.title')}
        lead={t('smartLend.principles.lead')}
        isSoft
      >
        <FeatureList
          prefix="smartLend.principles.items"
          columns={2}
          items={[
            { key: 'terms', icon: 'scale' },
            { key: 'ledger', icon: 'ledger' },
            { key: 'risk', icon: 'alert' },
            { key: 'optIn', icon: 'check' },
          ]}
        />
      </Section>
      <Section id="smartlend-today" title={t('smartLend.today.title')}>
        <Prose listKey="smartLend.today.paragraphs" />
      </Section>
      <ClosingSection prefix="smartLend.closing" primary="blogs" secondary="contact" />
    </>
  );
}
