import { Link } from 'react-router';
import { ClosingSection } from '@/features/landing/components/closing-section';
import { HeroArt } from '@/features/landing/components/hero-art';
import { PageTop } from '@/features/landing/components/page-top';
import { PlansSection } from '@/features/landing/components/plan-cards';
import {
  Bands,
  FeatureSection,
  SecuritySection,
  RiskSection,
  StepSection,
} from '@/features/landing/components/section';
import { useLandingTranslation } from '@/features/landing/use-landing-translation';
import { paths } from '@/config/paths';

export default function LandingHome() {
  const { t } = useLandingTranslation();
  return (
    <>
      <PageTop
        page="home"
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
      <FeatureSection
        id="home-why"
        prefix="home.highlights"
        itemsPrefix="home.highlights"
        columns={4}
        items={{ plans: 'layers', businessDays: 'calendar', team: 'team', security: 'shield' }}
      />
      <Bands isFirstSoft>
        <PlansSection id="home-plans">
          <p className="ld-note">
            <Link to={paths.landing.aurionPro}>{t('home.plansMore')}</Link>
          </p>
        </PlansSection>
        <StepSection id="home-profit" prefix="home.profit" keys={['stake', 'accrue', 'claim', 'maturity']} />
        <FeatureSection
          id="home-team"
          prefix="home.team"
          columns={3}
          items={{ link: 'chain', direct: 'sprout', level: 'team' }}
        >
          <p className="ld-note">
            <Link to={paths.landing.team}>{t('home.team.more')}</Link>
          </p>
        </FeatureSection>
        <SecuritySection id="home-security" />
        <RiskSection />
      </Bands>
      <ClosingSection prefix="home.closing" />
    </>
  );
}
