// The layout checks (layout-checks.ts) in every engine, with JavaScript on and off, at five sizes from a small phone
// to a laptop: every type of page, and the home page's opened states (the phone menu with its Servicios list, the
// desktop dropdown, the gallery's viewer, the form with its turn fields and, with scripts, the toast after sending),
// plus the page POST /consulta answers with a message over the cap. One browser per engine and JavaScript setting
// goes through the sizes, each page visited once per size; a size's test lists every problem it found.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { gallery, courses, services } from '../../src/generated/content.ts';
import { site } from '../../src/generated/site.ts';
import { menuId } from '../../src/components/layout/SiteHeader.tsx';
import { MESSAGE_MAX_LENGTH } from '../../src/enquiry/message.ts';
import { pricesHref, sectionHref } from '../../src/lib/navigation.ts';
import { notFoundPath, pageTypePaths } from '../../src/lib/sitemap.ts';
import { layoutProblems, type LayoutRules } from './layout-checks.ts';
import { openVisitor, settled, waitFor, type Engine, type Size, type Visitor } from './visitor.ts';

const origin = `http://localhost:${process.env.ENGINES_PORT ?? 8786}`;
const words = site.texts;

/** A small and a common phone, a tablet upright, a tablet on its side (the desktop menu's first width), a laptop. */
export const layoutSizes: Size[] = [
  { name: 'small phone', width: 360, height: 800 },
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'tablet on its side', width: 1024, height: 768 },
  { name: 'laptop', width: 1366, height: 900 },
];

/** Where the desktop menu starts (Tailwind's lg): below it the header has the phone menu, and touch targets count. */
const desktopWidth = 1024;
/** Below the tablet's width (Tailwind's md), a phone: the services' section must not take a long scroll to pass. */
const tabletWidth = 768;
const servicesMostOnPhones = 3000;
const missing = (what: string): never => {
  throw new Error(`the layout checks need ${what} in the content`);
};
const pair = gallery.find((item) => item.type === 'image') ?? missing('a before/after pair');
const [home = '/', ...typePaths] = pageTypePaths(services, courses);
/** The other types of page, and the price list: one page of its own kind, which no other template draws. */
const otherPaths = [...typePaths.slice(0, -1), pricesHref, ...typePaths.slice(-1)];
const contact = sectionHref('contacto').slice('/#'.length);
const servicesSection = sectionHref('servicios').slice('/#'.length);

/** The rules of every page at this size, and the page's own: the home page's services, the not-found page's ways on. */
const rulesAt = (size: Size, path: string): LayoutRules => ({
  touch: size.width < desktopWidth,
  menu: `#${menuId}`,
  closeWord: words.menu.close,
  ...(path === home && size.width < tabletWidth ? { tallest: { [`#${servicesSection}`]: servicesMostOnPhones } } : {}),
  ...(path === notFoundPath ? { waysOnBesides: home } : {}),
});

