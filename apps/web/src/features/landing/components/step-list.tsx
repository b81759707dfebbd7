import { useLandingTranslation } from '../use-landing-translation';

/** Numbered steps; each reads `<prefix>.<key>.title` and `<prefix>.<key>.body`. */
export function StepList({ prefix, keys }: { prefix: string; keys: readonly string[] }) {
  const { t } = useLandingTranslation();
  return (
    <ol className="ld-steps">
      {keys.map((key) => (
        <li key={key}>
          <h3>{t(`${prefix}.${key}.title`)}</h3>
          <p>{t(`${prefix}.${key}.body`)}</p>
        </li>
      ))}
    </ol>
  );
}
