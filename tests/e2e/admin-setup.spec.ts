// /admin/ on a build that may not know its GitHub repository (npm start, a
// manual deploy, Cloudflare Workers Builds): the owner reads what to set, in
// Spanish, or gets the working editor; never the editor's error in English.
import { expect, test } from './fixtures.ts';

// On a phone (@once): where the owner edits; the page is the same at a desktop's size.
test(
  '/admin/ shows the Spanish setup page or the working editor, never an English error',
  { tag: '@once' },
  async ({ page }) => {
    await page.goto('/admin/');
    const setup = page.getByRole('heading', { name: 'Falta indicar dónde guarda el editor' });
    // Sveltia isolates the service's name with bidi marks: "Iniciar sesión con \u2068GitHub\u2069".
    const signIn = page.getByRole('button', { name: /^Iniciar sesión con \u2068?GitHub/ });
    await expect(setup.or(signIn)).toBeVisible();
    await expect(page.getByText(/Error loading the CMS configuration|needs a "repo"/)).toHaveCount(0);
    if (await setup.isVisible()) {
      await expect(page.getByText('EDITOR_GITHUB_REPO', { exact: true })).toBeVisible();
      // Nothing else on the page is English, and it fits a phone held upright.
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    }
  },
);
