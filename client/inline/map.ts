// The contact section's map from the first paint: until the visitor taps
// "Ver mapa interactivo" the section shows a picture and the page asks Google
// for nothing; the tap puts Google's map in the picture's place. An inline
// script just before the map (allowed by its CSP hash), delegated on the
// document; self-contained: no imports. Without JavaScript the button is
// hidden and "Cómo llegar" still opens Google Maps.

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
