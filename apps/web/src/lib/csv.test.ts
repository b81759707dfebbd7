import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes a header from the first row and quotes what needs quoting', () => {
    const csv = toCsv([
      { id: '1', username: 'ana', note: 'says "hi", twice', amount: '-5.000000', nested: { a: 1 } },
      { id: '2', username: '=cmd()', note: 'line\nbreak', amount: '10.500000', nested: null },
    ]);
    expect(csv).toBe(
      '\uFEFFid,username,note,amount,nested\r\n' +
        '1,ana,"says ""hi"", twice",-5.000000,"{""a"":1}"\r\n' +
        '2,\'=cmd(),"line\nbreak",10.500000,\r\n',
    );
  });

  it('answers only the byte-order mark for no rows', () => {
    expect(toCsv([])).toBe('\uFEFF');
  });
});
