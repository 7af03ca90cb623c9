// /admin/tarjeta-resena: what the owner uses to ask customers for a review. A sheet of four A6 cards for the counter
// (A4, cut in four), each with the logo, the invitation from the content and the QR code of the short address to the
// reviews; the message to send after a job, to copy or to share on WhatsApp; and how many sample reviews are left.
// The QR code and the logo are drawn by the build (scripts/build/review-card.ts): the page only places them.
import { html, raw } from 'hono/html';
import { ownerPage } from './pages.ts';
import { reviews } from '../generated/content.ts';
import { reviewCard } from '../generated/review-card.ts';
import { buildShareLink } from '../lib/chat.ts';
import { reviewMessage, samplesNotice, typedAddress } from '../lib/review-request.ts';
import { siteConfig } from '../site.config.ts';

/** Where the editor lists the reviews (Sveltia CMS's address for a collection). */
export const reviewsInEditor = '/admin/#/collections/reviews';

/** What the "Copiar" button says once the message is on the clipboard, and when the browser refused. */
export const copiedWords = {
  done: 'Copiado',
  refused: 'No se pudo copiar: seleccioná el texto del recuadro y copialo.',
};

/** One A6 card. Only the first is read aloud: the other three are the same card, for the scissors. */
const card = (hidden: boolean) =>
  html`<div class="card" ${hidden ? raw('aria-hidden="true"') : ''}>
    <div class="logo">${raw(reviewCard.logo)}</div>
    <p class="line">${siteConfig.reviewRequest.cardLine}</p>
    <div class="qr">${raw(reviewCard.qr)}</div>
    <p class="address">${typedAddress(reviewCard.address)}</p>
  </div>`;

// Sizes on the sheet are millimetres of paper: one --mm is 1mm when printed, and a 210th of the frame's width on
// screen, so the whole sheet fits the phone it is looked at on.
const styles = `
[hidden] { display: none !important; }
.actions { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; }
.actions button, .actions a { display: inline-flex; align-items: center; justify-content: center; min-height: 44px; min-width: 44px; box-sizing: border-box; }
.actions a { padding: 0.4rem 0.9rem; border-radius: 999px; background: #0e7490; color: #fff; text-decoration: none; font-weight: 600; }
label { display: block; font-weight: 600; margin-bottom: 0.25rem; }
textarea { box-sizing: border-box; width: 100%; font: 16px/1.5 system-ui, sans-serif; padding: 0.5rem; border: 1px solid #9aa4ae; border-radius: 8px; resize: vertical; }
[role="status"] { min-height: 1.6em; margin: 0.5rem 0 1rem; font-weight: 600; color: #0e6b3a; }
.sheet-frame { container-type: inline-size; margin: 0 0 1.5rem; }
.sheet {
  --mm: calc(100cqw / 210);
  display: grid;
  grid-template-columns: repeat(2, calc(105 * var(--mm)));
  grid-template-rows: repeat(2, calc(148.5 * var(--mm)));
  background: #fff;
  color: #000;
  box-shadow: 0 0 0 1px #c5ced6, 0 4px 12px #0000001a;
}
.card {
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: calc(6 * var(--mm));
  padding: calc(12 * var(--mm));
  overflow: hidden;
  text-align: center;
}
.card:nth-child(odd) { border-right: calc(0.3 * var(--mm)) dashed #8a949e; }
.card:nth-child(-n + 2) { border-bottom: calc(0.3 * var(--mm)) dashed #8a949e; }
.card svg { display: block; width: 100%; height: auto; }
.card .logo { width: calc(66 * var(--mm)); }
.card .line { margin: 0; font: 700 calc(5.4 * var(--mm)) / 1.25 system-ui, sans-serif; text-wrap: balance; }
.card .qr { width: calc(58 * var(--mm)); flex: none; }
.card .address { margin: 0; font: 600 calc(4.8 * var(--mm)) / 1.2 system-ui, sans-serif; }
@page { size: A4; margin: 0; }
@media print {
  html { background: #fff; }
  body { margin: 0; padding: 0; max-width: none; border: 0; border-radius: 0; box-shadow: none; }
  body > :not(.card-section), .card-section > :not(.sheet-frame) { display: none !important; }
  .sheet-frame { margin: 0; }
  .sheet { --mm: 1mm; box-shadow: none; }
}
`;