export function layoutJourneys(engine: Engine): void {
  for (const javaScript of [true, false])
    describe(`${engine}, layout, JavaScript ${javaScript ? 'on' : 'off'}`, () => {
      let visitor: Visitor;
      const read = <T>(body: string) => visitor.read<T>(body);
      const shown = (selector: string) =>
        read<boolean>(`
          const element = document.querySelector(${JSON.stringify(selector)});
          if (!element) return false;
          const { width, height } = element.getBoundingClientRect();
          return width > 0 && height > 0 && getComputedStyle(element).visibility !== 'hidden';`);
      const settle = () => settled(visitor);
      const visit = async (path: string) => {
        await visitor.goto(path);
        await settle();
      };
      const scrollTo = (selector: string, block: 'start' | 'end') =>
        read(
          `document.querySelector(${JSON.stringify(selector)}).scrollIntoView({ block: '${block}', behavior: 'instant' }); return null;`,
        );

      beforeAll(async () => {
        visitor = await openVisitor({ engine, size: layoutSizes[0] as Size, javaScript, origin });
      });
      afterAll(async () => visitor?.close());

      /** Runs the checks on the page as it is now; `problems` lists what they found, each page's once. */
      const checker = (size: Size) => {
        const problems: string[] = [];
        /** What each page has shown so far: an opened state reports only what it adds. */
        const reported = new Set<string>();
        const check = async (where: string) => {
          // The page at rest: no CSS transition running (the header turning solid as the page scrolls, a card fading
          // in), twice 100 ms apart, so that a scroll's event, a frame later, has started its transitions.
          let still = 0;
          await waitFor(async () => {
            const moving = await read<boolean>(
              `return document.getAnimations().some((animation) => 'transitionProperty' in animation && animation.playState === 'running')`,
            );
            still = moving ? 0 : still + 1;
            return still >= 2;
          }, 'the transitions to end');
          const page = new URL(await visitor.url()).pathname;
          const rules = rulesAt(size, page);
          const found = await read<string[]>(`return (${layoutProblems.toString()})(${JSON.stringify(rules)})`);
          for (const problem of found) {
            // A fixed header's box moves down the page as it scrolls, a card grows as its form opens: the same
            // problem, told once.
            const key = `${page} ${problem.replace(/\d+×\d+ at \(-?\d+, -?\d+\)/g, '')}`;
            if (!reported.has(key)) problems.push(`${where}: ${problem}`);
            reported.add(key);
          }
        };
        return { problems, check };
      };

      for (const size of layoutSizes) {
        const phoneMenu = size.width < desktopWidth;
        test(`layout at ${size.width}×${size.height} (${size.name}): the home page and its opened states`, async () => {
          await visitor.resize(size);
          const { problems, check } = checker(size);

          await visit(home);
          await check('home');

          if (phoneMenu) {
            const opener = javaScript ? `header button[aria-controls="${menuId}"]` : `header a[href="#${menuId}"]`;
            await visitor.click(opener);
            await waitFor(() => shown(`#${menuId}`), 'the phone menu to open');
            if (javaScript) {
              await visitor.click('#menu-servicios-boton');
              await waitFor(() => shown('#menu-servicios a'), 'the Servicios list');
            }
            await check('home, the phone menu open');
            if (javaScript) await visitor.press('Escape');
            else await visitor.click('header a[href="#encabezado"]');
            await waitFor(async () => !(await shown(`#${menuId}`)), 'the phone menu to close');
          } else {
            await visitor.click('#menu-servicios-boton');
            await waitFor(() => shown('#menu-servicios a'), 'the Servicios dropdown');
            await check('home, the Servicios dropdown open');
            await visitor.press('Escape');
            await waitFor(async () => !(await shown('#menu-servicios a')), 'the dropdown to close');
          }

          // The gallery's viewer on the first before/after pair of its kind.
          const tab = `#galeria-pestana-${pair.category}`;
          const panel = `#galeria-panel-${pair.category}`;
          if (javaScript && !(await shown(panel))) {
            await visitor.click(tab);
            await waitFor(() => shown(panel), 'the gallery tab');
          }
          const index = await read<number>(
            `return [...document.querySelectorAll('${panel} li')].findIndex((item) => item.querySelector('[data-title]')?.textContent === ${JSON.stringify(pair.title)})`,
          );
          expect(index, `"${pair.title}" is in its panel`).toBeGreaterThanOrEqual(0);
          const item = `${panel} li:nth-child(${index + 1})`;
          await visitor.click(`${item} button[aria-haspopup]`);
          const viewer = javaScript ? '#galeria-visor' : `${item} figure`;
          const covering = async () => {
            const box = await read<{ width: number; height: number } | null>(
              `const box = document.querySelector(${JSON.stringify(viewer)})?.getBoundingClientRect(); return box ? { width: box.width, height: box.height } : null;`,
            );
            return Boolean(box && box.width >= size.width - 20 && box.height >= size.height - 20);
          };
          await waitFor(covering, 'the viewer to cover the screen');
          await check('home, the gallery viewer open');
          await visitor.press('Escape');
          await waitFor(async () => !(await covering()), 'the viewer to close');

          // The form with its turn fields open, its end at the bottom of the screen, where the chat button floats.
          const form = `#${contact} form`;
          await visitor.click(`${form} details > summary`);
          await waitFor(
            () => read<boolean>(`return document.querySelector('${form} details').open`),
            'the turn fields to open',
          );
          await scrollTo(`${form} [type="submit"]`, 'end');
          await check('home, the form with its turn fields open, its button at the bottom of the screen');
          await scrollTo(form, 'start');
          await check('home, the form with its turn fields open, its top at the top of the screen');

          if (javaScript) {
            await visitor.type(`#${contact}-nombre`, 'Lucía Fernández');
            await visitor.type(`#${contact}-telefono`, '11 5555-0101');
            await visitor.click(`${form} [type="submit"]`);
            await waitFor(
              async () =>
                (await read<string>('return document.querySelector("[data-toast-region]").textContent')).includes(
                  words.form.sentTitle,
                ),
              'the toast',
            );
            await check('home, the toast after sending');
          }

          expect(problems.length, `the problems found:\n${problems.join('\n')}\n`).toBe(0);
        }, 120_000);
      }

      // A page of every other type, and the page POST /consulta answers, each opened once and turned through the
      // sizes, as a visitor turns a tablet or resizes a window: their layout is the style sheet's alone.
      test('layout of every other type of page, at every size', async () => {
        const results = layoutSizes.map((size) => ({ size, ...checker(size) }));
        const atEverySize = async (where: string) => {
          for (const { size, check } of results) {
            await visitor.resize(size);
            await check(`${where} at ${size.width}×${size.height}`);
          }
        };
        for (const path of otherPaths) {
          await visit(path);
          await atEverySize(path);
        }
        // The page POST /consulta answers when the form arrives with a message over the cap.
        const message = 'Una consulta larga. '.repeat(Math.ceil(MESSAGE_MAX_LENGTH / 20) + 1);
        await read(`
          const form = document.createElement('form');
          form.method = 'post';
          form.action = '/consulta';
          for (const [name, value] of Object.entries(${JSON.stringify({ name: 'Lucía Fernández', phone: '11 5555-0101', message })})) {
            const field = document.createElement('textarea');
            field.name = name;
            field.value = value;
            form.append(field);
          }
          document.body.append(form);
          HTMLFormElement.prototype.submit.call(form);
          return null;`);
        await waitFor(
          async () =>
            (await read<string>('return document.querySelector("h1")?.textContent ?? ""')) === words.form.pageTitle,
          'the enquiry page',
        );
        await settle();
        await atEverySize('POST /consulta, a message over the cap');
        const problems = results.flatMap((result) => result.problems);
        expect(problems.length, `the problems found:\n${problems.join('\n')}\n`).toBe(0);
      }, 120_000);
    });
}
