import { describe, expect, it } from 'vitest';
import { siteConfig } from '../site.config.ts';
import { composeEnquiry, missingEnquiryFields, readEnquiryForm } from './message.ts';
import { expectedChatText, sampleEnquiry } from './enquiries.fixtures.ts';

describe('composeEnquiry', () => {
  it('writes the message line by line as the workshop expects it, with the words of site.yaml', () => {
    const enquiry = sampleEnquiry('Autos inundados');
    const text = composeEnquiry(enquiry, siteConfig.texts.form, siteConfig.chat.formClosingLine);
    expect(text).toBe(expectedChatText(enquiry));
  });

  it('a turn request: its lines, the service, the reference price, the photos line, then the contact', () => {
    const enquiry = sampleEnquiry('Autos inundados');
    const { form } = siteConfig.texts;
    const turn = { lines: ['Vehículo: Moto'], photos: 'Fotos', price: ['Referencia: desde $ 1', 'Suma: Cera +$ 2'] };
    expect(composeEnquiry(enquiry, form, siteConfig.chat.formClosingLine, turn).split('\n').slice(2, 9)).toEqual([
      'Vehículo: Moto',
      `${form.messageService} ${enquiry.service}`,
      'Referencia: desde $ 1',
      'Suma: Cera +$ 2',
      'Fotos',
      '',
      `${form.messagePhone} ${enquiry.phone}`,
    ]);
  });
});

describe('readEnquiryForm', () => {
  it("reads the form's fields, a posted textarea's CRLF line breaks as the page's own \\n", () => {
    const data = new URLSearchParams({ name: 'Ana', phone: '11', message: 'Uno\r\nDos\rTres' });
    expect(readEnquiryForm(data)).toEqual({
      name: 'Ana',
      phone: '11',
      email: '',
      service: '',
      message: 'Uno\nDos\nTres',
    });
  });

  it('finds the required fields left empty or only spaces', () => {
    expect(missingEnquiryFields(readEnquiryForm(new URLSearchParams({ name: ' ', phone: '11' })))).toEqual(['name']);
  });
});
