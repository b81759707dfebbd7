import { useTranslation } from 'react-i18next';
import { SettingsEditor } from '@/features/admin/components/settings-editor';
import { PageTitle } from './page-title';

export default function AdminSettingsPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageTitle>{t('settings.title')}</PageTitle>
      <SettingsEditor />
    </>
  );
}
