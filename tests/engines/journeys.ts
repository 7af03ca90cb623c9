// A visitor's journeys through the site, the same in every engine, at a phone's and a desktop's size, with
// JavaScript on and off: the menus, the gallery and its viewer, the form to the chat, a service page, Back and
// Forward. Each browser keeps what its console said; a journey fails on any script error, unhandled rejection or
// Content-Security-Policy message. Expected words and addresses come from the content.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { gallery, services } from '../../src/generated/content.ts';
import { holidays, site } from '../../src/generated/site.ts';
import { addDays, dayIn, weekdayOf } from '../../src/lib/calendar-day.ts';
import { fill } from '../../src/lib/fill.ts';
import { readChatText } from '../../src/lib/chat.ts';
import { sectionHref, serviceHref } from '../../src/lib/navigation.ts';
import { openVisitor, sizes, waitFor, type Engine, type Size, type Visitor } from './visitor.ts';

const origin = `http://localhost:${process.env.ENGINES_PORT ?? 8786}`;
const chatAddress = `https://wa.me/${site.phone.chatDigits}`;
const words = site.texts;
const pairs = gallery.filter((item) => item.type === 'image');
const carPairs = pairs.filter((item) => item.category === 'cars');
const needed = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`the journeys need ${what} in the content`);
  return value;
};
const firstService = needed(services[0], 'a service');
const secondService = needed(services[1], 'two services');
/** A pair that is not the first: the viewer must show the one tapped, not the one it was rendered with. */
const tappedPair = needed(carPairs[0] ?? pairs[1], 'two before/after pairs');

/** "lunes 07/12", in the content's day names. */
const named = (day: string) => `${words.hours.days[weekdayOf(day)]} ${day.slice(8, 10)}/${day.slice(5, 7)}`;
const opensOn = (day: string) => site.openingHours.periods.some((period) => period.days.includes(weekdayOf(day)));
const isHoliday = (day: string) => holidays.some((holiday) => holiday.date === day);
/** The national holidays (from the build) on days the workshop would open, from tomorrow on: the next one is refused. */
const holidaysAhead = (today: string) => holidays.filter((holiday) => holiday.date > today && opensOn(holiday.date));

/** A page's geometry and state, read in the page (works with the site's scripts off). */
const box = (selector: string) => `
  const element = document.querySelector(${JSON.stringify(selector)});
  if (!element) return null;
  const { top, bottom, left, right, width, height } = element.getBoundingClientRect();
  const style = getComputedStyle(element);
  const shown = width > 0 && height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
  return { top, bottom, left, right, width, height, shown };`;
type Box = { top: number; bottom: number; left: number; right: number; width: number; height: number; shown: boolean };

/** The element a tap at the middle of `selector` lands on is that element (or inside it): nothing covers it. */
const reachable = (selector: string) => `
  const element = document.querySelector(${JSON.stringify(selector)});
  if (!element) return false;
  const { left, top, width, height } = element.getBoundingClientRect();
  const hit = document.elementFromPoint(left + width / 2, top + height / 2);
  return Boolean(hit && (hit === element || element.contains(hit)));`;

/** Which of the journeys' runs (size and JavaScript setting) an engine goes through: all four unless it says. */
export interface JourneyRuns {
  only?: { size: Size['name']; javaScript: boolean };
}

