import { ContactForm } from '@/features/landing/components/contact-form';
import { FeatureList } from '@/features/landing/components/feature-list';
import { LandingPage } from '@/features/landing/components/landing-page';
import { useLandingTranslation } from '@/features/landing/use-landing-translation';

export default function ContactUsPage() {
  const { t } = useLandingTranslation();
  return (
    <LandingPage page="contact" kicker="none" primary="app" secondary="blogs">
      <div className="ld-section">
        <div className="ld-container ld-split">
          <section aria-labelledby="contact-form-title">
            <h2 id="contact-form-title" className="ld-visually-hidden">
              {t('contact.form.title')}
            </h2>
            <ContactForm />
          </section>
          <section aria-labelledby="contact-info-title">
            <h2 id="contact-info-title">{t('contact.info.title')}</h2>
            <FeatureList
              prefix="contact.info.items"
              layout="rows"
              items={{ members: 'support', reply: 'mail', safety: 'key' }}
            />
          </section>
        </div>
      </div>
    </LandingPage>
  );
}
