import { Link } from 'react-router';
import { AfterFirstPaint } from '@/features/landing/components/after-first-paint';
import { ClosingSection } from '@/features/landing/components/closing-section';
import { FeatureList } from '@/features/landing/components/feature-list';
import { PageHero } from '@/features/landing/components/page-hero';
import { PlanCards } from '@/features/landing/components/plan-cards';
import { Prose } from '@/features/landing/components/prose';
import { RiskNotice } from '@/features/landing/components/risk-notice';
import { Section } from '@/features/landing/components/section';
import { PageHead } from '@/features/landing/seo/page-head';
import { useLandingTranslation } from '@/features/landing/use-landing-translation';
import { paths } from '@/config/paths';

export default function AurionProPage() {
  const { t } = useLandingTranslation();
  return (
    <>
      <PageHead title={t('aurionPro.meta.title')} description={t('aurionPro.meta.description')} />
      <PageHero
        eyebrow={t('aurionPro.hero.eyebrow')}
        title={t('aurionPro.hero.title')}
        lead={t('aurionPro.hero.lead')}
        actions={
          <>
            <a href={paths.register} className="ld-button ld-button--light">
              {t('closing.ctaSignup')}
            </a>
            <Link to={paths.landing.tnc} className="ld-button ld-button--outline-light">
              {t('aurionPro.hero.ctaTerms')}
            </Link>
          </>
        }
      />
      <Section id="aurion-plans" title={t('plans.title')} lead={t('plans.intro')}>
        <PlanCards />
      </Section>
      <AfterFirstPaint>
        <Section id="aurion-profit" title={t('aurionPro.profit.title')} lead={t('aurionPro.profit.lead')} isSoft>
          <FeatureList
            prefix="aurionPro.profit.items"
            layout="rows"
            items={[
              { key: 'businessDays', icon: 'calendar' },
              { key: 'nextDay', icon: 'clock' },
              { key: 'claim', icon: 'wallet' },
              { key: 'rates', icon: 'scale' },
            ]}
          />
        </Section>
        <Section id="aurion-term" title={t('aurionPro.term.title')} lead={t('aurionPro.term.lead')}>
          <FeatureList
            prefix="aurionPro.term.items"
            columns={2}
            items={[
              { key: 'renew', icon: 'refresh' },
              { key: 'notice', icon: 'mail' },
              { key: 'surrender', icon: 'alert' },
              { key: 'contract', icon: 'shield' },
              { key: 'redeem', icon: 'layers' },
              { key: 'change', icon: 'arrowRight' },
            ]}
          />
        </Section>
        <Section id="aurion-scope" title={t('aurionPro.scope.title')} isSoft>
          <Prose listKey="aurionPro.scope.paragraphs" />
        </Section>
        <div className="ld-section">
          <div className="ld-container">
            <RiskNotice />
          </div>
        </div>
        <ClosingSection prefix="aurionPro.closing" />
      </AfterFirstPaint>
    </>
  );
}