export function journeys(engine: Engine, { only }: JourneyRuns = {}): void {
  for (const size of sizes)
    for (const javaScript of [true, false]) {
      if (only && (only.size !== size.name || only.javaScript !== javaScript)) continue;
      const phone = size.name === 'phone';
      describe(`${engine}, ${size.name} ${size.width}×${size.height}, JavaScript ${javaScript ? 'on' : 'off'}`, () => {
        let visitor: Visitor;
        const read = <T>(body: string) => visitor.read<T>(body);
        const boxOf = (selector: string) => read<Box | null>(box(selector));
        const shown = async (selector: string) => (await boxOf(selector))?.shown === true;
        /** The page's headline; the address changes before the new page is parsed, so journeys wait for it. */
        const headline = () => read<string>('return document.querySelector("h1")?.textContent ?? ""');
        /** Where the page rests once a smooth scroll is over. */
        const settledScroll = async () => {
          let last = NaN;
          await waitFor(async () => {
            const now = await read<number>('return scrollY');
            const still = now === last;
            last = now;
            await new Promise((resolve) => setTimeout(resolve, 150));
            return still;
          }, 'the page to stop scrolling');
          return last;
        };
        const home = async () => {
          await visitor.goto('/');
          if (javaScript)
            await waitFor(
              async () => read<boolean>('return document.documentElement.dataset.started === "true"'),
              'the page bundle',
            );
        };

        beforeAll(async () => {
          visitor = await openVisitor({ engine, size, javaScript, origin });
        });
        afterAll(async () => visitor?.close());

        test('the home page runs as its engine allows: scripts on or off, and no console problem', async () => {
          await home();
          expect(await read<boolean>('return matchMedia("(scripting: none)").matches')).toBe(!javaScript);
          expect(await read<string>('return document.querySelector("h1")?.textContent ?? ""')).not.toBe('');
          expect(visitor.problems()).toEqual([]);
        });

        if (phone)
          test('the phone menu: its lists open in place, nothing covers the next link, and a section link closes it', async () => {
            await home();
            const menu = '#menu-principal';
            expect(await shown(menu)).toBe(false);
            const opener = javaScript
              ? 'header button[aria-controls="menu-principal"]'
              : 'header a[href="#menu-principal"]';
            await visitor.click(opener);
            await waitFor(() => shown(menu), 'the menu to open');
            // Servicios: with scripts its button opens the list under it; without, the list is already there.
            if (javaScript) await visitor.click('#menu-servicios-boton');
            const firstLink = `#menu-servicios a[href="${serviceHref(firstService.id)}"]`;
            await waitFor(() => shown(firstLink), 'the services list');
            const label = await boxOf(javaScript ? '#menu-servicios-boton' : '[data-dropdown] > span');
            const list = await boxOf('#menu-servicios');
            expect(list && label && list.top >= label.bottom - 1, 'the list sits under its label').toBe(true);
            expect(list && list.left > 0, 'the list is indented in the menu, not at the corner').toBe(true);
            const galleryLink = `${menu} a[href="/#galeria"]`;
            await visitor.read(
              `document.querySelector(${JSON.stringify(galleryLink)}).scrollIntoView({ block: 'center' }); return null;`,
            );
            expect(await read<boolean>(reachable(galleryLink)), 'nothing covers "Galería"').toBe(true);
            await visitor.click(galleryLink);
            await waitFor(async () => (await visitor.url()).endsWith('#galeria'), 'the gallery section');
            await waitFor(async () => !(await shown(menu)), 'the menu to close after the link');
            // The page may scroll smoothly there.
            await waitFor(async () => {
              const section = await boxOf('#galeria');
              return Boolean(section && Math.abs(section.top) < size.height / 2);
            }, 'the gallery to be on screen');
            // Opened again and closed with its own control (the cross), the page stays where it was.
            await visitor.click(opener);
            await waitFor(() => shown(menu), 'the menu to open again');
            const scrolled = await settledScroll();
            await visitor.click(javaScript ? opener : 'header a[href="#encabezado"]');
            await waitFor(async () => !(await shown(menu)), 'the menu to close');
            expect(Math.abs((await settledScroll()) - scrolled)).toBeLessThan(2);
            expect(visitor.problems()).toEqual([]);
          });
        else
          test('the desktop menu: Servicios opens its list under the button and a service link opens its page', async () => {
            await home();
            await visitor.click('#menu-servicios-boton');
            const link = `#menu-servicios a[href="${serviceHref(secondService.id)}"]`;
            await waitFor(() => shown(link), 'the services dropdown');
            const button = await boxOf('#menu-servicios-boton');
            const list = await boxOf('#menu-servicios');
            expect(list && button && list.top >= button.bottom - 1 && list.left >= button.left - 400).toBe(true);
            await visitor.click(link);
            await waitFor(
              async () => (await visitor.url()).endsWith(serviceHref(secondService.id)),
              'the service page',
            );
            await waitFor(async () => (await headline()) === secondService.title, 'the service page’s headline');
            expect(visitor.problems()).toEqual([]);
          });

        test('the gallery: both kinds of work, and the viewer shows the pair tapped with its caption', async () => {
          await home();
          const carsTab = '#galeria-pestana-cars';
          const carsPanel = '#galeria-panel-cars';
          if (javaScript) {
            expect(await shown(carsPanel)).toBe(false);
            await visitor.click(carsTab);
            await waitFor(() => shown(carsPanel), 'the Autos panel');
            expect(await shown('#galeria-panel-bikes')).toBe(false);
          } else {
            // Without scripts there are no tabs to switch: every work is listed, under its kind's heading.
            expect(await shown(carsPanel)).toBe(true);
            expect(await shown('#galeria-panel-bikes')).toBe(true);
          }
          const panelOf = tappedPair.category === 'cars' ? carsPanel : '#galeria-panel-bikes';
          const titles = await read<string[]>(
            `return [...document.querySelectorAll('${panelOf} [data-title]')].map((title) => title.textContent)`,
          );
          const index = titles.indexOf(tappedPair.title);
          expect(index, `"${tappedPair.title}" is in its panel`).toBeGreaterThanOrEqual(0);
          const opener = `${panelOf} li:nth-child(${index + 1}) button[aria-haspopup]`;
          await visitor.click(opener);
          // The viewer: whatever is on top of the page now, covering the screen, with the pair's caption and photos.
          const viewer = javaScript ? '#galeria-visor' : `${panelOf} li:nth-child(${index + 1}) figure`;
          await waitFor(async () => {
            const seen = await boxOf(viewer);
            return Boolean(seen?.shown && seen.width >= size.width - 20 && seen.height >= size.height - 20);
          }, 'the viewer to cover the screen');
          const captions = await read<string>(`return document.querySelector(${JSON.stringify(viewer)}).innerText`);
          expect(captions).toContain(tappedPair.title);
          for (const side of [words.gallery.before, words.gallery.after]) {
            const alt = `${side}: ${tappedPair.title}`;
            const photo = () =>
              read<boolean>(`
                const image = [...document.querySelector(${JSON.stringify(viewer)}).querySelectorAll('img')].find((img) => img.alt === ${JSON.stringify(alt)});
                if (!image) return false;
                const { width, height } = image.getBoundingClientRect();
                return width > 100 && height > 100 && image.complete && image.naturalWidth > 0;`);
            await waitFor(photo, `"${alt}" to be shown in the viewer`);
          }
          await visitor.press('Escape');
          await waitFor(async () => {
            const seen = await boxOf(viewer);
            return !seen?.shown || seen.height < size.height - 20;
          }, 'the viewer to close');
          expect(visitor.problems()).toEqual([]);
        });

        test('a video work shows its poster, never the browser’s own controls', async () => {
          await home();
          const video = await read<{ controls: boolean; display: string; poster: boolean } | null>(`
            const video = document.querySelector('#galeria video');
            if (!video) return null;
            const poster = video.closest('figure').querySelector('picture img');
            return { controls: video.controls, display: getComputedStyle(video).display, poster: Boolean(poster) };`);
          // Without scripts nothing can start a video, and Chromium and WebKit would draw their own controls over the
          // poster: it is left out. With them, it has none of the browser's controls, only the site's button.
          expect(video?.poster).toBe(true);
          if (javaScript) expect(video).toMatchObject({ controls: false });
          else expect(video?.display).toBe('none');
        });

        test('the form opens the chat with the visitor’s words, and the select looks like the other fields', async () => {
          await home();
          const name = 'Lucía Fernández';
          const phoneNumber = '11 5555-0101';
          await visitor.type('#contacto-nombre', name);
          await visitor.type('#contacto-telefono', phoneNumber);
          // The first of the services the form offers (site.yaml → contactFormServices).
          const service = site.contactFormServices[0] ?? '';
          await visitor.choose('#contacto-servicio', service);
          const looks = await read<{ select: string[]; input: string[] }>(`
            const look = (element) => { const style = getComputedStyle(element); return [style.backgroundColor, style.color, style.borderTopColor, style.borderTopLeftRadius, style.appearance]; };
            return { select: look(document.querySelector('#contacto-servicio')), input: look(document.querySelector('#contacto-nombre')) };`);
          expect(looks.select.slice(0, 4)).toEqual(looks.input.slice(0, 4));
          expect(looks.select[4]).toBe('none');
          // With scripts, the form's island has hydrated once the typing has brought its code in: it sends in the page.
          if (javaScript)
            await waitFor(
              async () =>
                read<boolean>(
                  'return document.querySelector("[data-island=ContactForm]")?.dataset.hydrated === "true"',
                ),
              'the form to hydrate',
            );
          const before = visitor.handoffs().length;
          await visitor.click('#contacto button[type="submit"]');
          // Firefox reports the address once its error page for the unreachable chat is up: slow on a busy machine.
          await waitFor(async () => visitor.handoffs().length > before, 'the chat to open', 30_000);
          const chat = visitor.handoffs().at(-1) ?? '';
          expect(chat.startsWith(`${chatAddress}?`)).toBe(true);
          const lines = readChatText(chat).split('\n');
          expect(lines[0]).toBe(`${words.form.messageName} ${name}`);
          expect(lines).toContain(`${words.form.messagePhone} ${phoneNumber}`);
          expect(lines).toContain(`${words.form.messageService} ${service}`);
          if (javaScript) {
            await waitFor(
              async () =>
                (await read<string>('return document.querySelector("[data-toast-region]").textContent')).includes(
                  words.form.sentTitle,
                ),
              'the toast',
            );
            expect(await read<string>('return document.querySelector("#contacto-nombre").value')).toBe('');
          }
          expect(visitor.problems()).toEqual([]);
        });

        // At the phone's size only: the same form at both sizes, and the suite's time is counted.
        if (phone)
          test('a turn on a national holiday is refused saying why, and the day picker names the days without turns', async () => {
            await home();
            const today = dayIn(site.openingHours.timeZone, new Date());
            const holiday = needed(holidaysAhead(today)[0], 'a national holiday ahead (src/generated/site.ts)');
            let back = addDays(holiday.date, 1);
            while (!opensOn(back) || isHoliday(back)) back = addDays(back, 1);
            await visitor.type('#contacto-nombre', 'Lucía');
            await visitor.type('#contacto-telefono', '11 5555-0101');
            await visitor.click('#contacto summary');
            // The tap opens the fields at once (the browser's own disclosure); if not, say what took the tap.
            let tapped = '';
            await waitFor(async () => {
              tapped = await read<string>(
                'return `open: ${document.querySelector("#contacto details").open}, focus: ${document.activeElement?.outerHTML.slice(0, 80)}`',
              );
              return tapped.startsWith('open: true');
            }, 'the turn fields to open').catch((error: unknown) => {
              throw new Error(`${String(error)}; after the tap on their title the page has ${tapped}`);
            });
            if (javaScript) {
              // The checks load with the open fields: the picker starts on a day with turns, and the hint lists the
              // holidays of the weeks on offer.
              const last = addDays(today, site.turns.weeksAhead * 7);
              const closed = holidaysAhead(today).filter((day) => day.date <= last);
              let first = addDays(today, 1);
              while (!opensOn(first) || isHoliday(first)) first = addDays(first, 1);
              // The checks' code is fetched as the fields open: a busy machine's engine may take a while.
              let state = '';
              await waitFor(
                async () => {
                  state = await read<string>(
                    'const day = document.querySelector("#turno-dia"); return `open: ${day.closest("details").open}, min: "${day.min}"`',
                  );
                  return state.endsWith(`min: "${first}"`);
                },
                'the days on offer',
                30_000,
              ).catch((error: unknown) => {
                throw new Error(`${String(error)}; expected min "${first}", the page has ${state}`);
              });
              const list = closed.map((day) => named(day.date));
              const expected =
                list.length === 0
                  ? ''
                  : fill(words.turn.closedDays, {
                      días: list.length === 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} y ${list.at(-1)}`,
                    });
              const hint = await read<string>('return document.querySelector("#turno-dia-ayuda").textContent');
              if (expected) expect(hint).toContain(expected);
              else expect(hint).not.toContain(words.turn.closedDays.split('{')[0] ?? '');
            }
            await read(`const day = document.querySelector('#turno-dia'); day.value = ${JSON.stringify(holiday.date)};
              day.dispatchEvent(new Event('input', { bubbles: true })); day.dispatchEvent(new Event('change', { bubbles: true }));`);
            // Without scripts the home page's form answers in a new window (where the chat opens); the refused form the
            // Worker sends back is read in this one.
            if (!javaScript) await read('document.querySelector("#contacto form").removeAttribute("target")');
            const before = visitor.handoffs().length;
            await visitor.click('#contacto button[type="submit"]');
            const message = fill(words.turn.holidayDay, {
              fecha: named(holiday.date),
              feriado: holiday.name,
              vuelve: named(back),
            });
            // With scripts, beside the day in the page; without, in the form the Worker sends back (422).
            let said = '';
            await waitFor(
              async () => {
                said = await read<string>(
                  'return location.pathname + " " + (document.querySelector("#turno-dia-error")?.textContent ?? "")',
                );
                return said.endsWith(` ${message}`);
              },
              'the refusal beside the day',
              30_000,
            ).catch((error: unknown) => {
              throw new Error(`${String(error)}; the page says: ${said}`);
            });
            expect(await read<string>('return document.querySelector("#contacto-nombre").value')).toBe('Lucía');
            expect(await read<string>('return document.querySelector("#turno-dia").value')).toBe(holiday.date);
            expect(visitor.handoffs().length).toBe(before);
            expect(visitor.problems()).toEqual([]);
          });

        test('"Contacto" from a service page: the contact section is under the header as the home page loads, and stays', async () => {
          await visitor.goto(serviceHref(firstService.id));
          const menu = phone ? '#menu-principal' : 'header';
          if (phone) {
            await visitor.click(
              javaScript ? 'header button[aria-controls="menu-principal"]' : 'header a[href="#menu-principal"]',
            );
            await waitFor(() => shown(menu), 'the menu to open');
          }
          await visitor.click(`${menu} a[href="${sectionHref('contacto')}"]`);
          await waitFor(
            async () => read<boolean>('return location.pathname === "/" && document.readyState === "complete"'),
            'the home page to load',
          );
          // Where the section's top sits under the fixed header: the page's scroll padding (the header and a margin).
          const place = () =>
            read<{ offset: number; header: number; padding: number }>(`
              const section = document.getElementById('contacto').getBoundingClientRect();
              const header = document.querySelector('header').getBoundingClientRect();
              const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
              return { offset: section.top - padding, header: header.bottom, padding };`);
          const loaded = await place();
          expect(Math.abs(loaded.offset), 'the section is in place when the page has loaded').toBeLessThanOrEqual(3);
          expect(loaded.padding).toBeGreaterThanOrEqual(loaded.header);
          // No second scroll when the scripts run: it stays.
          await new Promise((resolve) => setTimeout(resolve, 600));
          expect(Math.abs((await place()).offset), 'the section stays in place').toBeLessThanOrEqual(3);
          expect(visitor.problems()).toEqual([]);
        });

        test('a service page, then Back to the home page and Forward again', async () => {
          await home();
          const card = `#servicios a[href="${serviceHref(firstService.id)}"]`;
          await visitor.click(card);
          await waitFor(async () => (await visitor.url()).endsWith(serviceHref(firstService.id)), 'the service page');
          await waitFor(async () => (await headline()) === firstService.title, 'the service page’s headline');
          // Its chat buttons carry the service's name into the chat.
          const chatLinks = () =>
            read<string[]>(
              `return [...document.querySelectorAll('main a[href^="${chatAddress}"]')].map((link) => link.href)`,
            );
          await waitFor(
            async () => (await chatLinks()).some((link) => readChatText(link).includes(firstService.title)),
            'the chat buttons',
          );
          await visitor.back();
          expect(new URL(await visitor.url()).pathname).toBe('/');
          await waitFor(() => shown('#servicios'), 'the home page');
          await visitor.forward();
          expect(await visitor.url()).toBe(new URL(serviceHref(firstService.id), origin).href);
          // A page restored from the back/forward cache reports late: give it a moment before reading the console.
          await new Promise((resolve) => setTimeout(resolve, 500));
          expect(visitor.problems()).toEqual([]);
        });
      });
    }
}
