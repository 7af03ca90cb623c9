import { describe, expect, it } from 'vitest';
import { buildChatLink } from '../lib/chat.ts';
import { composeEnquiry } from './message.ts';
import { expectedChatText, hostileEnquiries, postedEnquiry, sampleEnquiry } from './enquiries.fixtures.ts';
import { siteConfig } from '../site.config.ts';
import { fetchPage } from '../../tests/worker/fetch-page.ts';

const sample = sampleEnquiry(siteConfig.contactFormServices[2] ?? '');

describe('POST /consulta (the enquiry form before or without its script)', () => {
  it('answers 303 to the chat with the composed text, and keeps nothing', async () => {
    const { response, html } = await fetchPage('/consulta', postedEnquiry(sample));
    expect(response.status).toBe(303);
    const location = response.headers.get('Location') ?? '';
    expect(location).toBe(
      buildChatLink(
        siteConfig.phone.chatDigits,
        composeEnquiry(sample, siteConfig.texts.form, siteConfig.chat.formClosingLine),
      ),
    );
    const chat = new URL(location);
    expect(`${chat.origin}${chat.pathname}`).toBe('https://wa.me/5491169122284');
    expect([...chat.searchParams.keys()]).toEqual(['text']);
    expect(chat.searchParams.get('text')).toBe(expectedChatText(sample));
    expect(response.headers.get('Set-Cookie')).toBeNull();
    expect(response.headers.get('X-Edge-Cache')).toBeNull();
    expect(html).toBe('');
  });

  it('accepts multipart form data as well', async () => {
    const body = new FormData();
    for (const [name, value] of Object.entries(sample)) body.set(name, value);
    const { response } = await fetchPage('/consulta', { method: 'POST', body, redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(new URL(response.headers.get('Location') ?? '').searchParams.get('text')).toBe(expectedChatText(sample));
  });

  it.each(hostileEnquiries(sample))('carries text with $kind to the chat unchanged', async ({ enquiry }) => {
    const { response } = await fetchPage('/consulta', postedEnquiry(enquiry));
    expect(response.status).toBe(303);
    expect(new URL(response.headers.get('Location') ?? '').searchParams.get('text')).toBe(expectedChatText(enquiry));
  });

  it('optional fields left out still give the full message', async () => {
    const form = { ...sample, email: '', service: '', message: '' };
    const { response } = await fetchPage('/consulta', postedEnquiry({ name: form.name, phone: form.phone }));
    expect(new URL(response.headers.get('Location') ?? '').searchParams.get('text')).toBe(expectedChatText(form));
  });

  it('answers the form again, with what was typed and a message, when required fields are missing', async () => {
    const typed = { ...sample, name: '', phone: '   ', message: 'Línea 1\nLínea "2" & <3>' };
    const { response, html } = await fetchPage('/consulta', postedEnquiry(typed));
    expect(response.status).toBe(422);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('Location')).toBeNull();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toMatch(
      /<p id="formulario-error" role="alert"[^>]*>Para enviar la consulta completá tu nombre y tu teléfono\.<\/p>/,
    );
    expect(html).toMatch(/<input id="contacto-nombre"[^>]*aria-invalid="true"/);
    expect(html).toContain(`value="${sample.email}"`);
    expect(html).toContain(`<option value="${sample.service}" selected="">`);
    expect(html).toContain('Línea 1\nLínea &quot;2&quot; &amp; &lt;3&gt;</textarea>');
    // It posts to the Worker again, in the same tab, and no script is needed for it.
    expect(html).toMatch(/<form [^>]*action="\/consulta" method="post"/);
    expect(html).not.toContain('data-island');
  });

  it('treats a body that is not a form as a form with nothing filled in', async () => {
    for (const init of [
      { body: 'name=Ana&phone=1', headers: { 'Content-Type': 'text/plain' } },
      { body: '--x\r\nbroken', headers: { 'Content-Type': 'multipart/form-data; boundary=x' } },
      {},
    ]) {
      const { response } = await fetchPage('/consulta', { method: 'POST', redirect: 'manual', ...init });
      expect(response.status).toBe(422);
    }
  });

  it('refuses a body far beyond any real enquiry with 413', async () => {
    const { response } = await fetchPage('/consulta', postedEnquiry({ ...sample, message: 'x'.repeat(100_000) }));
    expect(response.status).toBe(413);
  });
});

describe('other methods on /consulta', () => {
  it('sends a visitor who opens the address to the form on the home page', async () => {
    const { response } = await fetchPage('/consulta', { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/#contacto');
    const head = await fetchPage('/consulta', { method: 'HEAD', redirect: 'manual' });
    expect(head.response.status).toBe(302);
    expect(head.response.headers.get('Location')).toBe('/#contacto');
    expect(head.html).toBe('');
  });

  it.each([
    ['PUT', 405],
    ['DELETE', 405],
    ['PATCH', 405],
    ['OPTIONS', 204],
  ])('%s answers %i with Allow: GET, HEAD, POST', async (method, status) => {
    const { response } = await fetchPage('/consulta', { method });
    expect(response.status).toBe(status);
    expect(response.headers.get('Allow')).toBe('GET, HEAD, POST');
  });

  it('lets the form post to the chat in the page policy (form-action)', async () => {
    const { response } = await fetchPage('/');
    expect(response.headers.get('Content-Security-Policy')).toContain(
      "form-action 'self' https://wa.me https://api.whatsapp.com",
    );
  });
});
