// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AdminSetting, adminPaths } from '@tandem/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { loadEnglish, renderWithProviders, stubApi } from '@/test/render';
import { useStaffMe } from '../api/get-me';
import { SettingsEditor } from './settings-editor';

/** The admin shell loads who is signed in; the editor only reads it. */
function SignedIn() {
  useStaffMe();
  return null;
}

beforeAll(() => loadEnglish(['admin']));

const setting = (key: string, value: string, default_value = value): AdminSetting => ({
  key,
  value,
  default_value,
  is_public: true,
  updated_at: null,
  updated_by: null,
});
const settings = [
  setting('SITE_ON', '1'),
  setting('FIAT_DEPOSIT_OPEN', '10:00'),
  setting('DEPOSIT_ADDRESS_TRC20_USDT', ''),
  setting('PIN_PRICE', '50'),
  // A setting another change adds later: still shown, as text, under Other.
  setting('SOMETHING_NEW', 'x'),
];

function renderEditor() {
  const sent = stubApi((request) => {
    if (request.path === adminPaths.me)
      return { data: { username: 'admin', role: 'superadmin', permissions: ['settings.read', 'settings.write'] } };
    if (request.method === 'POST') return { data: [setting('SITE_ON', '0', '1'), ...settings.slice(1)] };
    return { data: settings };
  });
  renderWithProviders(
    <>
      <SignedIn />
      <SettingsEditor />
    </>,
  );
  return sent;
}

describe('SettingsEditor', () => {
  it('groups settings by topic with typed controls, a line on what each does, and unknown keys under Other', async () => {
    renderEditor();
    const site = await screen.findByTestId('settings-group-site');
    expect(within(site).getByText(i18n.t('admin:settings.groups.site'))).toBeTruthy();
    expect(within(site).getByText(i18n.t('admin:settings.effects.SITE_ON'))).toBeTruthy();
    expect(within(site).getByTestId('setting-input-SITE_ON').getAttribute('type')).toBe('checkbox');

    const deposits = screen.getByTestId('settings-group-deposits');
    expect(within(deposits).getByTestId('setting-input-FIAT_DEPOSIT_OPEN').getAttribute('type')).toBe('time');
    expect(within(deposits).getByTestId('setting-DEPOSIT_ADDRESS_TRC20_USDT').textContent).toContain('TRC20 · USDT');
    expect(within(screen.getByTestId('settings-group-activation')).getByText('USDT')).toBeTruthy();
    expect(within(screen.getByTestId('settings-group-other')).getByTestId('setting-SOMETHING_NEW')).toBeTruthy();
    expect(screen.queryByTestId('settings-group-mall')).toBeNull();
  });

  it('turns the site off with the switch and saves 0', async () => {
    const sent = renderEditor();
    const user = userEvent.setup();
    const save = await screen.findByTestId('setting-save-SITE_ON');
    await user.click(screen.getByTestId('setting-input-SITE_ON'));
    await user.click(save);
    await screen.findByText(i18n.t('admin:settings.saved'));
    expect(sent.find((r) => r.method === 'POST')).toMatchObject({
      path: adminPaths.settings,
      body: { key: 'SITE_ON', value: '0' },
    });
  });
});
