// `npm run screenshots`: full-page PNGs of the home page, a service and the
// course at phone, tablet and desktop sizes, in Chromium, into screenshots/.
// It serves the current build itself (run `npm run build` first).
import { chromium } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import { serveSite } from '../dev/serve.ts';

const pages = { inicio: '/', servicio: '/servicios/pulido-escape-motos', curso: '/cursos/detailing-basico' };
const sizes = [
  [360, 800],
  [768, 1024],
  [1440, 900],
] as const;

const site = await serveSite(Number(process.env.PORT ?? 8791));
const { origin } = site;
try {
  await mkdir('screenshots', { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  for (const [name, path] of Object.entries(pages)) {
    for (const [width, height] of sizes) {
      // Reduced motion: cards below the fold are shown at once instead of fading in on scroll.
      const page = await browser.newPage({ viewport: { width, height }, reducedMotion: 'reduce' });
      // The map's frame would wait on Google forever offline: leave it blank.
      await page.route(/^https:\/\/www\.google\.com\//, (route) => route.fulfill({ body: '' }));
      await page.goto(`${origin}${path}`, { waitUntil: 'load' });
      // Scroll through once so lazy photos load, then back to the top.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
          scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        scrollTo(0, 0);
      });
      // Photos in a closed gallery tab are not shown, so they never load.
      await page.waitForFunction(
        () => [...document.images].every((image) => image.complete || !image.checkVisibility()),
        undefined,
        {
          timeout: 30_000,
        },
      );
      const file = `screenshots/${name}-${width}x${height}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
      await page.close();
    }
  }
  await browser.close();
} finally {
  site.stop();
}
