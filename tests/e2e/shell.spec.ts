import { siteConfig } from '../../src/site.config.ts';
import { chatNumber, expect, headerBottom, test, visit } from './fixtures.ts';

const spanishPages = [
  '/',
  '/servicios/pulido-abrillantado',
  '/cursos/detailing-basico',
  '/terminos-condiciones',
  '/politica-privacidad',
];

test.describe('every page', () => {
  for (const path of spanishPages) {
    test(`${path} loads in Spanish with no errors in the console`, async ({ page, consoleErrors }) => {
      await visit(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es-AR');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The header island has hydrated when the scroll state is live.
      await page.evaluate(() => window.scrollTo(0, 100));
      await expect(page.locator('header')).toHaveAttribute('data-solid', 'true');
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe('floating WhatsApp button', () => {
  test('is visible at the top and at the bottom of every page', async ({ page }) => {
    for (const path of spanishPages) {
      await visit(page, path);
      const button = page.getByRole('link', { name: /Escribinos por WhatsApp/ }).last();
      await expect(button).toBeVisible();
      await expect(button).toBeInViewport();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(button).toBeInViewport();
    }
  });

  test('opens the chat with the workshop in a new tab with a greeting', async ({ page }) => {
    await visit(page, '/');
    const popupPromise = page.waitForEvent('popup');
    await page.getByTestId('boton-whatsapp-flotante').click();
    const popup = await popupPromise;
    const url = new URL(popup.url());
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${chatNumber}`);
    expect(url.searchParams.get('text')).toMatch(/^¡Hola!/);
  });

  test.describe('on a 360px screen', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('does not cover any footer link', async ({ page }) => {
      await visit(page, '/');
      const button = await page.getByTestId('boton-whatsapp-flotante').boundingBox();
      const links = page.locator('footer a');
      const count = await links.count();
      expect(count).toBeGreaterThan(10);
      for (let index = 0; index < count; index += 1) {
        const link = links.nth(index);
        await link.scrollIntoViewIfNeeded();
        const box = await link.boundingBox();
        if (!box || !button) throw new Error('missing box');
        const overlaps =
          box.x < button.x + button.width &&
          box.x + box.width > button.x &&
          box.y < button.y + button.height &&
          box.y + box.height > button.y;
        expect(overlaps, `footer link ${await link.innerText()} is under the button`).toBe(false);
      }
    });
  });
});

test.describe('footer', () => {
  test('links to the terms and the privacy policy', async ({ page }) => {
    await visit(page, '/');
    const footer = page.locator('footer');
    await footer.getByRole('link', { name: 'Términos y condiciones' }).click();
    await expect(page).toHaveURL('/terminos-condiciones');
    await expect(page.getByText('Última actualización: junio de 2025')).toBeVisible();
    await page.locator('footer').getByRole('link', { name: 'Política de privacidad' }).click();
    await expect(page).toHaveURL('/politica-privacidad');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('privacidad');
  });

  test('shows contact details, the three social profiles and the current year', async ({ page }) => {
    await visit(page, '/');
    const footer = page.locator('footer');
    // Shown with non-breaking spaces and hyphen, so it never wraps mid-number.
    await expect(footer.locator('a[href="tel:+5491169122284"]')).toHaveText('+54\u00a011\u00a06912\u20112284');
    await expect(footer.getByRole('link', { name: 'info@elitegaragespa.com' })).toHaveAttribute(
      'href',
      'mailto:info@elitegaragespa.com',
    );
    await expect(footer.getByText('Luzuriaga 395, Barracas, CABA')).toBeVisible();
    for (const network of ['Instagram', 'Facebook', 'TikTok']) {
      const link = footer.getByRole('link', { name: new RegExp(`^${network} de Elite Garage Spa`) });
      await expect(link).toHaveAttribute('href', /elitegarajespa/);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    await expect(footer.getByText('Lunes a viernes')).toBeVisible();
    const year = new Intl.DateTimeFormat('en', { timeZone: 'America/Argentina/Buenos_Aires', year: 'numeric' }).format(
      new Date(),
    );
    await expect(footer).toContainText(`© ${year} Elite Garage Spa`);
  });
});

test.describe('not found', () => {
  test('an unknown address shows the English 404 page and logs the path', async ({ page }) => {
    const logged = page.waitForEvent('console', (message) => message.text().includes('/no-such-page'));
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    expect((await logged).type()).toBe('warning');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('an unknown service says "Servicio no encontrado" with a way home', async ({ page }) => {
    const response = await page.goto('/servicios/lavado-de-aviones');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Servicio no encontrado' })).toBeVisible();
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL('/');
  });

  test('an unknown course says "Curso no encontrado" with a way home', async ({ page }) => {
    const response = await page.goto('/cursos/avanzado-total');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Curso no encontrado' })).toBeVisible();
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('keyboard', () => {
  test('a skip link comes first and moves focus to the main content', async ({ page }) => {
    await visit(page, '/terminos-condiciones');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Saltar al contenido' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test('a focused link is never hidden under the fixed header', async ({ page }) => {
    await visit(page, '/terminos-condiciones');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    /** The focused control: whether it is the header's own (or floats over it, like the focused skip link), and its top. */
    const focusedControl = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        if (!(element instanceof HTMLElement) || element === document.body) return null;
        const box = element.getBoundingClientRect();
        return {
          overHeader: element.closest('header, .fixed') !== null || getComputedStyle(element).position === 'fixed',
          shown: box.height > 0,
          top: box.y,
          text: element.innerText,
        };
      });
    for (let step = 0; step < 25; step += 1) {
      await page.keyboard.press('Shift+Tab');
      const control = await focusedControl();
      // Past the first control: focus has left the page.
      if (!control) break;
      if (control.overHeader || !control.shown) continue;
      // Focus scrolls smoothly: wait for it to settle below the header.
      const header = await headerBottom(page);
      await expect
        .poll(async () => (await focusedControl())?.top ?? 0, { message: control.text })
        .toBeGreaterThanOrEqual(header);
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page is complete, the header solid, and the menu reachable', async ({ page }) => {
    await page.goto('/servicios/pintura-motos');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trabajos de pintura para motos');
    await expect(page.locator('header')).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    const width = page.viewportSize()?.width ?? 0;
    // Without a script a phone's menu is the target of its link (a link to a section closes it); the desktop's
    // lists are popovers, opened by their buttons.
    if (width < 1024) {
      await page.getByRole('link', { name: siteConfig.texts.menu.button, exact: true }).click();
      const menu = page.locator('#menu-principal');
      await expect(menu.getByRole('link', { name: 'Contacto' })).toBeVisible();
      // Without the script that folds them, the lists of services and courses are shown open.
      await expect(menu.getByRole('link', { name: 'Limpieza de cascos de motos' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Curso de Detailing Básico' })).toBeVisible();
    } else {
      await page.getByRole('button', { name: 'Servicios' }).click();
      await expect(
        page.locator('#menu-servicios').getByRole('link', { name: 'Limpieza de cascos de motos' }),
      ).toBeVisible();
    }
  });
});
