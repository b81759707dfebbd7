import { useLandingTranslation } from '../use-landing-translation';
import { type IconName, icons } from './icons';

interface FeatureListProps {
  /** Dictionary prefix; each item reads `<prefix>.<key>.title` and `<prefix>.<key>.body`. */
  prefix: string;
  items: ReadonlyArray<{ key: string; icon: IconName }>;
  layout?: 'cards' | 'rows';
  columns?: 2 | 3 | 4;
}

/** Icon, heading and a sentence or two, as cards or as rows. */
export function FeatureList({ prefix, items, layout = 'cards', columns = 2 }: FeatureListProps) {
  const { t } = useLandingTranslation();
  if (layout === 'rows') {
    return (
      <ul className="ld-features">
        {items.map(({ key, icon }) => (
          <li key={key}>
            <span className="ld-card__icon">{icons[icon]}</span>
            <div>
              <h3>{t(`${prefix}.${key}.title`)}</h3>
              <p>{t(`${prefix}.${key}.body`)}</p>
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={`ld-grid ld-grid--${columns}`}>
      {items.map(({ key, icon }) => (
        <li key={key} className="ld-card">
          <span className="ld-card__icon">{icons[icon]}</span>
          <h3>{t(`${prefix}.${key}.title`)}</h3>
          <p>{t(`${prefix}.${key}.body`)}</p>
        </li>
      ))}
    </ul>
  );
}
