import { ClosingSection } from '@/features/landing/components/closing-section';
import { FeatureList } from '@/features/landing/components/feature-list';
import { icons } from '@/features/landing/components/icons';
import { PageHero } from '@/features/landing/components/page-hero';
import { Prose } from '@/features/landing/components/prose';
import { Section } from '@/features/landing/components/section';
import { PageHead } from '@/features/landing/seo/page-head';
import { useLandingTranslation } from '@/features/landing/use-landing-translation';

const flow = [
  { key: 'wallet', icon: icons.wallet },
  { key: 'chain', icon: icons.chain },
  { key: 'ledger', icon: icons.ledger },
] as const;

export default function HybridPage() {
  const { t } = useLandingTranslation();
  return (
    <>
      <PageHead title={t('hybrid.meta.title')} description={t('hybrid.meta.description')} />
      <PageHero eyebrow={t('hybrid.hero.eyebrow')} title={t('hybrid.hero.title')} lead={t('hybrid.hero.lead')} />
      <Section id="hybrid-flow" title={t('hybrid.flow.title')} lead={t('hybrid.flow.lead')}>
        <ol className="ld-flow">
          {flow.map(({ key, icon }) => (
            <li key={key} className="ld-card">
              <span className="ld-card__icon">{icon}</span>
              <p className="ld-flow__tag">{t(`hybrid.flow.${key}.tag`)}</p>
              <h3>{t(`hybrid.flow.${key}.title`)}</h3>
              <p>{t(`hybrid.flow.${key}.body`)}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="hybrid-central" title={t('hybrid.central.title')} lead={t('hybrid.central.lead')} isSoft>
        <FeatureList
          prefix="hybrid.central.items"
          layout="rows"
          items={[
            { key: 'custody', icon: 'shield' },
            { key: 'ledger', icon: 'ledger' },
            { key: 'review', icon: 'idCard' },
            { key: 'speed', icon: 'clock' },
          ]}
        />
      </Section>
      <Section id="hybrid-onchain" title={t('hybrid.onchain.title')} lead={t('hybrid.onchain.lead')}>
        <FeatureList
          prefix="hybrid.onchain.items"
          layout="rows"
          items={[
            { key: 'walletLogin', icon: 'key' },
            { key: 'deposits', icon: 'chain' },
            { key: 'once', icon: 'check' },
            { key: 'keys', icon: 'wallet' },
          ]}
        />
      </Section>
      <Section id="hybrid-tradeoffs" title={t('hybrid.tradeoffs.title')} isSoft>
        <Prose listKey="hybrid.tradeoffs.paragraphs" />
      </Section>
      <ClosingSection prefix="hybrid.closing" />
    </>
  );
}
