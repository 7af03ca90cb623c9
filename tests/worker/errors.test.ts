// When something fails: a missing or broken count store is logged and shown to the owner as such, never as zero; any
// thrown error gives a Spanish page with a 5xx status and a log line (Workers Logs collects console.error).
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { services } from '../../src/generated/content.ts';
import app from '../../src/index.tsx';
import { siteConfig } from '../../src/site.config.ts';
import { observatoryGrade } from './observatory.ts';

// With the local backend (npm run admin) /admin/consultas asks GitHub nothing, so only the database is in play.
const owner = { ADMIN_LOCAL_BACKEND: 'http://localhost:8081/api/v1' };
const counts = (bindings: Record<string, unknown>) =>
  app.request('https://elitegaragespa.com/admin/consultas', {}, { ...env, ...owner, ...bindings });

afterEach(() => {
  vi.restoreAllMocks();
});

/** What was logged with console.error, as one string per call. */
function errorLog(): string[] {
  const lines: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => {
    lines.push(parts.map(String).join(' '));
  });
  return lines;
}

describe('/admin/consultas when the counts cannot be read', () => {
  it('without the DB binding: 503, "No pudimos leer las consultas", no table of zeros, one log line', async () => {
    const log = errorLog();
    const response = await counts({ DB: undefined });
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<h1>No pudimos leer las consultas</h1>');
    expect(html).not.toContain('Todavía no hay consultas');
    expect(html).not.toContain('<table>');
    expect(log).toHaveLength(1);
    expect(log[0]).toContain('no DB binding');
  });

  // A table the page reads (the enquiries', the turn requests', the visits to /resena).
  it.each(['enquiry_counts', 'turn_requests', 'review_visits'])(
    'with the table %s missing: the same page, and the database error in the log',
    async (table) => {
      await env.DB.exec(`DROP TABLE ${table}`);
      try {
        const log = errorLog();
        const response = await counts({});
        expect(response.status).toBe(503);
        expect(await response.text()).toContain('<h1>No pudimos leer las consultas</h1>');
        expect(log).toHaveLength(1);
        expect(log[0]).toContain(`no such table: ${table}`);
      } finally {
        // Only the dropped table comes back, as the last migration that makes it has it; the others are still there.
        const queries = env.TEST_MIGRATIONS.flatMap((migration) => migration.queries);
        const created = queries.filter((query) => query.includes(`CREATE TABLE ${table} (`)).at(-1);
        expect(created).toBeDefined();
        if (created) await env.DB.prepare(created).run();
      }
    },
  );
});

describe('a count that cannot be saved', () => {
  // A chat tap's count, and a turn request's (its own table and channel).
  it.each(['canal=chat', 'canal=turno&dia=any&horario=any'])(
    'without the DB binding the visitor still gets the 204, and one line is logged (%s)',
    async (query) => {
      const log = errorLog();
      const response = await app.request(
        `https://elitegaragespa.com/consulta/contar?servicio=${services[0]?.id}&${query}`,
        { method: 'POST', headers: { 'Sec-Fetch-Site': 'same-origin' } },
        { ...env, DB: undefined },
      );
      expect(response.status).toBe(204);
      await expect.poll(() => log.length).toBe(1);
      expect(log[0]).toMatch(/enquiry count not saved.*no DB binding/);
    },
  );
});

describe('a thrown error', () => {
  it("on a visitor's page: a Spanish page with a 500, the site's security headers, and the cause logged", async () => {
    const log = errorLog();
    const failingAssets = {
      fetch: () => {
        throw new Error('assets unreachable');
      },
    };
    const response = await app.request(
      'https://elitegaragespa.com/video/services/cualquiera.mp4',
      {},
      { ...env, ASSETS: failingAssets },
    );
    expect(response.status).toBe(500);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    const words = siteConfig.texts.serverError;
    expect(html).toContain('<html lang="es-AR"');
    expect(html).toContain(words.title);
    expect(html).toContain(words.lead);
    expect(html).toMatch(
      new RegExp(`<a href="https://wa\\.me/${siteConfig.phone.chatDigits}\\?text=[^"]+"[^>]*>${words.chat}</a>`),
    );
    expect(html).not.toContain('Internal Server Error');
    expect(observatoryGrade(response.headers).grade).toBe('A+');
    expect(
      log.some(
        (line) => line.includes('GET /video/services/cualquiera.mp4 failed') && line.includes('assets unreachable'),
      ),
    ).toBe(true);
  });

  it("on the owner's pages: a Spanish owner page with a 500, the editor's headers, and the cause logged", async () => {
    const log = errorLog();
    const bindings: Record<string, unknown> = { ...env };
    Object.defineProperty(bindings, 'GITHUB_CLIENT_ID', {
      get() {
        throw new Error('secret store unreachable');
      },
    });
    const response = await app.request('https://elitegaragespa.com/admin/auth', {}, bindings);
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<h1>Algo falló en la web</h1>');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Strict-Transport-Security')).toContain('max-age=63072000');
    expect(
      log.some((line) => line.includes('GET /admin/auth failed') && line.includes('secret store unreachable')),
    ).toBe(true);
  });
});
