import { describe, expect, test } from 'vitest';
import { plainSpelling, spelledAddress } from './spelled-address.ts';

const known = ['/', '/resena', '/precios', '/servicios/pintura-motos'];

describe('an address typed another way', () => {
  test.each([
    ['/Resena', '/resena'],
    ['/reseña', '/resena'],
    ['/RESEÑA', '/resena'],
    // "ñ" as "n" and a combining tilde, as some keyboards type it.
    ['/resen\u0303a', '/resena'],
    ['/Precios', '/precios'],
    ['/servicios/Pintura-Motos', '/servicios/pintura-motos'],
  ])('%s is the site’s %s', (typed, address) => {
    expect(spelledAddress(typed, known)).toBe(address);
  });

  test.each(['/resena', '/precios', '/', '/resenas', '/nada', '/Nada', '/servicios/pintura'])(
    '%s is left alone: the address itself, or none of the site’s',
    (typed) => {
      expect(spelledAddress(typed, known)).toBeUndefined();
    },
  );

  test('only capitals and accents change', () => {
    expect(plainSpelling('/Cursos/Detailing-Básico')).toBe('/cursos/detailing-basico');
    expect(plainSpelling('/a_b.c~d')).toBe('/a_b.c~d');
  });
});
