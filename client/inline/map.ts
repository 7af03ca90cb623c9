// "Ver mapa interactivo" swaps the picture for Google's map: the page asks Google for nothing until the visitor taps.
// Self-contained (no imports); without JavaScript the button is hidden and "Cómo llegar" remains.

document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-map-src]') : null;
  const facade = button?.closest('[data-map]');
  if (!button || !facade) return;
  const frame = document.createElement('iframe');
  frame.src = button.dataset.mapSrc ?? '';
  frame.title = button.dataset.mapTitle ?? '';
  frame.className = button.dataset.mapClass ?? '';
  frame.referrerPolicy = 'no-referrer-when-downgrade';
  facade.replaceChildren(frame);
  frame.focus();
});
