// The contact section: the enquiry form that opens WhatsApp, the contact
// details, the live opening status on Buenos Aires time, and the map.
import type { Locator, Page } from '@playwright/test';
import { MESSAGE_MAX_LENGTH, type EnquiryForm } from '../../src/enquiry/message.ts';
import { expectedChatText, hostileEnquiries, sampleEnquiry } from '../../src/enquiry/enquiries.fixtures.ts';
import { home } from '../../src/generated/content.ts';
import { fill as fillBlanks } from '../../src/lib/fill.ts';
import { siteConfig } from '../../src/site.config.ts';
import {
  chatNumber,
  chatRequested,
  chatTabOpenedBy,
  enquiryForm,
  expect,
  holdRequests,
  hydrateIsland,
  test,
  turnDisclosure,
  visit,
  pointAt,
} from './fixtures.ts';

const { address, phone, email, chat } = siteConfig;
const formWords = siteConfig.texts.form;
const hourWords = siteConfig.texts.hours;
/** The open status at a closing time the specification fixes, in the content's words. */
const openUntil = (hora: string) => fillBlanks(hourWords.openNow, { hora });

const form = enquiryForm;

async function fill(page: Page, enquiry: EnquiryForm): Promise<void> {
  const fields = form(page);
  await fields.name.fill(enquiry.name);
  await fields.phone.fill(enquiry.phone);
  await fields.email.fill(enquiry.email);
  if (enquiry.service) await fields.service.selectOption(enquiry.service);
  await fields.message.fill(enquiry.message);
}

/** Opens the home page and waits until the form's island has hydrated: it sends in the page from then on. */
async function openForm(page: Page): Promise<void> {
  await visit(page, '/');
  await hydrateIsland(page, 'ContactForm');
}

/** Submits the form and returns the chat tab it opens: its address and the text it carries. */
async function submitAndReadChat(page: Page): Promise<{ address: string; text: string; params: string[] }> {
  const { chat: url } = await chatTabOpenedBy(page, () => form(page).submit.click());
  return {
    address: `${url.origin}${url.pathname}`,
    text: url.searchParams.get('text') ?? '',
    params: [...url.searchParams.keys()],
  };
}

/** Records every window.open call, so a test can tell that none happened. */
async function recordOpenedWindows(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const opened: string[] = [];
    const open = window.open.bind(window);
    (window as unknown as { openedWindows: string[] }).openedWindows = opened;
    window.open = (url, ...rest) => {
      opened.push(String(url));
      return open(url, ...rest);
    };
  });
  return () => page.evaluate(() => (window as unknown as { openedWindows: string[] }).openedWindows);
}

const sample = sampleEnquiry(siteConfig.contactFormServices[2] ?? '');

