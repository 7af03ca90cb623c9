import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildChatLink, composeEnquiry, greetingAbout, readChatText } from '../../src/lib/chat.ts';
import { siteConfig } from '../../src/site.config.ts';

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

describe('composeEnquiry', () => {
  it('writes the message line by line as the workshop expects it, with the words of site.yaml', () => {
    const text = composeEnquiry(
      { name: 'Ana', phone: '11 5555-5555', email: 'ana@example.com', service: 'Autos inundados', message: 'Hola' },
      siteConfig.texts.form,
      siteConfig.chat.formClosingLine,
    );
    expect(text.split('\n')).toEqual([
      'Hola! Me llamo Ana',
      '',
      'Teléfono: 11 5555-5555',
      'Email: ana@example.com',
      'Servicio de interés: Autos inundados',
      '',
      'Hola',
      '',
      'Enviado desde la web de Elite Garage Spa',
    ]);
  });
});
