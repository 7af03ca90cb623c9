// Each way a visitor asks adds exactly one to the enquiry counts, read from
// the local D1 database that `npm start`'s wrangler dev serves: the form sent
// with JavaScript (a beacon), the form sent without (the server route), and a
// tap on a service's "Consultar Precio" (a beacon from the page's inline script).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { services } from '../../src/generated/content.ts';
import { dayIn } from '../../src/lib/enquiry-counts.ts';
import { siteConfig } from '../../src/site.config.ts';
import { expect, test, visit } from './fixtures.ts';

const run = promisify(execFile);
// Each reading of the database starts wrangler (seconds, more on a busy machine).
test.describe.configure({ timeout: 180_000 });
const sql = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Today's count for a service and channel, straight from the database. */
async function countOf(service: string, channel: 'form' | 'chat'): Promise<number> {
  const day = dayIn(siteConfig.openingHours.timeZone, new Date());
  const query = `SELECT count FROM enquiry_counts WHERE day = ${sql(day)} AND service = ${sql(service)} AND channel = ${sql(channel)}`;
  const command = ['wrangler', 'd1', 'execute', 'DB', '--local', '--env=', '--json', '--command', query];
  // The server may be writing at that instant (SQLite answers "database is locked"): ask again.
  for (let attempt = 1; ; attempt++) {
    try {
      const { stdout } = await run('npx', command);
      const [result] = JSON.parse(stdout) as { results: { count: number }[] }[];
      return result?.results[0]?.count ?? 0;
    } catch (error) {
      if (attempt === 5 || !String(error).includes('SQLITE_BUSY')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** The count goes up by exactly one, and stays there (nothing counts the same enquiry twice). */
async function expectOneMore(service: string, channel: 'form' | 'chat', before: number): Promise<void> {
  await expect.poll(() => countOf(service, channel), { timeout: 90_000 }).toBe(before + 1);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(await countOf(service, channel)).toBe(before + 1);
}

/** A key no other test asks about, different for each project, since both run at once. */
const pick = <T>(page: Page, options: readonly T[], offset: number): T =>
  options[offset + ((page.viewportSize()?.width ?? 0) < 1024 ? 1 : 0)] as T;

async function sendForm(page: Page, option: string): Promise<void> {
  const form = page.locator('#contacto form');
  await form.getByLabel('Nombre Completo *').fill('Ana Pérez');
  await form.getByLabel('Teléfono *').fill('11 5555 0000');
  await form.getByLabel('Servicio de interés', { exact: true }).selectOption(option);
  const chat = page.context().waitForEvent('page');
  await form.getByRole('button', { name: 'Enviar consulta por WhatsApp' }).click();
  const opened = await chat;
  await opened.waitForURL(/^https:\/\/wa\.me\//);
  await opened.close();
}

test('an enquiry sent with JavaScript adds one to its service, by the form', { tag: '@once' }, async ({ page }) => {
  const option = pick(page, siteConfig.contactFormServices, 4);
  const before = await countOf(option, 'form');
  await visit(page, '/');
  await sendForm(page, option);
  await expectOneMore(option, 'form', before);
});

test.describe('without JavaScript', { tag: '@once' }, () => {
  test.use({ javaScriptEnabled: false });

  test('an enquiry sent through the server adds one to its service, by the form', async ({ page }) => {
    const option = pick(page, siteConfig.contactFormServices, 6);
    const before = await countOf(option, 'form');
    await page.goto('/');
    await sendForm(page, option);
    await expectOneMore(option, 'form', before);
  });
});

test(
  'a tap on a service\'s "Consultar Precio" adds one to that service, by WhatsApp',
  { tag: '@once' },
  async ({ page }) => {
    const service = pick(page, services, 4);
    const before = await countOf(service.id, 'chat');
    await visit(page, `/servicios/${service.id}`);
    const chat = page.context().waitForEvent('page');
    await page
      .getByRole('link', { name: /^Consultar Precio/ })
      .first()
      .click();
    await (await chat).close();
    await expectOneMore(service.id, 'chat', before);
  },
);
