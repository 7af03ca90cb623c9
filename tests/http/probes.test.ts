// Requests a newcomer, a crawler and an attacker send, through wrangler's real
// HTTP stack (`npm start`), with the status, headers and decoded body each must
// get. Two bugs lived only there: a 500 for every trailing slash (a body-less
// redirect marked for brotli) and brotli for clients that asked for none.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { speculationRulesPath } from '../../src/lib/speculation-rules.ts';
import { siteConfig } from '../../src/site.config.ts';
import { send, rawUtf8, type Answer, type Probe } from './client.ts';
import { httpTestOrigin as origin } from './server.ts';

const firstFile = (folder: string, pattern: RegExp) => {
  const name = readdirSync(`dist/client/${folder}`).find((file) => pattern.test(file));
  if (!name) throw new Error(`no ${pattern} in dist/client/${folder}: run npm run build`);
  return `/${folder}/${name}`;
};
const video = firstFile('video/services', /\.mp4$/);
const script = firstFile('assets', /^runtime-.+\.js$/);

const isPage = (answer: Answer) => answer.text.startsWith('<!DOCTYPE html>') && answer.text.includes('</html>');
const isNotFoundPage = (answer: Answer) =>
  isPage(answer) && /Oops! Page not found|Servicio no encontrado/.test(answer.text);

interface Case {
  name: string;
  probe: Probe;
  status: number;
  headers?: Record<string, string | RegExp | null>;
  body?: (answer: Answer) => boolean;
}

const redirectsTo = (path: string): Omit<Case, 'name' | 'probe'> => ({
  status: 301,
  headers: { location: `${origin}${path}`, 'content-type': null },
  body: (answer) => answer.body.length === 0,
});

