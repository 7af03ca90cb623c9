// The header in a browser: its scroll state, the desktop dropdowns, the phone's menu and where a section link takes
// the visitor. Its words and links are read from the served HTML in tests/worker/shell.test.ts; the dropdowns and the
// menu from the keyboard are in keyboard.spec.ts. Names come from the content.
import { courses, home, services } from '../../src/generated/content.ts';
import { siteConfig } from '../../src/site.config.ts';
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

const menuWords = siteConfig.texts.menu;

test('the header over the home page as it scrolls, and the section links: smoothly below the header, from any page', async ({
  page,
}) => {
  await visit(page, '/');
  const header = page.locator('header');
  /** The header's list of section links at this size: the phone's menu (opened first) or the desktop's bar. */
  const sectionLinks = async () => {
    await openMobileMenu(page);
    return isPhone(page)
      ? page.locator('#menu-principal')
      : page.getByRole('navigation', { name: menuWords.label }).first();
  };

  await test.step('transparent over the hero, solid once the page has scrolled past 20px, fixed at the top', async () => {
    await expect(header).toHaveAttribute('data-solid', 'false');
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 15));
    await expect(header).toHaveAttribute('data-solid', 'false');
    await page.evaluate(() => window.scrollTo(0, 21));
    await expect(header).toHaveAttribute('data-solid', 'true');
    await expect(header).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-solid', 'false');
  });

  await test.step('a section link scrolls smoothly to its section, below the header', async () => {
    await expect(page.locator('html')).toHaveCSS('scroll-behavior', 'smooth');
    const nav = await sectionLinks();
    const scrolls: number[] = [];
    await page.exposeFunction('recordScroll', (y: number) => scrolls.push(y));
    await page.evaluate(() =>
      window.addEventListener('scroll', () =>
        (window as unknown as { recordScroll(y: number): void }).recordScroll(window.scrollY),
      ),
    );
    await nav.getByRole('link', { name: menuWords.reviews, exact: true }).click();
    await expectInViewBelowHeader(page, page.getByRole('heading', { name: home.testimonials.title }));
    // A smooth scroll passes through at least one position before the last; a jump records only the last (on a busy
    // machine a smooth scroll may get as few frames as that).
    expect(new Set(scrolls).size).toBeGreaterThan(1);
    await expect(page).toHaveURL('/#testimonios');
  });

  await test.step('for a visitor who asks for less motion, section links jump', async () => {
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveCSS('scroll-behavior', 'auto');
    await page.emulateMedia({ colorScheme: null, reducedMotion: null });
  });

  await test.step('from another page, a section link opens the home page settled just below the header', async () => {
    await visit(page, '/politica-privacidad');
    const nav = await sectionLinks();
    await nav.getByRole('link', { name: menuWords.gallery, exact: true }).click();
    await expect(page).toHaveURL('/#galeria');
    await expectInViewBelowHeader(page, page.locator('#galeria-titulo'));
    // The section starts just below the header (scroll-padding), and stays there.
    const bottom = await headerBottom(page);
    await expect.poll(async () => (await page.locator('#galeria').boundingBox())?.y).toBeGreaterThanOrEqual(bottom);
    await expect.poll(async () => (await page.locator('#galeria').boundingBox())?.y).toBeLessThan(bottom + 40);
  });
});

