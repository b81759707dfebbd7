import { ADDRESS_MAX_PER_MEMBER, mallPaths } from '@tandem/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { expectRefusal, get, post, okData, fieldErrors } from '../../test/http';
import { addAddress, createShopper } from './mall.testing';

describe('mall shipping addresses', () => {
  const t = useTestApp();

  it('keeps exactly one default: the first address, then whichever is marked', async () => {
    const ana = await createShopper(t);
    const home = await addAddress(t, ana.token);
    const office = await addAddress(t, ana.token, { receiver: 'Office' });
    let list = (await get(t, mallPaths.addresses, { token: ana.token })).json().data;
    expect(list.map((a: { id: string; is_default: boolean }) => [a.id, a.is_default])).toEqual([
      [home, true],
      [office, false],
    ]);
    expect(list[0]).toMatchObject({ receiver: 'Ana Lim', country_id: 194, postcode: '50450' });
    expect(list[0].country_name).not.toBe('');

    const marked = await post(
      t,
      mallPaths.addressUpdate,
      {
        id: office,
        receiver: 'Office 2',
        phone: '60123',
        address: 'Level 3',
        state: 'KL',
        postcode: '1',
        country_id: 194,
        is_default: true,
      },
      { token: ana.token },
    );
    list = okData(marked);
    expect(list.map((a: { id: string; is_default: boolean }) => [a.id, a.is_default])).toEqual([
      [office, true],
      [home, false],
    ]);
    expect(list[0].receiver).toBe('Office 2');

    // Deleting the default makes the one left the default.
    const deleted = await post(t, mallPaths.addressDelete, { id: office }, { token: ana.token });
    expect(deleted.json().data.map((a: { id: string; is_default: boolean }) => [a.id, a.is_default])).toEqual([
      [home, true],
    ]);
  });

  it('answers ADDRESS_NOT_FOUND for another member’s address and refuses past the limit', async () => {
    const ana = await createShopper(t);
    const ben = await createShopper(t);
    const anas = await addAddress(t, ana.token);
    expectRefusal(await post(t, mallPaths.addressDelete, { id: anas }, { token: ben.token }), 404, 'ADDRESS_NOT_FOUND');
    for (let i = 1; i < ADDRESS_MAX_PER_MEMBER; i++) await addAddress(t, ana.token);
    const over = await post(
      t,
      mallPaths.addresses,
      { receiver: 'X', phone: '60123', address: 'Y', state: 'Z', postcode: '1', country_id: 194 },
      { token: ana.token },
    );
    expectRefusal(over, 422, 'ADDRESS_LIMIT');
  });

  it('checks each field', async () => {
    const ana = await createShopper(t);
    const res = await post(
      t,
      mallPaths.addresses,
      { receiver: ' ', phone: 'abc', country_id: 0 },
      { token: ana.token },
    );
    expect(fieldErrors(res)).toMatchObject({
      receiver: 'required',
      phone: 'digitsOnly',
      address: 'required',
      country_id: 'invalid',
    });
  });
});