test.describe('enquiry form', () => {
  test('every field has its label, type and the options in order', { tag: '@once' }, async ({ page }) => {
    await visit(page, '/');
    const fields = form(page);
    await expect(page.getByRole('form', { name: home.contact.formTitle })).toBeVisible();
    await expect(fields.name).toHaveAttribute('type', 'text');
    await expect(fields.name).toHaveAttribute('required', '');
    await expect(fields.name).toHaveAttribute('placeholder', 'Tu nombre completo');
    await expect(fields.phone).toHaveAttribute('type', 'tel');
    await expect(fields.phone).toHaveAttribute('required', '');
    await expect(fields.email).toHaveAttribute('type', 'email');
    await expect(fields.email).not.toHaveAttribute('required');
    await expect(fields.message).toHaveJSProperty('tagName', 'TEXTAREA');
    await expect(fields.message).toHaveAttribute('rows', '4');
    await expect(fields.service).toHaveValue('');
    await expect(fields.service.locator('option')).toHaveText([
      'Seleccionar servicio...',
      ...siteConfig.contactFormServices,
    ]);
    await expect(fields.service.locator('option:checked')).toHaveText('Seleccionar servicio...');
    // Real <label for> elements, and no limits or custom checks beyond the browser's own, but for the message's
    // generous cap (src/enquiry/message.ts), which keeps the chat address the Worker answers with bounded.
    for (const [key, field] of Object.entries(fields)) {
      if (key === 'submit') continue;
      const labels = await field.evaluate((element: HTMLInputElement) =>
        [...(element.labels ?? [])].map((label) => label.htmlFor === element.id),
      );
      expect(labels, `${key} has one <label for>`).toEqual([true]);
      if (key === 'message') await expect(field).toHaveAttribute('maxlength', String(MESSAGE_MAX_LENGTH));
      else await expect(field).not.toHaveAttribute('maxlength');
      await expect(field).not.toHaveAttribute('minlength');
      await expect(field).not.toHaveAttribute('pattern');
    }
    await expect(page.locator('#contacto form')).not.toHaveAttribute('novalidate');
  });

  test(
    'the browser stops an empty required field and a malformed email, nothing typed is lost, and the corrected form goes through',
    { tag: '@once' },
    async ({ page }) => {
      const openedWindows = await recordOpenedWindows(page);
      await openForm(page);
      const fields = form(page);
      await test.step('an empty name, then an empty phone', async () => {
        await fill(page, { ...sample, name: '' });
        await fields.submit.click();
        expect(await openedWindows()).toEqual([]);
        await expect(fields.name).toBeFocused();
        expect(
          await fields.name.evaluate((input: HTMLInputElement) => ({
            missing: input.validity.valueMissing,
            custom: input.validity.customError,
            message: input.validationMessage.length > 0,
          })),
        ).toEqual({ missing: true, custom: false, message: true });
        await expect(fields.phone).toHaveValue(sample.phone);
        await expect(fields.email).toHaveValue(sample.email);
        await expect(fields.service).toHaveValue(sample.service);
        await expect(fields.message).toHaveValue(sample.message);
        await expect(page.getByText(siteConfig.texts.form.sentTitle)).toBeHidden();

        await fields.name.fill(sample.name);
        await fields.phone.fill('');
        await fields.submit.click();
        expect(await openedWindows()).toEqual([]);
        await expect(fields.phone).toBeFocused();
        await expect(fields.name).toHaveValue(sample.name);
      });
      await test.step('a malformed email', async () => {
        await fill(page, { ...sample, email: 'lucia@' });
        await fields.submit.click();
        expect(await openedWindows()).toEqual([]);
        await expect(fields.email).toBeFocused();
        expect(await fields.email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
        await expect(fields.name).toHaveValue(sample.name);
        await expect(fields.phone).toHaveValue(sample.phone);
        await expect(fields.email).toHaveValue('lucia@');
        await expect(fields.service).toHaveValue(sample.service);
        await expect(fields.message).toHaveValue(sample.message);
      });
      await test.step('corrected, it goes through', async () => {
        await fields.email.fill(sample.email);
        const chatOpened = await submitAndReadChat(page);
        expect(chatOpened.text).toBe(expectedChatText(sample));
      });
    },
  );

  test(
    'sending opens WhatsApp with the composed message, shows a toast and clears the form',
    { tag: '@once' },
    async ({ page }) => {
      await openForm(page);
      const toastRegion = page.locator('[aria-live]').filter({ has: page.getByText(siteConfig.texts.form.sentTitle) });
      const liveRegions = page.getByRole('status');
      await expect(liveRegions).toHaveCount(1);
      await expect(liveRegions).toHaveText('');
      await fill(page, sample);
      const chatOpened = await submitAndReadChat(page);
      // Held under the pointer, the toast stays while it is checked; it leaves once the pointer moves away.
      await pointAt(page, page.getByText(siteConfig.texts.form.sentTitle));
      expect(chatOpened.address).toBe(`https://wa.me/${chatNumber}`);
      expect(chatOpened.params).toEqual(['text']);
      expect(chatOpened.text).toBe(expectedChatText(sample));

      await expect(toastRegion).toHaveAttribute('aria-live', 'polite');
      await expect(toastRegion).toHaveAttribute('role', 'status');
      await expect(page.getByText(siteConfig.texts.form.sentTitle)).toBeVisible();
      await expect(page.getByText('Te redirigimos a WhatsApp para completar tu consulta.')).toBeVisible();
      await expect(liveRegions).toContainText(siteConfig.texts.form.sentTitle);

      const fields = form(page);
      for (const field of [fields.name, fields.phone, fields.email, fields.service, fields.message]) {
        await expect(field).toHaveValue('');
      }
      await page.mouse.move(0, 0);
      await expect(page.getByText(siteConfig.texts.form.sentTitle)).toBeHidden();
    },
  );

  test(
    'what is typed before the island loads stays when it hydrates, and the form then sends in the page',
    { tag: '@once' },
    async ({ page }) => {
      // React and the island's code held back while the visitor types (the first touch asks for them).
      const island = await holdRequests(page, /\/assets\/(contact-form|runtime)-[\w-]+\.js$/);
      await visit(page, '/');
      await fill(page, sample);
      await island.requested;
      const placeholder = page.locator('[data-island="ContactForm"]');
      await expect(placeholder).not.toHaveAttribute('data-hydrated');
      island.release();
      await expect(placeholder).toHaveAttribute('data-hydrated', 'true');
      const fields = form(page);
      for (const field of ['name', 'phone', 'email', 'service', 'message'] as const) {
        await expect(fields[field]).toHaveValue(sample[field]);
      }
      // Sent by the island: the composed message in a new tab, the toast, and the form cleared.
      expect((await submitAndReadChat(page)).text).toBe(expectedChatText(sample));
      await expect(page.getByText(siteConfig.texts.form.sentTitle)).toBeVisible();
      await expect(fields.name).toHaveValue('');
    },
  );

  test(
    'when the island’s code does not arrive, the form still sends, no script error shows, and the next touch retries',
    { tag: '@once' },
    async ({ page, consoleErrors }) => {
      // The connection drops on the island's first request, then comes back.
      let dropped = 0;
      await page.route(/\/assets\/contact-form-[\w-]+\.js$/, async (route) => {
        if (dropped === 0) {
          dropped += 1;
          return route.abort('internetdisconnected');
        }
        return route.continue();
      });
      await page.goto('/');
      const placeholder = page.locator('[data-island="ContactForm"]');
      await form(page).name.focus();
      await expect.poll(() => dropped).toBe(1);
      await expect(placeholder).not.toHaveAttribute('data-hydrated');
      // Touching the form again asks for its code again; what was typed meanwhile stays.
      await fill(page, sample);
      await expect(placeholder).toHaveAttribute('data-hydrated', 'true');
      await expect(form(page).name).toHaveValue(sample.name);
      expect((await submitAndReadChat(page)).text).toBe(expectedChatText(sample));
      await expect(page.getByText(siteConfig.texts.form.sentTitle)).toBeVisible();
      // A failed fetch may log itself as a network error; no script error or unhandled rejection.
      expect(consoleErrors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
    },
  );

  // One visitor sending one enquiry after another from the same page (the form clears after each).
  test(
    'optional fields left empty, emoji, symbols, newlines, right-to-left script and the longest message each reach the chat unchanged',
    { tag: '@once' },
    async ({ page }) => {
      await openForm(page);
      const enquiries = [
        { kind: 'optional fields left empty', enquiry: { ...sample, email: '', service: '', message: '' } },
        ...hostileEnquiries(sample),
      ];
      for (const { kind, enquiry } of enquiries) {
        await test.step(kind, async () => {
          await fill(page, enquiry);
          await expect(form(page).message).toHaveValue(enquiry.message);
          const chatOpened = await submitAndReadChat(page);
          expect(chatOpened.params).toEqual(['text']);
          expect(chatOpened.text).toBe(expectedChatText(enquiry));
          await expect(form(page).name).toHaveValue('');
        });
      }
    },
  );
});

test.describe('contact details', { tag: '@once' }, () => {
  test('address, phone, WhatsApp, email, opening hours and social profiles', async ({ page }) => {
    await visit(page, '/');
    const contact = page.locator('#contacto');
    await expect(contact.getByText(`${address.street}, ${address.neighbourhood}, ${address.city}`)).toBeVisible();
    await expect(contact.getByText('Luzuriaga 395, Barracas, CABA')).toBeVisible();
    // The number is shown with non-breaking spaces and hyphen, so it never wraps.
    await expect(contact.locator(`a[href="tel:${phone.tel}"]`)).toHaveText(
      phone.display.replaceAll(' ', '\u00a0').replaceAll('-', '\u2011'),
    );
    const whatsapp = contact.getByRole('link', { name: /^Escribir por WhatsApp/ });
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    const chatUrl = new URL((await whatsapp.getAttribute('href')) ?? '');
    expect(`${chatUrl.origin}${chatUrl.pathname}`).toBe(`https://wa.me/${chatNumber}`);
    expect(chatUrl.searchParams.get('text')).toBe(chat.greeting);
    await expect(contact.getByRole('link', { name: email, exact: true })).toHaveAttribute('href', `mailto:${email}`);

    // The week's hours; the next special days (holidays, closures), when there are any, follow in a list of their own.
    const hours = contact.locator('dl').first();
    await hours.scrollIntoViewIfNeeded();
    expect(
      await hours.evaluate((list) =>
        [...list.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      ),
    ).toEqual([
      ['Lunes a viernes', '9:00 a 19:00'],
      ['Sábado', '9:00 a 18:00'],
      ['Domingo', 'Cerrado'],
    ]);
    await expect(hours).toBeVisible();

    const social = contact.getByRole('list', { name: siteConfig.texts.shared.socialLinks }).getByRole('link');
    await expect(social).toHaveCount(3);
    for (const [index, profile] of siteConfig.social.entries()) {
      await expect(social.nth(index)).toHaveAttribute('href', profile.url);
      await expect(social.nth(index)).toHaveAttribute('target', '_blank');
      await expect(social.nth(index)).toContainText(profile.network);
    }
  });
});

const status = (page: Page) => page.getByTestId('estado-horario');

/** Buenos Aires is UTC−3 all year. */
const inBuenosAires = (localTime: string) => new Date(`${localTime}-03:00`);

/** The hour the browser's own clock shows, to prove it differs from the workshop's. */
const browserHour = (page: Page) => page.evaluate(() => new Date().getHours());

async function expectStatusAt(page: Page, localTime: string, label: string): Promise<void> {
  await page.clock.setFixedTime(inBuenosAires(localTime));
  await visit(page, '/');
  await status(page).scrollIntoViewIfNeeded();
  await expect(status(page)).toHaveText(label);
}

test.describe('live opening status', { tag: '@once' }, () => {
  test.describe('for a visitor in Tokyo (a day ahead)', () => {
    test.use({ timezoneId: 'Asia/Tokyo' });

    test('follows the Buenos Aires clock on a weekday', async ({ page }) => {
      await expectStatusAt(page, '2025-06-18T12:00:00', openUntil('19:00'));
      expect(await browserHour(page)).toBe(0);
      await expectStatusAt(page, '2025-06-16T08:59:00', fillBlanks(hourWords.opensToday, { hora: '9:00' }));
      await expectStatusAt(page, '2025-06-16T09:00:00', openUntil('19:00'));
      await expectStatusAt(page, '2025-06-16T18:59:00', openUntil('19:00'));
    });
  });

  test.describe('for a visitor in Madrid (five hours ahead)', () => {
    test.use({ timezoneId: 'Europe/Madrid' });

    test('closes at 19:00 Buenos Aires time on Friday and opens on Saturday', async ({ page }) => {
      await expectStatusAt(page, '2025-06-20T19:00:00', fillBlanks(hourWords.opensTomorrow, { hora: '9:00' }));
      expect(await browserHour(page)).toBe(0);
      await expectStatusAt(page, '2025-06-20T18:59:00', openUntil('19:00'));
    });
  });

  test.describe('for a visitor in Los Angeles (behind)', () => {
    test.use({ timezoneId: 'America/Los_Angeles' });

    test('closes at 18:00 on Saturday and opens again on Monday', async ({ page }) => {
      await expectStatusAt(page, '2025-06-21T17:59:00', openUntil('18:00'));
      await expectStatusAt(
        page,
        '2025-06-21T18:00:00',
        fillBlanks(hourWords.opensLater, { día: hourWords.days.monday, hora: '9:00' }),
      );
      expect(await browserHour(page)).toBe(14);
      await expectStatusAt(page, '2025-06-22T12:00:00', fillBlanks(hourWords.opensTomorrow, { hora: '9:00' }));
    });
  });

  test('updates by itself when the closing time passes', async ({ page }) => {
    await page.clock.install({ time: inBuenosAires('2025-06-20T18:59:40') });
    await visit(page, '/');
    await status(page).scrollIntoViewIfNeeded();
    await expect(status(page)).toHaveText(openUntil('19:00'));
    await page.clock.fastForward('00:40');
    await expect(status(page)).toHaveText(fillBlanks(hourWords.opensTomorrow, { hora: '9:00' }));
  });
});

/** Every address the browser asked the site for, popups included. */
function siteRequests(page: Page): string[] {
  const seen: string[] = [];
  page.context().on('request', (request) => {
    if (request.url().startsWith(new URL(page.url() === 'about:blank' ? 'http://localhost' : page.url()).origin)) {
      seen.push(request.url());
    }
  });
  return seen;
}

/** Records the page's Content-Security-Policy violations (works while its own scripts are held back). */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('reportViolation', (_source, violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (violation: string) => void }).reportViolation;
      report(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

/** The enquiry's typed values never show up in an address of the site itself. */
function expectNothingTypedIn(addresses: string[], enquiry: EnquiryForm): void {
  for (const address of addresses) {
    const decoded = decodeURIComponent(address.replaceAll('+', ' '));
    for (const value of [enquiry.name, enquiry.phone, enquiry.email]) expect(decoded).not.toContain(value);
  }
}

const multiLine: EnquiryForm = {
  ...sample,
  name: 'Martín "el Tano" & Cía 🏍️',
  message: 'Primera línea\nSegunda: 100% #1 & "pulido"\n\nمرحبا שלום',
};

test.describe('before the page script has arrived', { tag: '@once' }, () => {
  test('sending the form opens the chat with the exact text, and nothing typed lands in the address', async ({
    page,
    consoleErrors,
  }) => {
    const violations = await watchViolations(page);
    // Hold every script back: the visitor sends the form before any arrives.
    const scripts = await holdRequests(page, /\.js(\?|$)/);
    // Not waiting for "load": the scripts the page adds hold that event back too.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const addresses = siteRequests(page);
    const enquiryRequest = page.context().waitForEvent('request', (request) => request.url().endsWith('/consulta'));
    await fill(page, multiLine);
    const chatOpened = await submitAndReadChat(page);
    expect(scripts.delivered()).toBe(0);
    expect(chatOpened.address).toBe(`https://wa.me/${chatNumber}`);
    expect(chatOpened.params).toEqual(['text']);
    expect(chatOpened.text).toBe(expectedChatText(multiLine));

    // The Worker answered the form itself, while every script was still held back.
    const sent = await enquiryRequest;
    expect(sent.method()).toBe('POST');
    expect((await sent.response())?.status()).toBe(303);

    // The site's own page stays where it was, with what was typed still in the form.
    expect(new URL(page.url()).pathname).toBe('/');
    expect(new URL(page.url()).search).toBe('');
    await expect(form(page).name).toHaveValue(multiLine.name);
    expectNothingTypedIn([page.url(), ...addresses], multiLine);
    expect(violations).toEqual([]);
    expect(consoleErrors.filter((error) => error.includes('Content Security Policy'))).toEqual([]);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});

test.describe('without JavaScript', { tag: '@once' }, () => {
  test.use({ javaScriptEnabled: false });

  test('the form is shown and sends the enquiry to the chat, and the hours are still listed', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    const contact = page.locator('#contacto');
    await expect(contact.getByRole('heading', { name: home.contact.formTitle })).toBeVisible();
    await expect(form(page).submit).toBeVisible();
    const addresses = siteRequests(page);
    await fill(page, multiLine);
    const chatOpened = await submitAndReadChat(page);
    expect(chatOpened.address).toBe(`https://wa.me/${chatNumber}`);
    expect(chatOpened.text).toBe(expectedChatText(multiLine));
    expect(new URL(page.url()).search).toBe('');
    expectNothingTypedIn([page.url(), ...addresses], multiLine);
    expect(consoleErrors.filter((error) => error.includes('Content Security Policy'))).toEqual([]);
    await expect(contact.getByText('Lunes a viernes')).toBeVisible();
    await expect(status(page)).toHaveText('');
  });

  test('a required field left empty comes back with what was typed and a message', async ({ page, context }) => {
    await page.goto('/');
    await fill(page, { ...sample, phone: '' });
    // A browser that skips its own checks.
    await page.locator('#contacto form').evaluate((element: HTMLFormElement) => (element.noValidate = true));
    const popupPromise = page.waitForEvent('popup');
    await form(page).submit.click();
    const popup = await popupPromise;
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe('/consulta');
    await expect(popup.getByRole('alert')).toHaveText(
      fillBlanks(formWords.missing, { campos: formWords.missingPhone }),
    );
    await expect(form(popup).name).toHaveValue(sample.name);
    await expect(form(popup).message).toHaveValue(sample.message);
    await expect(form(popup).phone).toHaveAttribute('aria-invalid', 'true');
    await form(popup).phone.fill(sample.phone);
    const chat = chatRequested(context);
    await form(popup).submit.click();
    expect((await chat).searchParams.get('text')).toBe(expectedChatText(sample));
    expect(context.pages()).toHaveLength(2);
  });
});

/** Whether two boxes on screen share any pixel. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('no box');
  return box;
}

/** Its box once it stops moving: after the scroll that focus started, and any fade-in, have finished. */
async function restingBoxOf(locator: Locator) {
  let previous = '';
  await expect
    .poll(async () => {
      const current = JSON.stringify(await boxOf(locator));
      const resting = current === previous;
      previous = current;
      return resting;
    })
    .toBe(true);
  return boxOf(locator);
}

test.describe('on a 360px screen', { tag: '@once' }, () => {
  test.use({ viewport: { width: 360, height: 740 } });

  /**
   * Points across the submit button (its label, its centre, its edges) where the floating WhatsApp button is what a
   * visitor sees and taps: the form lies above it (it passes under the form), so there should be none.
   */
  const floatingOverSubmit = (submit: Locator) =>
    submit.evaluate((button) => {
      const box = button.getBoundingClientRect();
      const covered: string[] = [];
      for (const x of [0.02, 0.25, 0.5, 0.75, 0.98])
        for (const y of [0.1, 0.5, 0.9]) {
          const point = { x: box.left + box.width * x, y: box.top + box.height * y };
          const top = document.elementFromPoint(point.x, point.y);
          if (top?.closest('[data-testid="boton-whatsapp-flotante"]')) covered.push(`${x},${y}`);
        }
      return covered;
    });

  test('the floating WhatsApp button never covers the submit button', async ({ page }) => {
    await visit(page, '/');
    const floating = page.getByTestId('boton-whatsapp-flotante');
    const submit = form(page).submit;

    await submit.scrollIntoViewIfNeeded();
    expect(await floatingOverSubmit(submit)).toEqual([]);

    // Reached with the keyboard from the control above it at the bottom of the screen: the closed turn fields' toggle.
    const above = turnDisclosure(page);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await above.evaluate((field) => field.scrollIntoView({ block: 'end', behavior: 'instant' }));
    await above.focus();
    await page.keyboard.press('Tab');
    await expect(submit).toBeFocused();
    await expect(submit).toBeInViewport({ ratio: 1 });
    await restingBoxOf(submit);
    expect(await floatingOverSubmit(submit)).toEqual([]);

    // Even at the very bottom edge of the screen, where the floating button sits, the submit is what shows and takes
    // the tap, and the floating button is still there above and below the form.
    await submit.evaluate((button) => button.scrollIntoView({ block: 'end', behavior: 'instant' }));
    expect(await floatingOverSubmit(submit)).toEqual([]);
    await expect(floating).toBeAttached();
    await fill(page, sample);
    await submit.evaluate((button) => button.scrollIntoView({ block: 'end', behavior: 'instant' }));
    expect((await submitAndReadChat(page)).text).toBe(expectedChatText(sample));
  });

  test('the form sits centred in its band: its fields as far from the left edge as from the right', async ({
    page,
  }) => {
    await visit(page, '/');
    const { name, submit } = form(page);
    await name.scrollIntoViewIfNeeded();
    const screen = page.viewportSize()?.width ?? 0;
    for (const control of [name, submit]) {
      const box = await boxOf(control);
      expect(Math.abs(box.x - (screen - (box.x + box.width)))).toBeLessThanOrEqual(1);
    }
  });
});
