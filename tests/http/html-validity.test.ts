// Every page a visitor can be served passes the W3C Nu HTML Checker (vnu.jar,
// from the vnu-jar package; it needs Java): each page in the sitemap, the
// not-found pages and the enquiry form sent back with fields missing, as the
// real server answers them. One checker run for all of them: a JVM start is
// the slow part.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from './client.ts';
import { httpTestOrigin as origin } from './server.ts';

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

interface Page {
  path: string;
  method?: string;
  body?: string;
  status: number;
}

interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  /** The markup around the error. */
  extract?: string;
}

/**
 * The checker's CSS validator predates features that current browsers support
 * and Tailwind 4 writes into the inline stylesheets (registered custom
 * properties, @starting-style, anchor positioning, gradients with an
 * interpolation space, the mask shorthand with a size). Each pattern names one
 * such feature, so any other CSS mistake still fails.
 */
const unknownToTheCssValidator = [
  /^CSS: Unrecognized at-rule '@(property|starting-style|view-transition)'$/,
  /^CSS: '(anchor-name|anchor-scope|position-anchor|position-area|margin-trim|view-transition-name)': Property '\1' doesn't exist\.$/,
  /^CSS: 'transition-property': '--[\w-]+' is not a 'transition-property' value\.$/,
  /^CSS: 'background-image': 'in' is not a 'linear-gradient' value\.$/,
  /^CSS: 'mask': Too many values or values are not recognized\.$/,
];
/** Nor does it know the view-transition pseudo-elements (::view-transition-old(…)): it reports a parse error there. */
function atViewTransitionPseudo(message: NuMessage, document: string): boolean {
  if (message.message !== 'CSS: Parse Error.' || message.firstColumn === undefined) return false;
  const line = document.split('\n')[(message.lastLine ?? 0) - 1] ?? '';
  return line.slice(Math.max(0, message.firstColumn - 80), message.firstColumn + 20).includes('::view-transition-');
}

/** The pages of the sitemap, as the server lists them (their paths, on this origin). */
async function sitemapPages(): Promise<Page[]> {
  const sitemap = await send(origin, { path: '/sitemap.xml' });
  const paths = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
  return paths.map((pagePath) => ({ path: pagePath, status: 200 }));
}

const otherPages: Page[] = [
  { path: '/no-existe', status: 404 },
  { path: '/servicios/no-existe', status: 404 },
  { path: '/cursos/no-existe', status: 404 },
  // The form again, with what was typed and what is missing (a browser whose form script has not run).
  { path: '/consulta', method: 'POST', body: 'name=Ana&phone=', status: 422 },
];

/** Runs vnu once over every file in `folder`; resolves with its messages (it exits 1 when it reports errors). */
function checkFolder(folder: string): Promise<NuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      ['-jar', vnuJar, '--errors-only', '--asciiquotes', '--format', 'json', '--stdout', folder],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        try {
          resolve((JSON.parse(stdout) as { messages: NuMessage[] }).messages);
        } catch {
          // No Java on this machine: Debian's default-jre-headless is what .ci/run installs.
          reject(new Error(`vnu.jar did not run (it needs java on the PATH): ${error?.message ?? ''} ${stderr}`));
        }
      },
    );
  });
}

describe('the W3C Nu HTML Checker', () => {
  let folder = '';
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'nu-pages-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('finds no error on any page a visitor can be served', { timeout: 90_000 }, async () => {
    const pages = [...(await sitemapPages()), ...otherPages];
    expect(pages.length).toBeGreaterThan(otherPages.length + 10);
    const fileOf = new Map<string, string>();
    const documentOf = new Map<string, string>();
    await Promise.all(
      pages.map(async (page, index) => {
        const headers: Record<string, string> = { 'Accept-Encoding': 'identity' };
        if (page.body !== undefined) headers['Content-Type'] = 'application/x-www-form-urlencoded';
        const answer = await send(origin, { path: page.path, method: page.method, body: page.body, headers });
        expect(answer.status, `${page.method ?? 'GET'} ${page.path}`).toBe(page.status);
        const file = path.join(folder, `${index}.html`);
        fileOf.set(file, `${page.method ?? 'GET'} ${page.path}`);
        documentOf.set(file, answer.body.toString());
        await writeFile(file, answer.body);
      }),
    );

    const messages = await checkFolder(folder);
    const savedFile = (message: NuMessage) => (message.url ? fileURLToPath(message.url) : '');
    const errors = messages
      .filter((message) => !unknownToTheCssValidator.some((pattern) => pattern.test(message.message)))
      .filter((message) => !atViewTransitionPseudo(message, documentOf.get(savedFile(message)) ?? ''))
      .map((message) => {
        const file = savedFile(message);
        const where = `line ${message.lastLine ?? '?'}, column ${message.firstColumn ?? '?'}`;
        return `${fileOf.get(file) ?? file} ${where}: ${message.message} (${(message.extract ?? '').trim().slice(0, 120)})`;
      });
    expect(errors).toEqual([]);
  });
});
