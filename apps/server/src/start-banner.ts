import path from 'node:path';
import type { Config } from './config';
import type { FirstStartAccounts } from './seed/seed';
import { DEMO_PASSWORD } from './seed/demo';

/**
 * The few lines an operator needs after `npm start`, printed once the server listens, plain text
 * on stdout whatever the log format: where the app is, the accounts the first start made up (shown
 * this once), the demo logins, and where mail goes without SMTP.
 */
export function startBanner(config: Config, accounts: FirstStartAccounts, address: string): string {
  const base = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
  const lines = [
    `Tandem is running (${config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`})`,
    `  Public site   ${base}/landing`,
    `  Member app    ${base}/web/homepage`,
    `  Back office   ${base}/admin`,
    `  API docs      ${base}/api/docs`,
  ];
  if (accounts.admin) {
    lines.push(
      `  Back-office login (first start, shown once): ${accounts.admin.username} / ${accounts.admin.password}` +
        ' - TOTP is set up at first sign-in',
    );
  }
  if (accounts.root) {
    lines.push(`  Root member (first start, shown once): ${accounts.root.username} / ${accounts.root.password}`);
  }
  if (config.demoData)
    lines.push(`  Demo members: alice, bob888, carol1, dave77, erin01, frank1 - password ${DEMO_PASSWORD}`);
  if (!config.smtpUrl) lines.push(`  Mail (no SMTP_URL): written to ${path.join(config.dataDir, 'outbox')}`);
  const width = Math.max(...lines.map((l) => l.length)) + 2;
  const rule = '='.repeat(width);
  return ['', rule, ...lines, rule, ''].join('\n');
}
