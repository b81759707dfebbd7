import { useLandingTranslation } from '../use-landing-translation';
import { icons } from './icons';

const riskKeys = ['capital', 'rates', 'noGuarantee', 'volatility', 'regulation', 'custody'] as const;

/** The risks every page that talks about staking states plainly. */
export function RiskNotice({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useLandingTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="ld-risk" aria-labelledby="ld-risk-title">
      <Heading id="ld-risk-title" className="ld-risk__title">
        {icons.alert}
        {t('risks.title')}
      </Heading>
      <p>{t('risks.intro')}</p>
      <ul>
        {riskKeys.map((key) => (
          <li key={key}>
            <strong>{t(`risks.${key}.title`)}</strong>
            <span>{t(`risks.${key}.body`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
