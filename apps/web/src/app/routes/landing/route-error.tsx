import { useTranslation } from 'react-i18next';

/**
 * Shown when a landing page fails to load (a chunk lost after a deploy, a bug). Plain markup with
 * inline styles: the landing stylesheet may be what failed to load.
 */
export function LandingRouteError() {
  const { t } = useTranslation('common');
  return (
    <main
      style={{ fontFamily: 'system-ui, sans-serif', padding: '4rem 1.25rem', textAlign: 'center', color: '#14202b' }}
    >
      <h1 style={{ fontSize: '1.5rem' }}>{t('routeError.title')}</h1>
      <p style={{ color: '#495866' }}>{t('routeError.body')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        style={{
          font: 'inherit',
          padding: '0.6rem 1.25rem',
          borderRadius: 999,
          border: 0,
          background: '#0b7285',
          color: '#fff',
          minHeight: 44,
        }}
      >
        {t('routeError.reload')}
      </button>
    </main>
  );
}
