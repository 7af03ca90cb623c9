import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildChatLink, greetingAbout, readChatText } from '../../src/lib/chat.ts';

describe('buildChatLink', () => {
  it('opens a chat with the workshop number and the text encoded', () => {
    expect(buildChatLink('5491169122284', 'Hola! ¿Turno?')).toBe(
      'https://wa.me/5491169122284?text=Hola!%20%C2%BFTurno%3F',
    );
  });

  it('carries any Unicode text to the chat unchanged', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        expect(readChatText(buildChatLink('5491169122284', text))).toBe(text);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps characters that mean something in a URL: & # % + = ? and newlines', () => {
    const text = 'a&b=c #1 100% +54 ¿sí?\nlínea 2';
    const link = buildChatLink('5491169122284', text);
    expect(link.slice(link.indexOf('?text=') + 6)).not.toMatch(/[#&\s+=?]/);
    expect(readChatText(link)).toBe(text);
  });
});

describe('greetingAbout', () => {
  it('appends the subject to the greeting', () => {
    expect(greetingAbout('¡Hola! Quiero consultar por el servicio:', 'Pintura')).toBe(
      '¡Hola! Quiero consultar por el servicio: Pintura',
    );
  });
});
