import { LandingPage } from '@/features/landing/components/landing-page';
import { FeatureSection, SecuritySection, ProseSection } from '@/features/landing/components/section';

export default function AboutUsPage() {
  return (
    <LandingPage page="about" primary="contact" secondary="signup">
      <ProseSection id="about-what" prefix="about.what" />
      <FeatureSection
        id="about-principles"
        prefix="about.principles"
        columns={4}
        items={{ plain: 'check', exact: 'ledger', secure: 'shield', honest: 'alert' }}
      />
      <FeatureSection
        id="about-how"
        prefix="about.how"
        layout="rows"
        items={{ wallets: 'wallet', deposits: 'chain', withdrawals: 'clock', support: 'support' }}
      />
      <SecuritySection id="about-security" />
    </LandingPage>
  );
}
