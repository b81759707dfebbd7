import { ClosingSection } from '@/features/landing/components/closing-section';
import { ContactForm } from '@/features/landing/components/contact-form';
import { FeatureList } from '@/features/landing/components/feature-list';
import { PageHero } from '@/features/landing/components/page-hero';
import { PageHead } from '@/features/landing/seo/page-head';
import { useLandingTranslation } from '@/features/landing/use-landing-translation';

export default function ContactUsPage() {
  const { t } = useLandingTranslation();
  return (
    <>
      <PageHead title={t('contact.meta.title')} description={t('contact.meta.description')} />
      <PageHero title={t('contact.hero.title')} lead={t('contact.hero.lead')} />
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
              items={[
                { key: 'members', icon: 'support' },
                { key: 'reply', icon: 'mail' },
                { key: 'safety', icon: 'key' },
              ]}
            />
          </section>
        </div>
      </div>
      <ClosingSection prefix="contact.closing" primary="app" secondary="blogs" />
    </>
  );
}
