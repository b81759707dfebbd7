import { Radio, Stack } from '@mantine/core';
import { type Language, languages } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '@/components/language-menu';
import { CardPage } from '@/components/card-page';
import { updateMemberInfo } from '@/features/member/api/update-member-info';
import { languageNames } from '@/lib/i18n';
import { memberSession } from '@/lib/session';
import { paths } from '@/config/paths';

/** /web/language: the nine languages, each by its own name. */
export default function LanguagePage() {
  const { t, i18n } = useTranslation('member');
  const onChange = (lng: string) =>
    void switchLanguage(lng, (language: Language) => {
      if (memberSession.getToken()) updateMemberInfo({ language }).catch(() => undefined);
    });
  return (
    <CardPage title={t('language.title')} backTo={paths.member.profile}>
      <Radio.Group value={i18n.language} onChange={onChange} label={t('language.label')} data-testid="language-list">
        <Stack gap="md" mt="sm">
          {languages.map((lng) => (
            <Radio
              key={lng}
              value={lng}
              label={<span lang={lng}>{languageNames[lng]}</span>}
              data-testid={`language-${lng}`}
            />
          ))}
        </Stack>
      </Radio.Group>
    </CardPage>
  );
}
