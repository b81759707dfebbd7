import * as contracts from '@tandem/contracts';
import {
  adminKycPaths,
  adminPaths,
  financePaths,
  kycPaths,
  moneyDeskPaths,
  newsPaths,
  paths,
  stakingAdminPaths,
  stakingPaths,
  teamAdminPaths,
  ticketPaths,
  walletPaths,
  mallAdminPaths,
  mallPaths,
  storePaths,
  adminStorePaths,
  recordPaths,
} from '@tandem/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app';

/**
 * The OpenAPI document against the contracts: every path the contracts name (in each `paths` or
 * `…Paths` export) is served and documented, and every documented call says what it is and who may
 * call it. One loop here instead of a presence check in each module's tests.
 */

/** What a path builder's arguments become, so `/x/${id}` can be matched with the document's `/x/{id}`. */
const PARAM = 'PARAM';
type PathTree = { [key: string]: string | ((...args: string[]) => string) | PathTree };

function contractPaths(): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (tree: PathTree, name: string) => {
    for (const [key, value] of Object.entries(tree)) {
      if (typeof value === 'string') found.set(value, `${name}.${key}`);
      else if (typeof value === 'function') found.set(built(value), `${name}.${key}`);
      else walk(value, `${name}.${key}`);
    }
  };
  for (const [name, value] of Object.entries(contracts)) {
    if (/^(paths|\w+Paths)$/.test(name) && typeof value === 'object') walk(value as PathTree, name);
  }
  return found;
}

const pattern = (docPath: string) => docPath.replace(/\{[^}]+\}/g, PARAM);
/** A `paramPath` builder carries its route pattern (`/x/:id`); an older builder is called with PARAM. */
function built(builder: ((...args: never[]) => string) & { route?: string }): string {
  if (builder.route) return builder.route.replace(/:[A-Za-z_]+/g, PARAM);
  return builder(...(Array.from({ length: builder.length }, () => PARAM) as never[]));
}

/** Named in the contracts, not served yet. An entry here that is served now fails: remove it then. */
const NOT_SERVED = new Set<string>([stakingAdminPaths.bonusRules]);

/** Open to anyone: no session. Every other call needs a member's (bearer) or a staff session. */
const PUBLIC = new Set<string>([
  paths.health,
  paths.ready,
  ...Object.values(paths.global),
  paths.auth.login,
  paths.auth.signup,
  paths.auth.resetPassword,
  paths.auth.walletNonce,
  paths.auth.walletLogin,
  paths.news.list,
  newsPaths.detail,
  built(newsPaths.image),
  adminPaths.login,
  built(mallPaths.image),
]);

/** GETs that answer a file rather than the JSON envelope, so they document no 200 body. */
const FILES = new Set<string>(
  [
    ticketPaths.attachment,
    ticketPaths.adminAttachment,
    newsPaths.image,
    newsPaths.adminImage,
    kycPaths.image,
    adminKycPaths.image,
    moneyDeskPaths.depositScreenshot,
    financePaths.depositScreenshot,
    mallAdminPaths.productImage,
    mallPaths.image,
    adminStorePaths.logo,
  ].map(built),
);
FILES.add(storePaths.logo);
FILES.add(storePaths.productImage);
// A download: the CSV of a member's records, not an envelope.
FILES.add(recordPaths.walletRecordCsv);
FILES.add(moneyDeskPaths.depositRecordCsv);
FILES.add(moneyDeskPaths.withdrawRecordCsv);
FILES.add(walletPaths.transferRecordCsv);

/** Calls whose method the modules' tests relied on (a path alone does not say it). */
const METHODS: Array<[string, string]> = [
  [paths.global.lookup, 'get'],
  [paths.global.countryList, 'get'],
  [paths.global.sentOtp, 'post'],
  [paths.global.checkOtp, 'get'],
  [paths.global.contactUs, 'post'],
  [paths.auth.login, 'post'],
  [paths.auth.signup, 'post'],
  [paths.auth.resetPassword, 'post'],
  [paths.auth.logout, 'post'],
  [paths.member.getMemberInfo, 'get'],
  [paths.member.updateMemberInfo, 'post'],
  [paths.member.requestUserOtp, 'post'],
  [paths.member.checkUserOtp, 'post'],
  [paths.member.changePassword, 'post'],
  [paths.member.setSecPassword, 'post'],
  [paths.member.changeSecPassword, 'post'],
  [paths.member.resetSecPassword, 'post'],
  [paths.member.bindUsername, 'post'],
  [paths.member.homePage, 'get'],
  [built(adminPaths.memberFreeze), 'post'],
  [built(adminKycPaths.reject), 'post'],
  [teamAdminPaths.ranks, 'put'],
  [walletPaths.walletTransfer, 'post'],
  [stakingPaths.staking, 'post'],
];

/** Money POSTs a client retries with the same Idempotency-Key: the header is documented. */
const IDEMPOTENT = [walletPaths.walletTransfer, stakingPaths.staking];

type Operation = {
  summary?: string;
  tags?: string[];
  responses?: Record<string, unknown>;
  security?: unknown;
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: unknown;
};

describe('the OpenAPI document', () => {
  const t = useTestApp();
  let documented: Map<string, Record<string, Operation>>;
  beforeAll(async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, Operation>> };
    documented = new Map(Object.entries(doc.paths).map(([path, item]) => [pattern(path), item]));
  });

  it('documents every path the contracts name', () => {
    const all = contractPaths();
    // The walk found the contracts' paths, nested and built ones included.
    expect(all.get(paths.global.sentOtp)).toBe('paths.global.sentOtp');
    expect(all.get(built(adminKycPaths.reject))).toBe('adminKycPaths.reject');
    expect(all.size).toBeGreaterThan(120);
    const missing = [...all].filter(([path]) => !NOT_SERVED.has(path) && !documented.has(path));
    expect(missing.map(([path, name]) => `${name} ${path}`)).toEqual([]);
    const servedNow = [...NOT_SERVED].filter((path) => documented.has(path));
    expect(servedNow, 'served now: remove from NOT_SERVED').toEqual([]);
  });

  it('gives every call a summary, a tag, its answers and who may call it', () => {
    const problems: string[] = [];
    for (const [path, item] of documented) {
      for (const [method, op] of Object.entries(item)) {
        const call = `${method} ${path}`;
        if (!op.summary) problems.push(`${call}: no summary`);
        if (!op.tags?.length) problems.push(`${call}: no tag`);
        if (!op.responses?.['200'] && !(method === 'get' && FILES.has(path))) problems.push(`${call}: no 200`);
        const expected = PUBLIC.has(path)
          ? undefined
          : path.startsWith('/api/admin/')
            ? [{ staff: [] }]
            : [{ bearer: [] }];
        if (JSON.stringify(op.security) !== JSON.stringify(expected)) {
          problems.push(`${call}: security ${JSON.stringify(op.security)}, expected ${JSON.stringify(expected)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('documents each call with its method, body, parameters and Idempotency-Key header', () => {
    for (const [path, method] of METHODS)
      expect(documented.get(pattern(path))?.[method], `${method} ${path}`).toBeTruthy();
    for (const path of IDEMPOTENT) {
      expect(documented.get(path)?.post?.parameters, path).toEqual(
        expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'idempotency-key' })]),
      );
    }
    expect(documented.get(paths.auth.signup)?.post?.requestBody).toBeTruthy();
    expect(documented.get(paths.global.checkOtp)?.get?.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['email', 'otp', 'purpose']),
    );
  });
});
