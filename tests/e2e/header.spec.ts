import {
  expect,
  expectExpanded,
  expectInViewBelowHeader,
  headerBottom,
  isPhone,
  openMobileMenu,
  test,
  visit,
} from './fixtures.ts';

test.describe('header', () => {
  test('is transparent over the hero and turns solid after scrolling past 20px', async ({ page }) => {
    await visit(page, '/');
    const header = page.locator('header');
    await expect(header).toHaveAttribute('data-solid', 'false');
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 15));
    await expect(header).toHaveAttribute('data-solid', 'false');
    await page.evaluate(() => window.scrollTo(0, 21));
    await expect(header).toHaveAttribute('data-solid', 'true');
    await expect(header).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-solid', 'false');
  });

  test('stays fixed at the top while the page scrolls', async ({ page }) => {
    await visit(page, '/terminos-condiciones');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    await expect.poll(async () => (await page.locator('header').boundingBox())?.y).toBe(0);
  });
});

// The desktop menu shows from 1024px, the hamburger below: each block runs in its project only.
test.describe('desktop navigation', { tag: '@desktop' }, () => {
  test('Servicios opens on hover with all services, then each of the nine', async ({ page }) => {
    await visit(page, '/');
    const button = page.getByRole('button', { name: 'Servicios' });
    await expectExpanded(page, 'Servicios', false);
    await button.hover();
    await expectExpanded(page, 'Servicios', true);
    const menu = page.locator('#menu-servicios');
    await expect(menu.getByRole('link')).toHaveCount(10);
    await expect(menu.getByRole('link').first()).toHaveText('Todos los servicios');
    await page.mouse.move(640, 600);
    await expect(menu).toBeHidden();
  });

  test('Cursos opens on click and stays open when the pointer leaves', async ({ page }) => {
    await visit(page, '/');
    const button = page.getByRole('button', { name: 'Cursos' });
    await button.click();
    await page.mouse.move(640, 600);
    await expectExpanded(page, 'Cursos', true);
    const menu = page.locator('#menu-cursos');
    await expect(menu.getByRole('link', { name: 'Todos los cursos' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Curso de Detailing Básico' })).toBeVisible();
    await button.click();
    await expect(menu).toBeHidden();
  });

  test('a dropdown opens with Enter and closes with Escape, focus back on its button', async ({ page }) => {
    await visit(page, '/');
    const button = page.getByRole('button', { name: 'Servicios' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expectExpanded(page, 'Servicios', true);
    await page.keyboard.press('Tab');
    await expect(page.locator('#menu-servicios a').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expectExpanded(page, 'Servicios', false);
    await expect(button).toBeFocused();
  });

  test('a dropdown closes on a click outside it', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('button', { name: 'Servicios' }).click();
    await expect(page.locator('#menu-servicios')).toBeVisible();
    await page.mouse.click(640, 500);
    await expect(page.locator('#menu-servicios')).toBeHidden();
  });

  test('choosing a service in the dropdown opens its page', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('button', { name: 'Servicios' }).click();
    await page.locator('#menu-servicios').getByRole('link', { name: 'Trabajos de pintura para motos' }).click();
    await expect(page).toHaveURL('/servicios/pintura-motos');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trabajos de pintura para motos');
    await expect(page.locator('#menu-servicios')).toBeHidden();
  });
});

test.describe('mobile menu', { tag: '@phone' }, () => {
  test('the hamburger opens and closes the menu with the same items', async ({ page }) => {
    await visit(page, '/');
    const hamburger = page.getByRole('button', { name: /menú/i });
    await expectExpanded(page, 'Menú', false);
    await hamburger.click();
    await expectExpanded(page, 'Menú', true);
    const menu = page.locator('#menu-principal');
    for (const name of ['Inicio', 'Nosotros', 'Galería', 'Testimonios', 'Contacto']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await hamburger.click();
    await expect(menu).toBeHidden();
  });

  test('Servicios and Cursos are collapsible lists inside the menu', async ({ page }) => {
    await visit(page, '/');
    await openMobileMenu(page);
    const menu = page.locator('#menu-principal');
    const services = menu.getByRole('button', { name: 'Servicios' });
    await expectExpanded(page, 'Servicios', false);
    await expect(menu.getByRole('link', { name: 'Limpieza de cascos de motos' })).toBeHidden();
    await services.click();
    await expectExpanded(page, 'Servicios', true);
    await expect(menu.getByRole('link', { name: 'Limpieza de cascos de motos' })).toBeVisible();
    const courses = menu.getByRole('button', { name: 'Cursos' });
    await courses.click();
    await expectExpanded(page, 'Cursos', true);
    await expect(menu.getByRole('link', { name: 'Curso de Detailing Básico' })).toBeVisible();
    // Both lists stay open side by side, each announced as such.
    await expectExpanded(page, 'Servicios', true);
    await services.click();
    await expectExpanded(page, 'Servicios', false);
    await expect(menu.getByRole('link', { name: 'Limpieza de cascos de motos' })).toBeHidden();
  });

  test('following a section link closes the menu and shows the section', async ({ page }) => {
    await visit(page, '/');
    await openMobileMenu(page);
    await page.locator('#menu-principal').getByRole('link', { name: 'Contacto' }).click();
    await expect(page.locator('#menu-principal')).toBeHidden();
    await expect(page).toHaveURL('/#contacto');
    await expect(page.getByRole('heading', { name: 'Reservá tu turno' })).toBeInViewport();
  });

  test('Escape closes the menu and returns focus to the hamburger', async ({ page }) => {
    await visit(page, '/');
    await openMobileMenu(page);
    await page.keyboard.press('Escape');
    await expect(page.locator('#menu-principal')).toBeHidden();
    await expect(page.getByRole('button', { name: /menú/i })).toBeFocused();
  });

  test('choosing a service opens its page with the menu closed', async ({ page }) => {
    await visit(page, '/terminos-condiciones');
    await openMobileMenu(page);
    const menu = page.locator('#menu-principal');
    await menu.getByRole('button', { name: 'Servicios' }).click();
    await menu.getByRole('link', { name: 'Limpieza de cascos de motos' }).click();
    await expect(page).toHaveURL('/servicios/limpieza-cascos-motos');
    await expect(page.locator('#menu-principal')).toBeHidden();
    await expectExpanded(page, 'Menú', false);
  });
});

test.describe('section links', () => {
  test('on the home page they scroll smoothly to the section, below the header', async ({ page }) => {
    await visit(page, '/');
    await openMobileMenu(page);
    const nav = isPhone(page)
      ? page.locator('#menu-principal')
      : page.getByRole('navigation', { name: 'Principal' }).first();
    const scrolls: number[] = [];
    await page.exposeFunction('recordScroll', (y: number) => scrolls.push(y));
    await page.evaluate(() =>
      window.addEventListener('scroll', () =>
        (window as unknown as { recordScroll(y: number): void }).recordScroll(window.scrollY),
      ),
    );
    await nav.getByRole('link', { name: 'Testimonios' }).click();
    await expectInViewBelowHeader(page, page.getByRole('heading', { name: 'Lo que dicen nuestros clientes' }));
    // A smooth scroll passes through at least one position before the last; a jump records only the last (on a busy
    // machine a smooth scroll may get as few frames as that).
    expect(new Set(scrolls).size).toBeGreaterThan(1);
    await expect(page).toHaveURL('/#testimonios');
  });

  test('from another page they go to the home page section', async ({ page }) => {
    await visit(page, '/politica-privacidad');
    await openMobileMenu(page);
    const nav = isPhone(page)
      ? page.locator('#menu-principal')
      : page.getByRole('navigation', { name: 'Principal' }).first();
    await nav.getByRole('link', { name: 'Nosotros' }).click();
    await expect(page).toHaveURL('/#nosotros');
    await expectInViewBelowHeader(page, page.locator('#nosotros-titulo'));
  });

  test('a page opened with a hash settles on that section, not under the header', async ({ page }) => {
    await visit(page, '/#galeria');
    await expect(page.locator('#galeria-titulo')).toBeInViewport();
    const header = await headerBottom(page);
    // The section starts just below the header (scroll-padding), and stays there.
    await expect.poll(async () => (await page.locator('#galeria').boundingBox())?.y).toBeGreaterThanOrEqual(header);
    await expect.poll(async () => (await page.locator('#galeria').boundingBox())?.y).toBeLessThan(header + 40);
  });

  test.describe('with reduced motion', () => {
    test.use({ colorScheme: 'dark', reducedMotion: 'reduce' });

    test('section links jump without animation', async ({ page }) => {
      await visit(page, '/');
      await expect(page.locator('html')).toHaveCSS('scroll-behavior', 'auto');
    });
  });

  test('without reduced motion the page scrolls smoothly', async ({ page }) => {
    await visit(page, '/');
    await expect(page.locator('html')).toHaveCSS('scroll-behavior', 'smooth');
  });
});
