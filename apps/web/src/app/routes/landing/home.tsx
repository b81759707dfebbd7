import { Link } from 'react-router';
import { AfterFirstPaint } from '@/features/landing/components/after-first-paint';
import { ClosingSection } from '@/features/landing/components/closing-section';
import { FeatureList } from '@/features/landing/components/feature-list';
import { HeroArt } from '@/features/landing/components/hero-art';
import { PageHero } from '@/features/landing/components/page-hero';
import { PlanCards } from '@/features/landing/components/plan-cards';
import { RiskNotice } from '@/features/landing/components/risk-notice';
import { Section } from '@/features/landing/components/section';
import { securityItems } from '@/features/landing/components/security-items';
import { StepList } from '@/features/landing/components/step-list';
import { PageHead } from '@/features/landing/seo/page-head';
import { useLandingTranslation } from '@/features/landing/use-landing-translation';
import { paths } from '@/config/paths';

export default function LandingHome() {
  const { t } = useLandingTranslation();
  return (
    <>
      <PageHead title={t('home.meta.title')} description={t('home.meta.description')} />
      <PageHero
        eyebrow={t('home.hero.eyebrow')}
        title={t('home.hero.title')}
        lead={t('home.hero.lead')}
        art={<HeroArt />}
        actions={
          <>
            <a href={paths.register} className="ld-button ld-button--light">
              {t('home.hero.ctaPrimary')}
            </a>
            <a href="#home-plans" className="ld-button ld-button--outline-light">
              {t('home.hero.ctaSecondary')}
            </a>
          </>
        }
      />
      <Section id="home-why" title={t('home.highlights.title')} lead={t('home.highlights.lead')}>
        <FeatureList
          prefix="home.highlights"
          columns={4}
          items={[
            { key: 'plans', icon: 'layers' },
            { key: 'businessDays', icon: 'calendar' },
            { key: 'team', icon: 'team' },
            { key: 'security', icon: 'shield' },
          ]}
        />
      </Section>
      <AfterFirstPaint>
        <Section id="home-plans" title={t('plans.title')} lead={t('plans.intro')} isSoft>
          <PlanCards />
          <p className="ld-note">
            <Link to={paths.landing.aurionPro}>{t('home.plansMore')}</Link>
          </p>
        </Section>
        <Section id="home-profit" title={t('home.profit.title')} lead={t('home.profit.lead')}>
          <StepList prefix="home.profit.steps" keys={['stake', 'accrue', 'claim', 'maturity']} />
        </Section>
        <Section id="home-team" title={t('home.team.title')} lead={t('home.team.lead')} isSoft>
          <FeatureList
            prefix="home.team.items"
            columns={3}
            items={[
              { key: 'link', icon: 'chain' },
              { key: 'direct', icon: 'sprout' },
              { key: 'level', icon: 'team' },
            ]}
          />
          <p className="ld-note">
            <Link to={paths.landing.team}>{t('home.team.more')}</Link>
          </p>
        </Section>
        <Section id="home-security" title={t('security.title')} lead={t('security.lead')}>
          <FeatureList prefix="security" layout="rows" items={securityItems} />
        </Section>
        <div className="ld-section ld-section--soft">
          <div className="ld-container">
            <RiskNotice />
          </div>
        </div>
        <ClosingSection prefix="home.closing" />
      </AfterFirstPaint>
    </>
  );
}
