import { describe, expect, it } from 'vitest';
import { splitTokens, unknownTokens } from '../../src/lib/legal-text.ts';

describe('legal text tokens', () => {
  it('splits a paragraph into text and the tokens the site fills', () => {
    expect(splitTokens('Escribinos a {email} o llamá al {phone}.')).toEqual([
      { kind: 'text', text: 'Escribinos a ' },
      { kind: 'token', token: 'email' },
      { kind: 'text', text: ' o llamá al ' },
      { kind: 'token', token: 'phone' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves unknown braces as text and reports them', () => {
    expect(splitTokens('Hola {emial}')).toEqual([{ kind: 'text', text: 'Hola {emial}' }]);
    expect(unknownTokens('Hola {emial} y {name}')).toEqual(['emial']);
  });
});
