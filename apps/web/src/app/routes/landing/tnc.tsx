import { LandingPage } from '@/features/landing/components/landing-page';
import { useLandingTranslation } from '@/features/landing/use-landing-translation';

interface TermsSection {
  title: string;
  paragraphs: string[];
}

export default function TermsPage() {
  const { t } = useLandingTranslation();
  const { list } = useLandingTranslation('landing-terms');
  const raw = list<unknown>('sections');
  const sections = (Array.isArray(raw) ? raw : []) as TermsSection[];
  return (
    <LandingPage page="tnc" kicker="none" primary="contact" secondary="signup">
      <div className="ld-section">
        <div className="ld-container ld-prose ld-terms">
          <p className="ld-date">{t('tnc.version')}</p>
          <nav aria-labelledby="tnc-contents">
            <h2 id="tnc-contents">{t('tnc.contents')}</h2>
            <ol className="ld-toc">
              {sections.map((section, index) => (
                <li key={index}>
                  <a href={`#tnc-${index + 1}`}>{section.title}</a>
                </li>
              ))}
            </ol>
          </nav>
          {sections.map((section, index) => (
            <section key={index} id={`tnc-${index + 1}`} aria-labelledby={`tnc-${index + 1}-title`}>
              <h2 id={`tnc-${index + 1}-title`}>
                {index + 1}. {section.title}
              </h2>
              {section.paragraphs.map((text, paragraph) => (
                <p key={paragraph}>{text}</p>
              ))}
            </section>
          ))}
        </div>
      </div>
    </LandingPage>
  );
}
