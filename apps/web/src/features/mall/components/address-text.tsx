import { Text } from '@mantine/core';
import type { ShippingAddress } from '@tandem/contracts';

/** An address as a label reads: who and their phone, then the street, state, postcode and country. */
export function AddressText({ address }: { address: ShippingAddress }) {
  return (
    <>
      <Text size="sm" fw={600}>
        {address.receiver} · {address.phone}
      </Text>
      <Text size="sm" c="dimmed">
        {[address.address, address.state, address.postcode, address.country].filter(Boolean).join(', ')}
      </Text>
    </>
  );
}
