// The Chromium the page benchmarks drive: Debian's (CHROME_PATH to use another), headless, with the
// flags a machine without internet needs. e2e/support/browser.ts launches the tests' with the same flags.
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
