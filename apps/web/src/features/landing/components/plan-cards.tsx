import type { ReactNode } from 'react';
import { useLandingTranslation } from '../use-landing-translation';
import { Section } from './section';

/** The four packages of decisions.md "Staking plans"; amounts and terms are the platform's rules. */
const planKeys = ['flexible', 'fixed180', 'fixed360', 'contract200'] as const;

export function PlanCards() {
  const { t } = useLandingTranslation();
  return (
    <>
      <ul className="ld-grid ld-grid--4">
        {planKeys.map((key) => (
          <li key={key} className="ld-card ld-plan">
            <h3>{t(`plans.${key}.name`)}</h3>
            <p>{t(`plans.${key}.summary`)}</p>
            <dl>
              <div>
                <dt>{t('plans.amountLabel')}</dt>
                <dd>{t(`plans.${key}.amount`)}</dd>
              </div>
              <div>
                <dt>{t('plans.termLabel')}</dt>
                <dd>{t(`plans.${key}.term`)}</dd>
              </div>
              <div>
                <dt>{t('plans.exitLabel')}</dt>
                <dd>{t(`plans.${key}.exit`)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <p className="ld-note">{t('plans.note')}</p>
    </>
  );
}

/** The plans band that the home and Aurion Pro pages both show (with what follows it, if anything). */
export function PlansSection({ id, children }: { id: string; children?: ReactNode }) {
  const { t } = useLandingTranslation();
  return (
    <Section id={id} title={t('plans.title')} lead={t('plans.intro')}>
      <PlanCards />
      {children}
    </Section>
  );
}
