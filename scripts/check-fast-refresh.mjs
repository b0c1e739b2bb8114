// `npm run dev` keeps a component's state across an edit (React Fast Refresh, issue 26):
//   node scripts/check-fast-refresh.mjs
// Starts Vite's dev server, opens the home page in Debian's Chromium at phone width, opens
// the mobile menu (React state), edits the menu's component on disk, and checks that the
// page shows the edit with the menu still open and no full reload; then puts the file back.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const port = Number(process.env.FAST_REFRESH_PORT ?? 5199);
const file = 'src/web/app/navigation/mobile-nav.tsx';
const original = readFileSync(file, 'utf8');
const marker = `fast-refresh-${Date.now()}`;
const vite = spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--port', String(port), '--strictPort'], { stdio: ['ignore', 'pipe', 'inherit'] });
const ready = new Promise((resolve, reject) => {
  vite.stdout.on('data', (chunk) => String(chunk).includes('Local:') && resolve());
  vite.on('exit', (code) => reject(new Error(`vite exited with ${code}`)));
});

let failed;
let browser;
try {
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  await ready;
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(`http://localhost:${port}/`);
  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Story' }).waitFor();
  // A reload would start a new document, without this mark.
  await page.evaluate(() => (globalThis.beforeEdit = true));

  writeFileSync(file, original.replace("<span>{_('common.nav.menu')}</span>", `<span data-edit="${marker}">{_('common.nav.menu')}</span>`));
  await page.locator(`[data-edit="${marker}"]`).waitFor({ timeout: 15_000 });
  const expanded = await toggle.getAttribute('aria-expanded');
  const sameDocument = await page.evaluate(() => globalThis.beforeEdit === true);
  console.log(`edit shown: yes; menu still open: ${expanded === 'true' ? 'yes' : 'no'}; same document (no reload): ${sameDocument ? 'yes' : 'no'}`);
  failed = expanded !== 'true' || !sameDocument;
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  writeFileSync(file, original);
  await browser?.close();
  // Never leave the dev server behind, whatever failed (no Chromium, a timeout).
  vite.kill('SIGTERM');
}
console.log(failed ? 'Fast Refresh: FAILED' : 'Fast Refresh: state kept across the edit');
process.exit(failed ? 1 : 0);
