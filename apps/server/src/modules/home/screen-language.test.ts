import { stakingPaths } from '@tandem/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http';
import { createLoggedInMember } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';

/**
 * Server texts come in the language of the screen asking (the web client's `x-lang` header, else the
 * `lan` cookie), falling back to the account's (decision 017). Package names stand for every member read.
 */
describe('the language of server texts', () => {
  const t = useTestApp();
  let token: string;
  beforeAll(async () => {
    token = (await createLoggedInMember(t, { language: 'zh' })).token;
  });

  async function contractName(headers: Record<string, string>) {
    const res = await call(t, 'GET', stakingPaths.getPackageType, undefined, { token, headers });
    expect(res.statusCode).toBe(200);
    return res.json().data.package_type.find((p: { code: string }) => p.code === 'contract_200').name as string;
  }

  it("follows the screen's x-lang header over the account's language", async () => {
    expect(await contractName({ 'x-lang': 'en' })).toBe('Contract 200 days');
    expect(await contractName({ 'x-lang': 'th' })).toBe('สัญญา 200 วัน');
  });

  it('follows the lan cookie when no header says, and the header when both do', async () => {
    expect(await contractName({ cookie: 'theme=dark; lan=en' })).toBe('Contract 200 days');
    expect(await contractName({ cookie: 'lan=en', 'x-lang': 'th' })).toBe('สัญญา 200 วัน');
  });

  it("falls back to the account's language, ignoring a language we do not ship and the browser's", async () => {
    const accountLanguage = await contractName({});
    expect(accountLanguage).not.toBe('Contract 200 days');
    expect(await contractName({ 'x-lang': 'xx', cookie: 'lan=%E0%A4' })).toBe(accountLanguage);
    expect(await contractName({ 'accept-language': 'en-US,en;q=0.9' })).toBe(accountLanguage);
  });
});