const gzipAndBr = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };
/** A page's Speculation-Rules header: one structured-field string, the rules' file with the release's version. */
const namesTheRules = new RegExp(`^"${speculationRulesPath.replace('.', '\\.')}\\?v=[\\w-]+"$`);
const cases: Case[] = [
  // Trailing slashes, as browsers (with Accept-Encoding) and curl (without) send them.
  ...['/servicios/', '/cursos/', '/terminos-condiciones/', '/video/', '/a/b/'].flatMap((path) =>
    [gzipAndBr, { 'Accept-Encoding': 'gzip' }, {}].map((headers): Case => ({
      name: `${path} with ${JSON.stringify(headers)}`,
      probe: { path, headers },
      ...redirectsTo(path.slice(0, -1)),
    })),
  ),
  {
    name: 'HEAD with a trailing slash',
    probe: { method: 'HEAD', path: '/cursos/' },
    ...redirectsTo('/cursos'),
  },
  {
    name: 'a trailing slash keeps the query',
    probe: { path: '/terminos-condiciones/?utm_source=x', headers: gzipAndBr },
    ...redirectsTo('/terminos-condiciones?utm_source=x'),
  },
  { name: 'a double slash', probe: { path: '//', headers: gzipAndBr }, ...redirectsTo('/') },

  // Paths that are odd on the wire.
  ...['/servicios/../terminos-condiciones', '/./terminos-condiciones', '/servicios/%2e%2e/terminos-condiciones'].map(
    (path): Case => ({
      name: `dot segments ${path}`,
      probe: { path, headers: gzipAndBr },
      status: 200,
      body: (answer) => isPage(answer) && answer.text.includes('Términos y condiciones'),
    }),
  ),
  ...['/servicios%2Fpulido-abrillantado', '/%E0%A4%A', '/servicios/%zz', '/%ff', '/%00'].map((path): Case => ({
    name: `encoded slash or broken percent-encoding ${path}`,
    probe: { path, headers: gzipAndBr },
    status: 404,
    body: isNotFoundPage,
  })),
  {
    name: 'a 9 KB path',
    probe: { path: `/${'a'.repeat(9000)}`, headers: gzipAndBr },
    status: 404,
    body: isNotFoundPage,
  },
  {
    name: 'a 9 KB path with a trailing slash',
    probe: { path: `/${'a'.repeat(9000)}/`, headers: gzipAndBr },
    ...redirectsTo(`/${'a'.repeat(9000)}`),
  },
  {
    name: 'Unicode, percent-encoded',
    probe: { path: '/%C3%B1and%C3%BA-%F0%9F%9A%97', headers: gzipAndBr },
    status: 404,
    body: isNotFoundPage,
  },
  {
    name: 'Unicode, raw UTF-8 bytes',
    probe: { path: rawUtf8('/servicios/ñandú'), headers: gzipAndBr },
    status: 404,
    body: (answer) => isPage(answer) && answer.text.includes('Servicio no encontrado'),
  },

  // Methods.
  { name: 'GET /', probe: { path: '/' }, status: 200, body: isPage },
  {
    name: 'HEAD /',
    probe: { method: 'HEAD', path: '/' },
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'speculation-rules': namesTheRules },
    body: (answer) => answer.body.length === 0,
  },
  {
    name: 'the speculation rules, as Chromium fetches them',
    probe: { path: speculationRulesPath, headers: gzipAndBr },
    status: 200,
    headers: { 'content-type': 'application/speculationrules+json', 'speculation-rules': null },
    body: (answer) => Object.keys(JSON.parse(answer.text) as object).join() === 'prefetch,prerender',
  },
  ...['POST', 'PUT', 'DELETE', 'PATCH'].flatMap((method) =>
    ['/', '/servicios/pulido-abrillantado', '/no-existe'].map((path): Case => ({
      name: `${method} ${path}`,
      probe: { method, path, headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'a=1' },
      status: 405,
      headers: { allow: 'GET, HEAD' },
    })),
  ),
  {
    name: 'OPTIONS on a page',
    probe: { method: 'OPTIONS', path: '/cursos/detailing-basico' },
    status: 204,
    headers: { allow: 'GET, HEAD' },
  },
  {
    name: 'OPTIONS /consulta',
    probe: { method: 'OPTIONS', path: '/consulta' },
    status: 204,
    headers: { allow: 'GET, HEAD, POST' },
  },
  {
    name: 'PUT /consulta',
    probe: { method: 'PUT', path: '/consulta' },
    status: 405,
    headers: { allow: 'GET, HEAD, POST' },
  },
  { name: 'GET /consulta', probe: { path: '/consulta' }, status: 302, headers: { location: '/#contacto' } },
  {
    name: 'POST /consulta',
    probe: {
      method: 'POST',
      path: '/consulta',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'name=Ana+%F0%9F%9A%97&phone=11+5555-1234&message=L%C3%ADnea+1%0D%0A%26+%23+%25+%22',
    },
    status: 303,
    headers: {
      location:
        'https://wa.me/5491169122284?text=Hola!%20Me%20llamo%20Ana%20%F0%9F%9A%97%0A%0ATel%C3%A9fono%3A%2011%205555-1234%0AEmail%3A%20%0AServicio%20de%20inter%C3%A9s%3A%20%0A%0AL%C3%ADnea%201%0A%26%20%23%20%25%20%22%0A%0AEnviado%20desde%20la%20web%20de%20Elite%20Garage%20Spa',
    },
  },
  {
    name: 'POST /consulta without the required fields',
    probe: {
      method: 'POST',
      path: '/consulta',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'message=hola',
    },
    status: 422,
    headers: { 'speculation-rules': namesTheRules },
    body: (answer) =>
      isPage(answer) && answer.text.includes('Para enviar la consulta completá tu nombre y tu teléfono.'),
  },

  // The short address of the review card (src/reviews/routes.ts): the reviews link from the content, never the query.
  ...['', '?fbclid=IwAR0&utm_source=qr', '?url=https%3A%2F%2Fevil.example%2F%0D%0ASet-Cookie:%20a=1'].map(
    (query): Case => ({
      name: `GET /resena${query}`,
      probe: { path: `/resena${query}`, headers: { ...gzipAndBr, 'User-Agent': 'curl/8.11.1' } },
      status: 302,
      headers: { location: siteConfig.reviewsUrl, 'cache-control': 'no-store', 'set-cookie': null, etag: null },
      body: (answer) => answer.body.length === 0,
    }),
  ),
  {
    name: 'HEAD /resena',
    probe: { method: 'HEAD', path: '/resena' },
    status: 302,
    headers: { location: siteConfig.reviewsUrl, 'cache-control': 'no-store' },
  },
  ...['POST', 'PUT', 'DELETE'].map((method): Case => ({
    name: `${method} /resena`,
    probe: { method, path: '/resena', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'a=1' },
    status: 405,
    headers: { allow: 'GET, HEAD', location: null },
  })),

  // Accept-Encoding, as the visitor's client sends it. wrangler's stand-in for
  // Cloudflare's front line re-encodes what the Worker picked into the first
  // coding the client lists with the highest weight, and sends "*" unencoded.
  ...(
    [
      ['absent', undefined, null],
      ['identity', 'identity', null],
      ['gzip', 'gzip', 'gzip'],
      ['br', 'br', 'br'],
      ['a browser', 'gzip, deflate, br, zstd', 'gzip'],
      ['brotli first', 'br, gzip', 'br'],
      ['br refused with q=0', 'br;q=0, gzip', 'gzip'],
      ['gzip refused with q=0', 'gzip;q=0', null],
      ['*', '*', null],
    ] as const
  ).map(([name, accepted, encoding]): Case => ({
    name: `Accept-Encoding ${name}`,
    probe: { path: '/', headers: accepted === undefined ? {} : { 'Accept-Encoding': accepted } },
    status: 200,
    headers: { 'content-encoding': encoding, vary: /Accept-Encoding/ },
    body: isPage,
  })),

  // Byte ranges on a video.
  {
    name: 'a video without Range',
    probe: { path: video },
    status: 200,
    headers: { 'accept-ranges': 'bytes', 'content-type': 'video/mp4' },
  },
  {
    name: 'Range bytes=0-99',
    probe: { path: video, headers: { Range: 'bytes=0-99' } },
    status: 206,
    headers: { 'content-range': /^bytes 0-99\/\d+$/, 'content-length': '100' },
    body: (answer) => answer.body.length === 100,
  },
  {
    name: 'Range bytes=-100',
    probe: { path: video, headers: { Range: 'bytes=-100' } },
    status: 206,
    body: (answer) => answer.body.length === 100,
  },
  { name: 'Range bytes=5-1 (invalid: ignored)', probe: { path: video, headers: { Range: 'bytes=5-1' } }, status: 200 },
  {
    name: 'Range bytes=0-1,5-9 (several: whole file)',
    probe: { path: video, headers: { Range: 'bytes=0-1,5-9' } },
    status: 200,
  },
  {
    name: 'Range items=0-9 (unknown unit: ignored)',
    probe: { path: video, headers: { Range: 'items=0-9' } },
    status: 200,
  },
  {
    name: 'Range past the end',
    probe: { path: video, headers: { Range: 'bytes=99999999-' } },
    status: 416,
    headers: { 'content-range': /^bytes \*\/\d+$/ },
  },
];

