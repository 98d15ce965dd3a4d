// Screenshots of the main screens at 1280 and 375 pixels wide, for a person to look at:
// node e2e/support/screenshots.mjs [outDir] [paths...]   (against E2E_BASE_URL or localhost:4173)
import { chromium } from '@playwright/test';

const base = process.env.E2E_BASE_URL ?? 'http://localhost:4173';
const [outDir = '/tmp/shots', ...rest] = process.argv.slice(2);
const paths = rest.length ? rest : ['/about', '/privacy', '/terms', '/jobs/search'];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const width of [1280, 375]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  page.on('console', (m) => m.type() === 'error' && console.log(`[console ${width}] ${m.text()}`));
  page.on('pageerror', (e) => console.log(`[pageerror ${width}] ${e.message}`));
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const file = `${outDir}/${path.replace(/\W+/g, '_').replace(/^_/, '') || 'root'}-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
