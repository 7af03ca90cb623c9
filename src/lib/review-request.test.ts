// The short address to the reviews, the message after a job and the sample reviews' notice.
import { describe, expect, it } from 'vitest';
import { reviewAddress, reviewMessage, samplesNotice, typedAddress } from './review-request.ts';

describe('asking for a review', () => {
  it('puts the short address on the site’s origin, and writes it without https:// for typing', () => {
    expect(reviewAddress('https://taller.example')).toBe('https://taller.example/resena');
    expect(reviewAddress('https://taller.example/')).toBe('https://taller.example/resena');
    expect(typedAddress('https://taller.example/resena')).toBe('taller.example/resena');
  });

  it('fills the message’s blank with the address, wherever the owner put it', () => {
    expect(reviewMessage('Dejanos tu reseña: {dirección}. ¡Gracias!', 'https://t.example/resena')).toBe(
      'Dejanos tu reseña: https://t.example/resena. ¡Gracias!',
    );
  });

  it('counts the sample reviews left, in the singular for one, and says so when all are real', () => {
    expect(samplesNotice(3, 3)).toMatch(/^Quedan 3 reseñas de ejemplo/);
    expect(samplesNotice(1, 3)).toMatch(/^Queda 1 reseña de ejemplo/);
    expect(samplesNotice(0, 3)).toBe('Todas las reseñas de la web son reales.');
    expect(samplesNotice(0, 0)).toMatch(/^Todavía no hay reseñas/);
  });
});