/** The buttons come with the script; without it, the page says what to use instead. */
const script = `(() => {
  const words = ${JSON.stringify(copiedWords)};
  const message = document.getElementById('mensaje');
  const status = document.getElementById('copiado');
  for (const hint of document.querySelectorAll('.sin-js')) hint.hidden = true;
  const print = document.getElementById('imprimir');
  const copy = document.getElementById('copiar');
  print.hidden = false;
  copy.hidden = false;
  print.addEventListener('click', () => window.print());
  const fallback = () => {
    message.focus();
    message.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  };
  copy.addEventListener('click', async () => {
    status.textContent = '';
    let copied;
    try {
      await navigator.clipboard.writeText(message.value);
      copied = true;
    } catch {
      copied = fallback();
    }
    status.textContent = copied ? words.done : words.refused;
  });
})()`;

export function reviewCardPage(nonce: string) {
  const message = reviewMessage(siteConfig.reviewRequest.message, reviewCard.address);
  const samples = reviews.filter((review) => review.sample).length;
  return ownerPage(
    nonce,
    'Tarjeta y mensaje para pedir reseñas',
    html`<section class="card-section" aria-labelledby="tarjeta">
        <h2 id="tarjeta">La tarjeta para el mostrador</h2>
        <p>
          Una hoja A4 con cuatro tarjetas. Imprimila en tamaño real (100 %, sin «Ajustar a la página») y cortala por las
          líneas de puntos. El código QR lleva a <a href="${reviewCard.address}">${reviewCard.address}</a>, que abre las
          reseñas del taller en Google.
        </p>
        <p class="actions">
          <button type="button" id="imprimir" hidden>Imprimir</button>
          <span class="sin-js">Para imprimir, usá «Imprimir» en el menú del navegador (en la compu, Ctrl+P).</span>
        </p>
        <div class="sheet-frame">
          <div class="sheet">${card(false)}${card(true)}${card(true)}${card(true)}</div>
        </div>
      </section>
      <section aria-labelledby="mensaje-titulo">
        <h2 id="mensaje-titulo">El mensaje después de un trabajo</h2>
        <p>
          Cuando entregás un vehículo, mandale este mensaje a tu cliente por WhatsApp: tocá «Mandar por WhatsApp» y
          elegí su chat, o copialo y pegalo donde quieras.
        </p>
        <label for="mensaje">Mensaje</label>
        <textarea id="mensaje" readonly rows="5">${message}</textarea>
        <p class="actions">
          <button type="button" id="copiar" hidden>Copiar</button>
          <a href="${buildShareLink(message)}" target="_blank" rel="noopener">Mandar por WhatsApp</a>
        </p>
        <p class="sin-js">Para copiarlo, seleccioná el texto del recuadro y copialo.</p>
        <p id="copiado" role="status" aria-live="polite"></p>
        <p>La frase de la tarjeta y este mensaje se cambian en el editor: Datos del taller → Pedido de reseñas.</p>
      </section>
      <section aria-labelledby="ejemplos-titulo">
        <h2 id="ejemplos-titulo">Las reseñas de la web</h2>
        <p id="ejemplos">${samplesNotice(samples, reviews.length)}</p>
        <p><a href="${reviewsInEditor}">Abrir las reseñas en el editor</a></p>
      </section>
      <p><a href="/admin/">Volver al editor</a> · <a href="/admin/consultas">Consultas por servicio</a></p>`,
    script,
    styles,
  );
}
