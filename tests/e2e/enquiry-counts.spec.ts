// Each way a visitor asks adds exactly one to the enquiry counts, read from
// the local D1 database that `npm start`'s wrangler dev serves: the form sent
// with JavaScript (a beacon), the form sent without (the server route), and a
// tap on a service's "Consultar Precio" (a beacon from the page's inline script).
import type { Page } from '@playwright/test';
import { openLocalD1, type LocalD1 } from '../../scripts/dev/local-d1.ts';
import { services } from '../../src/generated/content.ts';
import { dayIn } from '../../src/lib/calendar-day.ts';
import { siteConfig } from '../../src/site.config.ts';
import { chatTabOpenedBy, enquiryForm, expect, hydrateIsland, routeOtherSites, test, visit } from './fixtures.ts';

// Three visits and a chat opened three times: give a machine busy with other suites time.
test.describe.configure({ timeout: 120_000 });
let database: LocalD1 | undefined;
test.afterAll(() => database?.close());

/** Today's counts, by channel and service, straight from the database. */
async function todaysCounts(): Promise<Map<string, number>> {
  database ??= await openLocalD1();
  const day = dayIn(siteConfig.openingHours.timeZone, new Date());
  const rows = await database.all<{ channel: string; service: string; count: number }>(
    'SELECT channel, service, count FROM enquiry_counts WHERE day = ?',
    day,
  );
  return new Map(rows.map((row) => [`${row.channel} ${row.service}`, row.count]));
}

async function sendForm(page: Page, option: string): Promise<void> {
  const form = enquiryForm(page);
  await form.name.fill('Ana Pérez');
  await form.phone.fill('11 5555 0000');
  await form.service.selectOption(option);
  const { tab } = await chatTabOpenedBy(page, () => form.submit.click());
  await tab.close();
}

test(
  'each way of asking adds exactly one to its service: the form with and without JavaScript, a "Consultar Precio" tap',
  { tag: '@once' },
  async ({ page, browser }) => {
    // Keys no other test counts (contact.spec sends the third option, home.spec taps the last service).
    const [withScript, withoutScript] = [siteConfig.contactFormServices[4], siteConfig.contactFormServices[6]];
    const tapped = services[4];
    if (!withScript || !withoutScript || !tapped) throw new Error('the counts need two form options and a service');
    const expected = [`form ${withScript}`, `form ${withoutScript}`, `chat ${tapped.id}`];
    const before = await todaysCounts();

    await test.step('the form, sent with JavaScript (a beacon)', async () => {
      await visit(page, '/');
      await hydrateIsland(page, 'ContactForm');
      await sendForm(page, withScript);
    });
    await test.step('the form, sent without JavaScript (the server route)', async () => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      await routeOtherSites(context);
      const noScript = await context.newPage();
      await noScript.goto('/');
      await sendForm(noScript, withoutScript);
      await context.close();
    });
    await test.step('a tap on the service page\'s "Consultar Precio" (the inline script\'s beacon)', async () => {
      await visit(page, `/servicios/${tapped.id}`);
      const chat = page.context().waitForEvent('page');
      await page
        .getByRole('link', { name: new RegExp(`^${siteConfig.texts.servicePage.askPrice}`) })
        .first()
        .click();
      await (await chat).close();
    });

    // Each count one more, read a second after the last tap (a beacon sent twice would have landed by then), and again
    // only if a beacon was still on its way: nothing counts the same enquiry twice.
    const grown = (counts: Map<string, number>) =>
      expected.map((key) => (counts.get(key) ?? 0) - (before.get(key) ?? 0));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect.poll(async () => grown(await todaysCounts()), { timeout: 30_000 }).toEqual([1, 1, 1]);
  },
);
