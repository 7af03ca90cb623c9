// The header's menus in a browser: the desktop dropdowns and the phone's menu. Its words and links are read from the
// served HTML in tests/worker/shell.test.ts; its scroll state and where a section link takes the visitor are checked
// on the way through every page in shell.spec.ts; the menus from the keyboard in keyboard.spec.ts. Names come from
// the content.
import { courses, home, services } from '../../src/generated/content.ts';
import { siteConfig } from '../../src/site.config.ts';
import { expect, expectExpanded, openMobileMenu, test, visit } from './fixtures.ts';

const menuWords = siteConfig.texts.menu;

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
