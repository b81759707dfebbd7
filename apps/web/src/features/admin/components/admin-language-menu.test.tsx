// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '@/lib/i18n';
import { loadEnglish, renderWithProviders } from '@/test/render';
import { AdminLanguageMenu } from './admin-language-menu';

beforeAll(() => loadEnglish(['admin-sign-in']));
// jsdom has no layout: Mantine's popovers then hide their dropdown as detached from its button (`hidden: true`).
const hidden = true;
afterAll(() => changeLanguage('en'));

describe('the back office language menu', () => {
  it('shows only its button until pressed, then opens the menu (loaded on demand) and switches language', async () => {
    renderWithProviders(<AdminLanguageMenu />);
    const button = screen.getByTestId('admin-language');
    expect(button.textContent).toBe('English');
    expect(screen.queryByRole('menu', { hidden })).toBeNull();

    await userEvent.click(button);
    const thai = await screen.findByRole('menuitem', { name: 'ไทย', hidden });
    expect(screen.getAllByRole('menuitem', { hidden })).toHaveLength(9);
    expect(screen.getByRole('menuitem', { name: 'English', hidden }).getAttribute('aria-current')).toBe('true');

    await userEvent.click(thai);
    await waitFor(() => expect(i18n.language).toBe('th'));
    expect(localStorage.getItem('lan')).toBe('th');
    expect(screen.getByTestId('admin-language').textContent).toBe('ไทย');
    await waitFor(() => expect(screen.queryByRole('menu', { hidden })).toBeNull());
    // Pressed again, the menu (now loaded) opens as before.
    await userEvent.click(screen.getByTestId('admin-language'));
    expect((await screen.findByRole('menuitem', { name: 'ไทย', hidden })).getAttribute('aria-current')).toBe('true');
  });
});
