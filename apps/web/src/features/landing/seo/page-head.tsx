import { languages } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PRODUCT_NAME } from '@/lib/config';
import { LANGUAGE_PARAM, siteOrigin } from './site-pages';

interface PageHeadProps {
  title: string;
  description: string;
  /** Query parameters that identify the content (blog-single's `id`); the language is added here. */
  params?: Record<string, string>;
}

/**
 * Title, description, canonical and hreflang alternates of one public page. React 19 hoists these
 * elements into <head>, and removes them when the page unmounts.
 */
export function PageHead({ title, description, params = {} }: PageHeadProps) {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const href = (lng?: string) => {
    const query = new URLSearchParams(params);
    if (lng) query.set(LANGUAGE_PARAM, lng);
    const search = query.toString();
    return `${siteOrigin()}${pathname}${search ? `?${search}` : ''}`;
  };
  const fullTitle = `${title} | ${PRODUCT_NAME}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content="website" />
      <link rel="canonical" href={href(i18n.language)} />
      {languages.map((lng) => (
        <link key={lng} rel="alternate" hrefLang={lng} href={href(lng)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={href()} />
    </>
  );
}
