// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import type { NewsItem } from '@tandem/contracts';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadEnglish, renderWithProviders, stubApi } from '@/test/render';
import { AnnouncementList } from './announcement-list';
import { NewsList } from './news-list';

beforeAll(() => loadEnglish(['news', 'home']));

const news = (id: string, title: string): NewsItem => ({
  id,
  title,
  description: `About ${title}`,
  updated_at: '2026-11-20T10:00:00.000Z',
  public_path: null,
  is_read: false,
});

/** What the screens e2e compares with the English page: the texts marked as the server's. */
const serverTexts = () => Array.from(document.querySelectorAll('[data-server-text]')).map((el) => el.textContent);

describe('news titles are marked as server texts (the screens check catches one left in English)', () => {
  it('on the homepage news list', () => {
    renderWithProviders(<NewsList items={[news('1', 'Welcome'), news('2', 'Maintenance')]} />);
    expect(serverTexts()).toEqual(['Welcome', 'Maintenance']);
  });

  it('in the announcements', async () => {
    stubApi(() => ({ data: { list: [news('3', 'New plan')], page: 1, per_page: 20, total: 1 } }));
    renderWithProviders(
      <MemoryRouter>
        <AnnouncementList page={1} onPageChange={() => {}} />
      </MemoryRouter>,
    );
    await screen.findByTestId('announcement-item');
    expect(serverTexts()).toEqual(['New plan']);
  });
});
