import type { StaffPermission } from '@tandem/contracts';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { staffDocs } from '../lib/route-docs';
import type { App } from './envelope-route';
import { type StaffAction, staffAction } from './staff-action';
import { requireStaff } from './staff-auth';
import { type StaffRead, staffRead } from './staff-read';

/** What a route adds to its url and summary: the permission when it is not the file's, a longer description. */
interface RouteExtras {
  permission?: StaffPermission;
  description?: string;
}

export type StaffReadRoute<Query extends z.ZodType | undefined, Data extends z.ZodType> = Omit<
  StaffRead<Query, Data>,
  'url' | 'guard' | 'docs'
> &
  RouteExtras;

export type StaffActionRoute<Body extends z.ZodType | undefined, Data extends z.ZodType> = Omit<
  StaffAction<Body, Data>,
  'url' | 'guard' | 'docs'
> &
  RouteExtras;

/** The routes of one staff file, each guarded by the file's permission unless it names its own. */
export interface StaffRoutes {
  read<Query extends z.ZodType | undefined, Data extends z.ZodType>(
    url: string,
    summary: string,
    route: StaffReadRoute<Query, Data>,
  ): void;
  action<Body extends z.ZodType | undefined, Data extends z.ZodType>(
    url: string,
    summary: string,
    route: StaffActionRoute<Body, Data>,
  ): void;
  /** The hook of a permission (the file's by default), for the routes the two above do not fit (image bytes, uploads). */
  guard: (permission?: StaffPermission) => onRequestAsyncHookHandler;
  /** The file's docs block, for those same routes. */
  docs: ReturnType<typeof staffDocs>;
}

/**
 * The plugin of a staff route file: its routes are documented under `tag` and need `permission` (a
 * route may name another). The guard is set here once, so no staff route can be registered without one,
 * and a route file states only its url, summary, input, answer and service call.
 */
export function staffRoutes(
  tag: string,
  permission: StaffPermission,
  register: (staff: StaffRoutes, app: App) => void | Promise<void>,
): FastifyPluginAsyncZod {
  return async (app) => {
    const docs = staffDocs(tag);
    const guards = new Map<StaffPermission, onRequestAsyncHookHandler>();
    const guard = (needed: StaffPermission = permission) => {
      if (!guards.has(needed)) guards.set(needed, requireStaff({ permission: needed }));
      return guards.get(needed)!;
    };
    await register(
      {
        read: (url, summary, { permission: needed, description, ...route }) =>
          staffRead(app, { url, guard: guard(needed), docs: docs(summary, description), ...route }),
        action: (url, summary, { permission: needed, description, ...route }) =>
          staffAction(app, { url, guard: guard(needed), docs: docs(summary, description), ...route }),
        guard,
        docs,
      },
      app,
    );
  };
}
