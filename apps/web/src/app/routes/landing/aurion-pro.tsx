import { Link } from 'react-router';
import { ClosingSection } from '@/features/landing/components/closing-section';
import { PageTop } from '@/features/landing/components/page-top';
import { PlansSection } from '@/features/landing/components/plan-cards';
import { Bands, FeatureSection, ProseSection, RiskSection } from '@/features/landing/components/section';
import { useLandingTranslation } from '@/features/landing/use-landing-translation';
import { paths } from '@/config/paths';

export default function AurionProPage() {
  const { t } = useLandingTranslation();
  return (
    <>
      <PageTop
        page="aurionPro"
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
      <PlansSection id="aurion-plans" />
      <Bands isFirstSoft>
        <FeatureSection
          id="aurion-profit"
          prefix="aurionPro.profit"
          layout="rows"
          items={{ businessDays: 'calendar', nextDay: 'clock', claim: 'wallet', rates: 'scale' }}
        />
        <FeatureSection
          id="aurion-term"
          prefix="aurionPro.term"
          items={{
            renew: 'refresh',
            notice: 'mail',
            surrender: 'alert',
            contract: 'shield',
            redeem: 'layers',
            change: 'arrowRight',
          }}
        />
        <ProseSection id="aurion-scope" prefix="aurionPro.scope" />
        <RiskSection />
      </Bands>
      <ClosingSection prefix="aurionPro.closing" />
    </>
  );
}