// The desktop menu shows from 1024px, the hamburger below: each journey runs at its size only.
test(
  'the desktop dropdowns: Servicios on hover, Cursos on a click, closed by a click outside, a service chosen',
  {
    tag: '@desktop',
  },
  async ({ page }) => {
    await visit(page, '/');
    const servicesButton = page.getByRole('button', { name: menuWords.services, exact: true });
    const servicesMenu = page.locator('#menu-servicios');

    await test.step('Servicios opens on hover with all the services, and closes when the pointer leaves', async () => {
      await expectExpanded(page, menuWords.services, false);
      await servicesButton.hover();
      await expectExpanded(page, menuWords.services, true);
      await expect(servicesMenu.getByRole('link')).toHaveText([
        menuWords.allServices,
        ...services.map((service) => service.title),
      ]);
      await page.mouse.move(640, 600);
      await expect(servicesMenu).toBeHidden();
    });

    await test.step('Cursos opens on a click and stays open when the pointer leaves, until its button is clicked', async () => {
      const button = page.getByRole('button', { name: menuWords.courses, exact: true });
      await button.click();
      await page.mouse.move(640, 600);
      await expectExpanded(page, menuWords.courses, true);
      const menu = page.locator('#menu-cursos');
      await expect(menu.getByRole('link')).toHaveText([menuWords.allCourses, ...courses.map((course) => course.title)]);
      for (const link of await menu.getByRole('link').all()) await expect(link).toBeVisible();
      await button.click();
      await expect(menu).toBeHidden();
    });

    await test.step('a dropdown closes on a click outside it', async () => {
      await servicesButton.click();
      await expect(servicesMenu).toBeVisible();
      await page.mouse.click(640, 500);
      await expect(servicesMenu).toBeHidden();
    });

    await test.step('choosing a service in the dropdown opens its page', async () => {
      const service = services[1] ?? services[0];
      if (!service) throw new Error('no services');
      await servicesButton.click();
      await servicesMenu.getByRole('link', { name: service.title, exact: true }).click();
      await expect(page).toHaveURL(`/servicios/${service.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.title);
      await expect(page.locator('#menu-servicios')).toBeHidden();
    });
  },
);

test(
  "the phone's menu: the hamburger opens and closes it, its lists fold, Escape, a section or a service closes it",
  {
    tag: '@phone',
  },
  async ({ page }) => {
    await visit(page, '/');
    const hamburger = page.getByRole('button', { name: menuWords.button, exact: true });
    const menu = page.locator('#menu-principal');
    const service = services.at(-1);
    const course = courses[0];
    if (!service || !course) throw new Error('no service or course');
    const serviceLink = menu.getByRole('link', { name: service.title, exact: true });

    await test.step('the hamburger opens and closes the menu with the section links', async () => {
      await expectExpanded(page, menuWords.button, false);
      await hamburger.click();
      await expectExpanded(page, menuWords.button, true);
      for (const name of [menuWords.home, menuWords.about, menuWords.gallery, menuWords.reviews, menuWords.contact]) {
        await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
      }
      await hamburger.click();
      await expect(menu).toBeHidden();
    });

    await test.step('Servicios and Cursos are lists that fold inside the menu, each on its own', async () => {
      await openMobileMenu(page);
      const servicesList = menu.getByRole('button', { name: menuWords.services, exact: true });
      await expectExpanded(page, menuWords.services, false);
      await expect(serviceLink).toBeHidden();
      await servicesList.click();
      await expectExpanded(page, menuWords.services, true);
      await expect(serviceLink).toBeVisible();
      await menu.getByRole('button', { name: menuWords.courses, exact: true }).click();
      await expectExpanded(page, menuWords.courses, true);
      await expect(menu.getByRole('link', { name: course.title, exact: true })).toBeVisible();
      // Both lists stay open side by side, each announced as such.
      await expectExpanded(page, menuWords.services, true);
      await servicesList.click();
      await expectExpanded(page, menuWords.services, false);
      await expect(serviceLink).toBeHidden();
    });

    await test.step('Escape closes the menu and returns focus to the hamburger', async () => {
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(hamburger).toBeFocused();
    });

    await test.step('following a section link closes the menu and shows the section', async () => {
      await openMobileMenu(page);
      await menu.getByRole('link', { name: menuWords.contact, exact: true }).click();
      await expect(menu).toBeHidden();
      await expect(page).toHaveURL('/#contacto');
      await expect(page.getByRole('heading', { name: home.contact.title })).toBeInViewport();
    });

    await test.step('choosing a service opens its page with the menu closed', async () => {
      await openMobileMenu(page);
      await menu.getByRole('button', { name: menuWords.services, exact: true }).click();
      await serviceLink.click();
      await expect(page).toHaveURL(`/servicios/${service.id}`);
      await expect(menu).toBeHidden();
      await expectExpanded(page, menuWords.button, false);
    });
  },
);
