import { describe, expect, it } from 'vitest';
import { fill } from '../../src/lib/fill.ts';

describe('fill', () => {
  it('puts each value in its blank, as many times as it appears', () => {
    expect(fill('Cerrado · abre el {día} a las {hora}', { día: 'lunes', hora: '9:00' })).toBe(
      'Cerrado · abre el lunes a las 9:00',
    );
    expect(fill('{n} de 5, {n} estrellas', { n: 4 })).toBe('4 de 5, 4 estrellas');
  });

  it('leaves a blank it has no value for as written, so the mistake shows instead of vanishing', () => {
    expect(fill('Módulo {número}', {})).toBe('Módulo {número}');
    expect(fill('abre a las {toString}', {})).toBe('abre a las {toString}');
  });
});
