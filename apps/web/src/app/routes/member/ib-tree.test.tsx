// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { type PlacementMember, teamPaths } from '@tandem/contracts';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadEnglish, renderWithProviders, stubApi } from '@/test/render';
import IbTreePage from './ib-tree';

beforeAll(() => loadEnglish(['team']));

const node = (id: string, username: string, level: number, sponsor: string, placed: number): PlacementMember => ({
  id,
  username,
  level,
  joined_at: '2026-11-20T02:00:00.000Z',
  sponsor_username: sponsor,
  stake_volume: '0.000000',
  rank: 0,
  rank_name_en: 'Member',
  rank_name: 'Member',
  placed_count: placed,
  has_children: placed > 0,
});
const page = (list: PlacementMember[]) => ({
  parent: { id: '1', username: 'alice', level: 0 },
  list,
  page: 1,
  per_page: 20,
  total: list.length,
});

describe('IbTreePage, the placement tree (D9)', () => {
  it('draws the jid tree from the placement call, with each member sponsor, and opens a level on +', async () => {
    const sent = stubApi((request) => {
      if (request.path !== teamPaths.placement) return { status: 404, code: 404, message: 'NOT_FOUND' };
      return {
        data:
          request.query.parent === '7'
            ? page([node('9', 'erin01', 2, 'alice', 0)])
            : page([node('7', 'bob888', 1, 'alice', 1)]),
      };
    });
    renderWithProviders(
      <MemoryRouter initialEntries={['/web/ib_tree']}>
        <IbTreePage />
      </MemoryRouter>,
    );
    expect(await screen.findByTestId('placement-node-bob888')).toBeTruthy();
    fireEvent.click(screen.getByTestId('placement-toggle-bob888'));
    // erin01 was invited by alice but placed under bob888: the node says who the sponsor is.
    expect((await screen.findByTestId('placement-sponsor-erin01')).textContent).toBe('Sponsor alice · stake 0.00 USDT');
    expect(sent.map((r) => [r.path, r.query.parent ?? null])).toEqual([
      [teamPaths.placement, null],
      [teamPaths.placement, '7'],
    ]);
  });
});