describe.each(cases)('$name', ({ probe, status, headers = {}, body }) => {
  it(`answers ${status}`, async () => {
    const answer = await send(origin, probe);
    expect(answer.status, answer.text.slice(0, 200)).toBe(status);
    for (const [name, expected] of Object.entries(headers)) {
      if (expected instanceof RegExp) expect(answer.headers[name], name).toMatch(expected);
      else expect(answer.headers[name] ?? null, name).toBe(expected);
    }
    if (body) expect(body(answer), 'body').toBe(true);
  });
});

describe('whole files come back whole', () => {
  it('serves the full video for an invalid range, byte for byte the same as without one', async () => {
    const whole = await send(origin, { path: video });
    const ignored = await send(origin, { path: video, headers: { Range: 'bytes=5-1' } });
    expect(ignored.body.equals(whole.body)).toBe(true);
    expect(whole.body.length).toBe(Number(whole.headers['content-length']));
  });
});

describe('conditional requests', () => {
  it.each([
    ['a page', '/'],
    ['a hashed script', script],
    ['a video', video],
  ])('answers %s 304 to a matching If-None-Match', async (_kind, path) => {
    const first = await send(origin, { path, headers: gzipAndBr });
    const tag = first.headers.etag;
    expect(tag).toMatch(/^(W\/)?"[^"]+"$/);
    const again = await send(origin, { path, headers: { ...gzipAndBr, 'If-None-Match': tag ?? '' } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const other = await send(origin, { path, headers: { ...gzipAndBr, 'If-None-Match': '"otro"' } });
    expect(other.status).toBe(200);
  });
});

describe('the edge cache', () => {
  it('serves links with tracking parameters from the copy of the plain page', async () => {
    await send(origin, { path: '/politica-privacidad' });
    const answers = [];
    for (const query of ['?utm_source=instagram', '?fbclid=IwAR0', '?gclid=abc', '?x=1']) {
      answers.push(await send(origin, { path: `/politica-privacidad${query}` }));
    }
    expect(answers.map((answer) => answer.headers['x-edge-cache'])).toEqual(['HIT', 'HIT', 'HIT', 'HIT']);
    for (const answer of answers) {
      expect(answer.text).toContain('<link rel="canonical" href="https://elitegaragespa.com/politica-privacidad"/>');
    }
  });
});

describe('no request answers 5xx', () => {
  it('holds for every probe above, sent again together', async () => {
    const answers = await Promise.all(cases.map((entry) => send(origin, entry.probe)));
    expect(answers.map((answer) => answer.status).filter((status) => status >= 500)).toEqual([]);
  });
});
