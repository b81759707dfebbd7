import type { TestApp } from '../build-test-app';
import { answerProblem } from './envelope-check';
import { type FuzzWorld, renewMemberSession, renewStaffSession } from './fixtures';
import type { Operation } from './operations';
import { createRng } from './prng';
import { type FuzzRequest, generateRequest } from './requests';
import { changedTables, listTables, snapshot } from './snapshot';

/**
 * Operations whose refusal of junk may still change rows the snapshot sees, with the tables and why.
 * Everything else must leave every table as it was.
 */
export const ALLOWED_CHANGES: Record<string, { tables: string[]; why: string }> = {};

export interface FuzzSettings {
  seed: string;
  count: number;
  /** Only operations whose key contains this (FUZZ_OPS), to replay one. */
  only: string | null;
}

export function fuzzSettings(): FuzzSettings {
  const raw = process.env.FUZZ_SEED;
  const seed = raw === 'random' ? Math.random().toString(36).slice(2, 10) : (raw ?? 'tandem-fuzz');
  const count = Number(process.env.FUZZ_COUNT ?? 200);
  if (!Number.isInteger(count) || count < 1) throw new Error(`FUZZ_COUNT must be a positive integer: ${count}`);
  return { seed, count, only: process.env.FUZZ_OPS ?? null };
}

interface Finding {
  op: string;
  status: number;
  problem: string;
  count: number;
  sample: string;
}

export interface FuzzReport {
  operations: number;
  requests: number;
  malformed: number;
  findings: Finding[];
  mutations: string[];
  /** Requests a mutating operation answered with success (informational: some junk is only noise). */
  accepted: Map<string, { count: number; sample: string }>;
  sessionRenewals: Map<string, number>;
  clientRefusals: number;
  /** How many answers had each status, to see how deep the requests reach. */
  statuses: Map<number, number>;
}

function describeRequest(req: FuzzRequest): string {
  const body =
    req.payload === undefined
      ? ''
      : ` body(${req.headers['content-type'] ?? 'no type'}, ${req.payload.length}b)=${JSON.stringify(
          (Buffer.isBuffer(req.payload) ? req.payload.toString('latin1') : req.payload).slice(0, 160),
        )}`;
  return `${req.method} ${req.url.slice(0, 200)} auth=${req.auth} [${req.labels.join('; ')}]${body}`;
}

function ipFor(i: number): string {
  return `10.${200 + ((i >> 16) & 31)}.${(i >> 8) & 255}.${i & 255}`;
}

export async function runFuzz(
  t: TestApp,
  ops: Operation[],
  world: FuzzWorld,
  settings: FuzzSettings,
): Promise<FuzzReport> {
  const report: FuzzReport = {
    operations: 0,
    requests: 0,
    malformed: 0,
    findings: [],
    mutations: [],
    accepted: new Map(),
    sessionRenewals: new Map(),
    clientRefusals: 0,
    statuses: new Map(),
  };
  const findings = new Map<string, Finding>();
  const tables = await listTables(t.db);
  const tokens = world.tokens;
  const ctx = { pool: world.pool, png: world.png };
  let ipCounter = 0;

  const authHeader = (req: FuzzRequest): string | undefined => {
    switch (req.auth) {
      case 'member':
        return `Bearer ${tokens.member}`;
      case 'member2':
        return `Bearer ${tokens.member2}`;
      case 'staff':
        return `Bearer ${tokens.staff}`;
      case 'garbage':
        return 'Bearer not-a-token-at-all-but-long-enough';
      case 'basic':
        return 'Basic YWRtaW46YWRtaW4=';
      case 'long':
        return `Bearer ${'t'.repeat(8_000)}`;
      case 'none':
        return undefined;
    }
  };

  /** After a 401 to a real token: was the session ended (logout, password change)? Then make a new one. */
  const renewIfEnded = async (op: Operation, req: FuzzRequest) => {
    const isStaff = req.auth === 'staff';
    const token = isStaff ? tokens.staff : req.auth === 'member' ? tokens.member : tokens.member2;
    const probe = await t.app.inject({
      method: 'GET',
      url: isStaff ? '/api/admin/auth/me' : '/api/member/get-member-info',
      headers: { authorization: `Bearer ${token}` },
      remoteAddress: ipFor(++ipCounter),
    });
    if (probe.statusCode !== 401) return;
    report.sessionRenewals.set(op.key, (report.sessionRenewals.get(op.key) ?? 0) + 1);
    if (isStaff) tokens.staff = await renewStaffSession(t, world.staffId);
    else if (req.auth === 'member') tokens.member = await renewMemberSession(t, world.memberIds.member);
    else tokens.member2 = await renewMemberSession(t, world.memberIds.member2);
  };

  for (const op of ops) {
    if (settings.only && !op.key.includes(settings.only)) continue;
    report.operations += 1;
    const rng = createRng(`${settings.seed}|${op.key}`);
    const before = await snapshot(t.db, tables);
    for (let i = 0; i < settings.count; i++) {
      const req = generateRequest(op, rng, ctx);
      const headers = { ...req.headers };
      const authorization = authHeader(req);
      if (authorization) headers.authorization = authorization;
      report.requests += 1;
      if (req.malformed) report.malformed += 1;
      let res;
      try {
        res = await t.app.inject({
          method: req.method as 'GET',
          url: req.url,
          headers,
          payload: req.payload,
          remoteAddress: ipFor(++ipCounter),
        });
      } catch (error) {
        // light-my-request itself refused to build the request (an impossible header): not the server's doing.
        report.clientRefusals += 1;
        if (report.clientRefusals <= 3) console.warn(`fuzz: could not send ${describeRequest(req)}: ${String(error)}`);
        continue;
      }
      report.statuses.set(res.statusCode, (report.statuses.get(res.statusCode) ?? 0) + 1);
      const problem = answerProblem({ statusCode: res.statusCode, headers: res.headers, body: res.body });
      if (problem) {
        const key = `${op.key}|${res.statusCode}|${problem.replace(/\d{6,}/g, 'N')}`;
        const found = findings.get(key);
        if (found) found.count += 1;
        else findings.set(key, { op: op.key, status: res.statusCode, problem, count: 1, sample: describeRequest(req) });
      }
      if (res.statusCode < 300 && op.method !== 'GET') {
        const seen = report.accepted.get(op.key);
        if (seen) seen.count += 1;
        else report.accepted.set(op.key, { count: 1, sample: describeRequest(req) });
      }
      if (res.statusCode === 401 && ['member', 'member2', 'staff'].includes(req.auth)) await renewIfEnded(op, req);
    }
    const after = await snapshot(t.db, tables);
    const allowed = ALLOWED_CHANGES[op.key]?.tables ?? [];
    const changed = changedTables(before, after).filter((c) => !allowed.some((table) => c.startsWith(`${table} `)));
    if (changed.length > 0) {
      const accepted = report.accepted.get(op.key);
      report.mutations.push(
        `${op.key} changed ${changed.join(', ')}${accepted ? `; ${accepted.count} accepted, e.g. ${accepted.sample}` : ''}`,
      );
    }
  }
  report.findings = [...findings.values()].sort((a, b) => a.op.localeCompare(b.op) || a.status - b.status);
  return report;
}

/** One line per distinct failure, then the mutations: the test fails when this is not empty. */
export function failureLines(report: FuzzReport): string[] {
  return [
    ...report.findings.map((f) => `${f.op} → ${f.status} ${f.problem} (×${f.count}); e.g. ${f.sample}`),
    ...report.mutations.map((m) => `mutation: ${m}`),
  ];
}
