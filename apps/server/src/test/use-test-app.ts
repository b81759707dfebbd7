import type { FastifyServerOptions } from 'fastify';
import type { StaffRole } from '../db/schema';
import { afterAll, beforeAll, expect } from 'vitest';
import { auditLedger } from '../ledger/audit';
import { type TestApp, buildTestApp } from './build-test-app';
import { type SignedInStaff, signInStaff } from './factories';

/**
 * Describe-level fixtures: the app (and the staff) a block of tests shares, built in beforeAll and
 * closed in afterAll, so a test file does not spell out that header again. What they answer is a
 * stand-in for the value beforeAll makes: it may be passed around at once (to helpers, into
 * closures) and is read through when a hook or test uses it. Using it before its beforeAll ran
 * throws rather than answering undefined.
 */
export interface TestAppOptions {
  env?: Record<string, string>;
  demoData?: boolean;
  /** Where the app logs (silent by default); a test of log lines passes a stream. */
  logger?: FastifyServerOptions['logger'];
  /** Sets the clock before anything else runs. */
  at?: Date | string;
  /** After the block: the ledger audit must find nothing (every posting balanced, every cache right). */
  auditedLedger?: boolean;
}

export function useTestApp(options: TestAppOptions = {}): TestApp {
  const { at, auditedLedger, ...buildOptions } = options;
  const app = standIn<TestApp>('the test app');
  beforeAll(async () => {
    const t = await buildTestApp(buildOptions);
    if (at) t.clock.set(at);
    app.fill(t);
  });
  afterAll(async () => {
    const t = app.filled();
    if (!t) return; // beforeAll failed: vitest reports that
    if (auditedLedger) expect(await auditLedger(t.db)).toEqual([]);
    await t.close();
  });
  return app.value;
}

type StaffOf<Roles extends Record<string, StaffRole>> = { admin: SignedInStaff } & {
  [K in keyof Roles]: SignedInStaff & { id: string };
};

/**
 * The admin and one signed-in staff member per entry of `roles` (username → role), made in
 * beforeAll after the app: `useStaff(t, { helpdesk: 'support' })` answers `{ admin, helpdesk }`.
 */
export function useStaff<const Roles extends Record<string, StaffRole>>(t: TestApp, roles: Roles): StaffOf<Roles> {
  return useFixtures(['admin', ...Object.keys(roles)], () => signInStaff(t, roles)) as StaffOf<Roles>;
}

/**
 * Named values a block of tests shares, made together by `make` in beforeAll (people who must stand in
 * one tree, staff signed in at once): `useFixtures(['a', 'b'], make)` answers `{ a, b }` now, each a
 * stand-in for what `make` answers under its name.
 */
export function useFixtures<const Name extends string, Value extends object>(
  names: readonly Name[],
  make: () => Promise<Record<Name, Value>>,
): Record<Name, Value> {
  const values = new Map(names.map((name) => [name, standIn<Value>(`fixture ${name}`)]));
  beforeAll(async () => {
    const made = await make();
    for (const name of names) values.get(name)!.fill(made[name]);
  });
  return Object.fromEntries(names.map((name) => [name, values.get(name)!.value])) as Record<Name, Value>;
}

/** A value to hand out now and fill later: reads, writes and key listings go to what was filled in. */
function standIn<T extends object>(what: string) {
  let target: T | undefined;
  const read = (): T => {
    if (target === undefined) throw new Error(`${what} is used before the beforeAll that makes it ran`);
    return target;
  };
  const value = new Proxy({} as T, {
    get: (_, key) => Reflect.get(read(), key),
    set: (_, key, next) => Reflect.set(read(), key, next),
    has: (_, key) => Reflect.has(read(), key),
    ownKeys: () => Reflect.ownKeys(read()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(read(), key);
      // A proxy may only report a property its (empty) target lacks as configurable.
      return descriptor && { ...descriptor, configurable: true };
    },
  });
  return {
    value,
    fill: (filled: T) => {
      target = filled;
    },
    filled: () => target,
  };
}
