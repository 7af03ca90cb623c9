// The enquiry's message is capped, generously: the textarea's maxlength and the Worker agree, and a longer message
// comes back in a Spanish 422 with what was typed, so no answer carries a chat address (a header) past 32 KB.
import { describe, expect, it } from 'vitest';
import { CHAT_LINK_MAX_LENGTH, MESSAGE_MAX_LENGTH } from './message.ts';
import { readChatText } from '../lib/chat.ts';
import { fill } from '../lib/fill.ts';
import { siteConfig } from '../site.config.ts';
import { fetchPage } from '../../tests/worker/fetch-page.ts';
import { postedEnquiry } from './enquiries.fixtures.ts';

const words = siteConfig.texts.form;

/** The bytes of a response's header block, as HTTP/1.1 writes it. */
const headerBytes = (response: Response) =>
  [...response.headers].reduce(
    (sum, [name, value]) => sum + new TextEncoder().encode(`${name}: ${value}\r\n`).length,
    0,
  );

const send = (fields: Record<string, string>) =>
  fetchPage('/consulta', postedEnquiry({ name: 'Ana Pérez', phone: '11 5555 0000', ...fields }));

/** The escaped text of the textarea that comes back. */
const textareaOf = (html: string) => /<textarea[^>]*>([\s\S]*?)<\/textarea>/.exec(html)?.[1];

describe('the message cap', () => {
  it('is generous: at least 3,000 characters, and the chat address of a full Spanish message stays far under 32 KB', () => {
    expect(MESSAGE_MAX_LENGTH).toBeGreaterThanOrEqual(3000);
    expect(CHAT_LINK_MAX_LENGTH).toBeLessThan(32 * 1024);
  });

  it("the home page's message field says it with maxlength", async () => {
    const { html } = await fetchPage('/');
    expect(html).toMatch(
      new RegExp(`<textarea id="contacto-mensaje" name="message"[^>]* maxLength="${MESSAGE_MAX_LENGTH}"`, 'i'),
    );
  });

  it('a message of exactly the cap, with accents and line breaks, opens the chat with all of it', async () => {
    const message = 'Quería saber cuánto sale el pulido.\n'.repeat(200).slice(0, MESSAGE_MAX_LENGTH);
    const { response } = await send({ message });
    expect(response.status).toBe(303);
    const location = response.headers.get('Location') ?? '';
    expect(readChatText(location)).toContain(message);
    expect(headerBytes(response)).toBeLessThan(32 * 1024);
  });

  it('one character more: a Spanish 422 that keeps the text and says how long it is and how long it may be', async () => {
    const message = 'a'.repeat(MESSAGE_MAX_LENGTH + 1);
    const { response, html } = await send({ message });
    expect(response.status).toBe(422);
    expect(response.headers.get('Location')).toBeNull();
    expect(html).toContain(fill(words.messageTooLong, { largo: MESSAGE_MAX_LENGTH + 1, máximo: MESSAGE_MAX_LENGTH }));
    expect(textareaOf(html)).toBe(message);
    expect(html).toMatch(/<textarea[^>]* aria-invalid="true"/);
    expect(html).toContain('value="Ana Pérez"');
  });

  it.each([
    ['a 60 KB message of letters', { message: 'a'.repeat(60_000) }],
    ["a 60 KB message of a browser's '+' (spaces, encoded three times over)", { message: ' '.repeat(60_000) }],
    ['a 60 KB message of accented letters', { message: 'ñ'.repeat(30_000) }],
    ['a 60 KB name', { name: 'n'.repeat(60_000), message: 'Hola' }],
  ])('%s never yields response headers over 32 KB', async (_name, fields) => {
    const { response, html } = await send(fields);
    // 422 with the text; past the 64 KiB body limit (30,000 ñ are 180 KB as a form posts them), 413 with an empty form.
    expect([422, 413]).toContain(response.status);
    expect(headerBytes(response)).toBeLessThan(32 * 1024);
    expect(html).toContain('<html lang="es-AR"');
  });

  it('a name pasted by the kilobyte comes back with the general notice', async () => {
    const { html } = await send({ name: 'n'.repeat(40_000), message: 'Hola' });
    expect(html).toContain(words.tooLong);
  });
});
