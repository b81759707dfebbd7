import { icons } from '@/features/landing/components/icons';
import { LandingPage } from '@/features/landing/components/landing-page';
import { FeatureSection, ProseSection, TopicSection } from '@/features/landing/components/section';
import { useLandingTranslation } from '@/features/landing/use-landing-translation';

const flow = [
  { key: 'wallet', icon: icons.wallet },
  { key: 'chain', icon: icons.chain },
  { key: 'ledger', icon: icons.ledger },
] as const;

export default function HybridPage() {
  const { t } = useLandingTranslation();
  return (
    <LandingPage page="hybrid">
      <TopicSection id="hybrid-flow" prefix="hybrid.flow">
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
      </TopicSection>
      <FeatureSection
        id="hybrid-central"
        prefix="hybrid.central"
        layout="rows"
        items={{ custody: 'shield', ledger: 'ledger', review: 'idCard', speed: 'clock' }}
      />
      <FeatureSection
        id="hybrid-onchain"
        prefix="hybrid.onchain"
        layout="rows"
        items={{ walletLogin: 'key', deposits: 'chain', once: 'check', keys: 'wallet' }}
      />
      <ProseSection id="hybrid-tradeoffs" prefix="hybrid.tradeoffs" />
    </LandingPage>
  );
}
