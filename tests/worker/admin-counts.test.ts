// /admin/consultas: the enquiry counts, only for an account that can write to
// the site's repository (GitHub's API, stood in for here), in Spanish.
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { services } from '../../src/generated/content.ts';
import { adminHomePage, countsRefusedPage } from '../../src/admin/pages.ts';
import app from '../../src/index.tsx';
import { addEnquiry, addTurnRequest } from '../../src/enquiry/counts.server.ts';
import { noVehicleName } from '../../src/admin/turn-table.ts';
import { dom, within } from './dom.ts';
import { dayIn } from '../../src/lib/calendar-day.ts';
import { monthsOf } from '../../src/enquiry/counts.ts';
import { siteConfig } from '../../src/site.config.ts';

const repository = 'taller/sitio';
const service = services[0];

/** GitHub's answer about the repository, per token: what the Worker is told the token may do. */
function standInGitHub(answers: Record<string, { status: number; push?: boolean }>) {
  const calls: string[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new Request(input, init).url;
    if (!url.startsWith('https://api.github.com/')) return realFetch(input, init);
    calls.push(url);
    const token = new Headers(init?.headers).get('Authorization')?.replace(/^Bearer /, '') ?? '';
    const answer = answers[token] ?? { status: 401 };
    return Response.json(
      { full_name: repository, permissions: { push: answer.push ?? false } },
      { status: answer.status },
    );
  });
  return calls;
}

const visit = (token?: string, bindings: Record<string, unknown> = { EDITOR_GITHUB_REPO: repository }) =>
  app.request(
    'https://elitegaragespa.com/admin/consultas',
    { headers: token ? { Cookie: `editor_token=${token}` } : {} },
    { ...env, ...bindings },
  );

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/admin/consultas', () => {
  it('without signing in: 401, in Spanish, pointing to the editor; GitHub is not asked', async () => {
    const calls = standInGitHub({});
    const response = await visit();
    expect(response.status).toBe(401);
    const html = await response.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('entrá primero al <a href="/admin/">editor</a>');
    expect(html).not.toContain('<table>');
    expect(calls).toEqual([]);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('with a token GitHub does not accept: 401', async () => {
    standInGitHub({});
    expect((await visit('vencido')).status).toBe(401);
  });

  it('with an account that cannot write to the repository: 403, in Spanish', async () => {
    const calls = standInGitHub({ lectura: { status: 200, push: false }, ajeno: { status: 404 } });
    for (const token of ['lectura', 'ajeno']) {
      const response = await visit(token);
      expect(response.status).toBe(403);
      expect(await response.text()).toContain('no puede ver las consultas');
    }
    expect(calls).toEqual([`https://api.github.com/repos/${repository}`, `https://api.github.com/repos/${repository}`]);
  });

  it("with the owner's token: this month's and last month's counts per service and channel, and a bar chart", async () => {
    standInGitHub({ dueno: { status: 200, push: true } });
    const today = dayIn(siteConfig.openingHours.timeZone, new Date());
    const { current, previous } = monthsOf(today);
    await addEnquiry(env.DB, { service: service?.id ?? '', channel: 'chat' }, today);
    await addEnquiry(env.DB, { service: service?.id ?? '', channel: 'chat' }, today);
    await addEnquiry(env.DB, { service: service?.id ?? '', channel: 'form' }, today);
    await addEnquiry(env.DB, { service: 'general', channel: 'form' }, `${previous}-15`);

    const response = await visit('dueno');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1>Consultas por servicio</h1>');
    // The month as Spanish names it: "noviembre de 2026".
    const name = (month: string) =>
      `${new Date(`${month}-15T12:00:00Z`).toLocaleString('es-AR', { month: 'long', timeZone: 'UTC' })} de ${month.slice(0, 4)}`;
    expect(html).toContain(`<h2>${name(current)}</h2>`);
    expect(html).toContain(`<h2>${name(previous)}</h2>`);
    // The service's row this month: form 1, WhatsApp 2, turn 0, total 3.
    const row = new RegExp(
      `<th scope="row">${service?.title}</th>\\s*<td>1</td>\\s*<td>2</td>\\s*<td>0</td>\\s*<td>3</td>`,
    );
    expect(html).toMatch(row);
    expect(html).toMatch(
      /<th scope="row">Consulta general \(sin servicio\)<\/th>\s*<td>1<\/td>\s*<td>0<\/td>\s*<td>0<\/td>\s*<td>1<\/td>/,
    );
    // The chart: one SVG drawn on the server, named for screen readers.
    expect(html).toMatch(/<svg [^>]*role="img" aria-labelledby="grafico-titulo">/);
    expect(html).not.toContain('<script');
  });

  it("with the owner's token: this month's turn requests by vehicle, as D1 counted them", async () => {
    standInGitHub({ dueno: { status: 200, push: true } });
    const today = dayIn(siteConfig.openingHours.timeZone, new Date());
    const { vehicles } = siteConfig.texts.turn;
    const chosen = vehicles.at(-1) ?? '';
    const turn = (vehicle: string) =>
      addTurnRequest(env.DB, { service: service?.id ?? '', weekday: 'any', band: 'any', vehicle }, today);
    await turn(chosen);
    await turn(chosen);
    await turn('any');

    const html = await (await visit('dueno')).text();
    const table = dom(html)
      .all('table')
      .find((element) => within(element).texts('caption')[0] === 'Turnos pedidos por vehículo');
    expect(table).toBeDefined();
    if (!table) return;
    const counted = Object.fromEntries(
      within(table)
        .all('tbody tr')
        .map((row) => within(row).texts('th, td')),
    );
    expect(counted).toEqual({
      ...Object.fromEntries(vehicles.map((vehicle) => [vehicle, vehicle === chosen ? '2' : '0'])),
      [noVehicleName]: '1',
    });
  });

  it('a build that knows no repository cannot check anyone: its page says what to do', async () => {
    const html = String(await countsRefusedPage('', 'no-repository'));
    expect(html).toContain('no sabe en qué repositorio de GitHub se guarda');
  });

  it('the editor links to it', async () => {
    const html = String(await adminHomePage(repository, undefined));
    expect(html).toMatch(/<a\s+href="\/admin\/consultas"[^>]*>Consultas por servicio<\/a/);
  });
});
