import { createTicketInput } from '@tandem/contracts';
import { describe, expect, it } from 'vitest';
import { storable, unstorablePaths } from '../../lib/storable-strings';

/** Found by the fuzz: a JSON body of arrays nested 5,000 deep answered 500 on the ticket routes. */
describe('input nested deeper than the call stack', () => {
  const nested = (depth: number, inner: string) => JSON.parse(`${'['.repeat(depth)}${inner}${']'.repeat(depth)}`);

  it('is refused as invalid input, not a stack overflow', () => {
    expect(storable(createTicketInput).safeParse(nested(50_000, '')).success).toBe(false);
  });

  it('still finds a NUL byte at the bottom, with its path', () => {
    const paths = unstorablePaths({ a: nested(20_000, '"x\\u0000y"'), ok: 'fine' });
    expect(paths).toHaveLength(1);
    expect(paths[0]).toEqual(['a', ...Array<number>(20_000).fill(0)]);
  });
});
