import { SettingsEditor } from '@/features/admin/components/settings-editor';
import { TitledPage } from './page-title';

export default function AdminSettingsPage() {
  return (
    <TitledPage titleKey="settings.title">
      <SettingsEditor />
    </TitledPage>
  );
}
