import { ClosingSection } from '@/features/landing/components/closing-section';
import { PageTop } from '@/features/landing/components/page-top';
import { Bands, FeatureSection, SecuritySection, ProseSection } from '@/features/landing/components/section';

export default function AboutUsPage() {
  return (
    <>
      <PageTop page="about" />
      <Bands>
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
      </Bands>
      <ClosingSection prefix="about.closing" primary="contact" secondary="signup" />
    </>
  );
}
