import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowserStubs } from '@/test/browser-stubs';

installBrowserStubs();
const { ApiError, api, onApiEvent, setScreenLanguage } = await import('./api-client');
const { memberSession } = await import('./session');

function answer(status: number, body: unknown) {
  return vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as InstanceType<typeof ApiError>;
  }
  throw new Error('expected the call to fail');
}

const events: unknown[] = [];
let unsubscribe = () => {};
beforeEach(() => {
  localStorage.clear();
  events.length = 0;
  unsubscribe = onApiEvent((event) => events.push(event));
});
afterEach(() => {
  unsubscribe();
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('unwraps the envelope and sends the member token', async () => {
    const fetchMock = answer(200, { code: 0, message: 'OK', data: { a: 1 } });
    vi.stubGlobal('fetch', fetchMock);
    memberSession.setToken('tok');
    await expect(api.get('/api/member/get-member-info')).resolves.toEqual({ a: 1 });
    const init = fetchMock.mock.calls[0]![1]!;
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok');
  });

  it('turns a business failure into its catalogue code with field errors', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, { code: 1003, message: 'VALIDATION_ERROR', data: { fields: { email: 'invalidEmail' } } }),
    );
    const error = await failure(api.post('/api/auth/signup', {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.fields).toEqual({ email: 'invalidEmail' });
  });

  it('hides a 500 behind internalError', async () => {
    vi.stubGlobal('fetch', answer(500, { code: 1000, message: 'boom: stack trace', data: null }));
    expect((await failure(api.get('/api/x'))).code).toBe('internalError');
  });

  it('reports maintenance (503) to listeners with its own code', async () => {
    vi.stubGlobal('fetch', answer(503, { code: 1002, message: 'maintenance', data: null }));
    expect((await failure(api.get('/api/member/home-page'))).code).toBe('maintenance');
    expect(events).toEqual([{ type: 'maintenance' }]);
  });

  it('reports a 401 of a sent member token, but not when a 401 is expected or no token was sent', async () => {
    vi.stubGlobal('fetch', answer(401, { code: 1001, message: 'unauthorized', data: null }));
    await failure(api.get('/api/member/home-page'));
    expect(events).toEqual([]);
    memberSession.setToken('tok');
    await failure(api.post('/api/auth/logout', {}, { isUnauthorizedExpected: true }));
    expect(events).toEqual([]);
    await failure(api.get('/api/member/home-page'));
    expect(events).toEqual([{ type: 'unauthorized', scope: 'member' }]);
  });

  it('says connectionFailed when the network is down', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await failure(api.get('/api/global/lookup'));
    expect([error.code, error.status]).toEqual(['connectionFailed', 0]);
  });
});

describe('the screen language', () => {
  it('is left out before the screen has one (a public page without i18next)', async () => {
    const fetchMock = answer(200, { code: 0, message: 'OK', data: null });
    vi.stubGlobal('fetch', fetchMock);
    await api.get('/api/staking/get-package-type');
    expect(fetchMock.mock.calls[0]![1]!.headers).not.toHaveProperty('x-lang');
  });

  it('goes with every call as x-lang once lib/i18n has set it, so server texts come in it (D4)', async () => {
    setScreenLanguage('x-lang', 'th');
    const fetchMock = answer(200, { code: 0, message: 'OK', data: null });
    vi.stubGlobal('fetch', fetchMock);
    await api.get('/api/staking/get-package-type');
    expect((fetchMock.mock.calls[0]![1]!.headers as Record<string, string>)['x-lang']).toBe('th');
  });
});
