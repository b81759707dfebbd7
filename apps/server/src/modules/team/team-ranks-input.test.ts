import { teamAdminPaths } from '@tandem/contracts';
import { describe, expect, it } from 'vitest';
import { useStaff, useTestApp } from '../../test/use-test-app';
import { call, okData, fieldErrors } from '../../test/http';

/** A rank threshold is stored in micro-USDT as a bigint: one that would not fit is refused, not a 500. */
describe('rank rule thresholds', () => {
  const t = useTestApp();
  const { admin } = useStaff(t, {});

  const save = (teamVolume: string) =>
    call(
      t,
      'PUT',
      teamAdminPaths.ranks,
      {
        ranks: [
          { rank: 0, name_en: 'Member', team_volume: '0', bonus_percent: '0' },
          { rank: 1, name_en: 'Top', team_volume: teamVolume, bonus_percent: '1' },
        ],
      },
      { token: admin.token },
    );

  it('refuses a threshold past the bigint range, takes the largest allowed', async () => {
    const tooBig = await save('9999999999999');
    expect(fieldErrors(tooBig)).toEqual({ 'ranks.1.team_volume': 'invalid' });
    const largest = await save('999999999999');
    expect(okData(largest)[1].team_volume).toBe('999999999999.000000');
  });
});
