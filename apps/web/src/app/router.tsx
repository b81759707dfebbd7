import { Navigate, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { lazy } from 'react';
import type { Namespace } from '@/lib/i18n';
import { LandingRouteError } from './routes/landing/route-error';

// Loaded on demand: it is built with Mantine, which the public site does not load (main.tsx).
const RouteError = lazy(() => import('@/components/route-error').then((m) => ({ default: m.RouteError })));

/**
 * Every route of spec section 2. Pages load lazily (one chunk each), so the public site never
 * downloads member, wallet or admin code. `handle.requiresLogin` marks the pages behind login.
 */
type Loader = () => Promise<{ default: React.ComponentType }>;
/**
 * `namespaces`: the dictionaries a page reads on its first screen beyond the initial ones. main.tsx loads them
 * with those on a hard load, instead of after the page's code has rendered and asked for them (one round trip
 * less before the page paints, issue 14).
 */
export type RouteHandle = { requiresLogin: boolean; namespaces?: Namespace[] };
const page = (load: Loader, requiresLogin = false): Pick<RouteObject, 'lazy' | 'handle'> => ({
  lazy: async () => ({ Component: (await load()).default }),
  handle: { requiresLogin },
});

const member = (path: string, load: Loader, requiresLogin = true, children?: RouteObject[]): RouteObject => ({
  path,
  ...page(load, requiresLogin),
  children,
});

const homepageHandle: RouteHandle = { requiresLogin: false, namespaces: ['home'] };

export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to={paths.landing.root} replace /> },
  {
    path: '/landing',
    lazy: async () => ({ Component: (await import('./routes/landing/layout')).default }),
    // The public site renders without Mantine (main.tsx), so its error screen is plain markup.
    errorElement: <LandingRouteError />,
    children: [
      { index: true, ...page(() => import('./routes/landing/home')) },
      { path: 'aurionPro', ...page(() => import('./routes/landing/aurion-pro')) },
      { path: 'smartLend', ...page(() => import('./routes/landing/smart-lend')) },
      { path: 'aboutus', ...page(() => import('./routes/landing/about-us')) },
      { path: 'hybrid', ...page(() => import('./routes/landing/hybrid')) },
      { path: 'team', ...page(() => import('./routes/landing/team')) },
      { path: 'contactus', ...page(() => import('./routes/landing/contact-us')) },
      { path: 'blogs', ...page(() => import('./routes/landing/blogs')) },
      { path: 'blog-single', ...page(() => import('./routes/landing/blog-single')) },
      { path: 'tnc', ...page(() => import('./routes/landing/tnc')) },
      { path: '*', ...page(() => import('./routes/landing/page')) },
    ],
  },
  {
    path: '/web',
    lazy: async () => ({ Component: (await import('./routes/member/layout')).default }),
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to={paths.member.homepage} replace /> },
      { ...member('homepage', () => import('./routes/member/homepage'), false), handle: homepageHandle },
      member('staking', () => import('./routes/member/staking')),
      member('wallet', () => import('./routes/member/wallet')),
      member('ib_tree', () => import('./routes/member/ib-tree')),
      member('myTeam', () => import('./routes/member/my-team')),
      member('manage', () => import('./routes/member/manage')),
      member('kyc', () => import('./routes/member/kyc')),
      member('account', () => import('./routes/member/account')),
      member('change-password', () => import('./routes/member/change-password')),
      member('system', () => import('./routes/member/system'), true, [
        member('announcement', () => import('./routes/member/system-announcement')),
      ]),
      member('notifications', () => import('./routes/member/notifications')),
      member('customer_service', () => import('./routes/member/customer-service')),
      member('ticketDetail', () => import('./routes/member/ticket-detail')),
      member('aurionPro', () => import('./routes/member/aurion-pro')),
      member('invite_link', () => import('./routes/member/invite-link')),
      member('transaction', () => import('./routes/member/transaction'), true, [
        { index: true, element: <Navigate to="transaction" replace /> },
        member('transaction', () => import('./routes/member/transaction-records')),
        member('deposit', () => import('./routes/member/deposit')),
      ]),
      member('profile', () => import('./routes/member/profile'), false),
      member('report', () => import('./routes/member/report'), false),
      member('language', () => import('./routes/member/language'), false),
      member('withdraw_info', () => import('./routes/member/withdraw-info'), true, [
        { index: true, element: <Navigate to="withdraw" replace /> },
        member('withdraw', () => import('./routes/member/withdraw')),
        member('setCoin', () => import('./routes/member/set-coin')),
        member('setBank', () => import('./routes/member/set-bank')),
      ]),
      member('security', () => import('./routes/member/security'), true, [
        member('change-password', () => import('./routes/member/change-password')),
        member('change-sec-password', () => import('./routes/member/change-sec-password')),
        member('forget-sec-password', () => import('./routes/member/forget-sec-password')),
      ]),
      member('set-sec-password', () => import('./routes/member/set-sec-password')),
      member('bindUsername', () => import('./routes/member/bind-username')),
      member('forget-password', () => import('./routes/member/forget-password'), false),
      member('sessions', () => import('./routes/member/sessions'), false, [
        member('aboutUs', () => import('./routes/member/about-us'), false),
        member('tnc', () => import('./routes/member/tnc'), false),
        member('faq', () => import('./routes/member/faq'), false),
        member('guide', () => import('./routes/member/guide'), false),
        member('customerProtection', () => import('./routes/member/customer-protection'), false),
      ]),
      member('pin', () => import('./routes/member/activation-codes')),
      member('mall', () => import('./routes/member/mall')),
      member('mallProduct', () => import('./routes/member/mall-product')),
      member('mallCart', () => import('./routes/member/mall-cart')),
      member('mallCheckout', () => import('./routes/member/mall-checkout')),
      member('mallAddresses', () => import('./routes/member/mall-addresses')),
      member('mallOrders', () => import('./routes/member/mall-orders')),
      member('mallOrder', () => import('./routes/member/mall-order')),
      member('store', () => import('./routes/member/store')),
      member('storeProduct', () => import('./routes/member/store-product')),
      member('storeOrder', () => import('./routes/member/store-order')),
    ],
  },
  {
    path: paths.register,
    lazy: async () => ({ Component: (await import('./routes/member/layout')).default }),
    errorElement: <RouteError />,
    children: [{ index: true, ...page(() => import('./routes/register')) }],
  },
  {
    path: '/admin/*',
    lazy: async () => ({ Component: (await import('./routes/admin')).default }),
    errorElement: <RouteError />,
  },
  { path: '*', ...page(() => import('./routes/not-found')) },
];
