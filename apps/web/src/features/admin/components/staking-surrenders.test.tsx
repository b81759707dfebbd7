// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type SurrenderQueueItem, stakingAdminPaths } from '@tandem/contracts';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { downloadFile } from '@/lib/csv';
import { loadEnglish, renderWithProviders, stubApi } from '@/test/render';
import { StakingSurrenders } from './staking-surrenders';

vi.mock('@/lib/csv', async (importOriginal) => ({ ...(await importOriginal()), downloadFile: vi.fn() }));

beforeAll(() => loadEnglish(['admin', 'admin-staking', 'admin-finance']));

const surrender = (n: number): SurrenderQueueItem => ({
  stake_id: String(n),
  member_id: String(100 + n),
  username: `staker${n}`,
  package_name: 'Fixed 180 days',
  amount: '1000.000000',
  start_day: '2026-01-05',
  days_held: 96,
  penalty_percent: '10.00',
  penalty: '100.000000',
  returned: '900.000000',
  requested_at: '2026-04-10T02:00:00.000Z',
});

describe('StakingSurrenders', () => {
  it('shows the queue a page at a time and exports every page of it as CSV, like the other queues', async () => {
    const all = Array.from({ length: 21 }, (_, i) => surrender(i + 1));
    const sent = stubApi((request) => {
      const page = Number(request.query.page ?? 1);
      return { data: { list: all.slice((page - 1) * 20, page * 20), page, per_page: 20, total: all.length } };
    });
    renderWithProviders(
      <MemoryRouter>
        <StakingSurrenders />
      </MemoryRouter>,
    );
    expect(await screen.findByTestId('admin-surrender-staker1')).toBeTruthy();
    expect(screen.queryByTestId('admin-surrender-staker21')).toBeNull();

    await userEvent.setup().click(screen.getByTestId('admin-surrenders-export'));
    await waitFor(() => expect(downloadFile).toHaveBeenCalled());
    const pages = sent.filter((request) => request.path === stakingAdminPaths.surrenders).map((r) => r.query.page);
    expect(pages).toContain('2');
    const [fileName, csv] = vi.mocked(downloadFile).mock.calls[0]!;
    expect(fileName).toBe('admin-surrenders-pending.csv');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r\n/);
    expect(lines[0]).toBe(
      'stake_id,member_id,username,package_name,amount,start_day,days_held,penalty_percent,penalty,returned,requested_at',
    );
    expect(lines).toHaveLength(22);
    expect(lines[21]).toContain('staker21,Fixed 180 days,1000.000000');
  });
});
