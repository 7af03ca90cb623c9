// The gallery's controls from the first paint: an inline script just before
// the gallery (allowed by its CSP hash, minified by
// scripts/build/client-assets.ts), so no tap waits for a script file. The
// tabs (WAI-ARIA tabs, keyboard included): selecting one shows its panel and
// loads that panel's photos at once, the panel busy under the loading note
// until each has loaded or failed. The viewer: a pair's button would open the
// pair itself as a popover (the viewer without JavaScript); here it opens the
// modal <dialog> instead, filled with that pair's photos and caption, and
// closes it in browsers without invoker commands (WebKit). Delegated on the
// document; self-contained: no imports.

const doc = document;
const closest = (target: EventTarget | null, selector: string): HTMLElement | null =>
  target instanceof Element ? target.closest<HTMLElement>(selector) : null;

/** The panel whose photos are loading under the note, if any. */
let loading: HTMLElement | undefined;

// A newly shown panel's photos (lazy ones too) load now; the panel is busy, the note in it, until each is in or failed.
function preload(panel: HTMLElement): void {
  const note = doc.querySelector<HTMLElement>('[data-gallery-loading]');
  let left = 0;
  const done = () => {
    if (--left > 0 || loading !== panel) return;
    loading = undefined;
    panel.setAttribute('aria-busy', 'false');
    if (note) note.hidden = true;
  };
  for (const image of panel.querySelectorAll('img')) {
    if (image.complete) continue;
    left += 1;
    image.addEventListener('load', done, { once: true });
    image.addEventListener('error', done, { once: true });
    image.loading = 'eager';
  }
  loading = left ? panel : undefined;
  panel.setAttribute('aria-busy', String(left > 0));
  if (note) {
    note.hidden = !left;
    panel.appendChild(note);
  }
}

function selectTab(tab: HTMLElement, focus = false): void {
  const list = closest(tab, '[role="tablist"]');
  if (!list) return;
  const changed = tab.getAttribute('aria-selected') !== 'true';
  for (const other of list.querySelectorAll<HTMLElement>('[role="tab"]')) {
    const selected = other === tab;
    other.setAttribute('aria-selected', String(selected));
    other.tabIndex = selected ? 0 : -1;
    const panel = doc.getElementById(other.getAttribute('aria-controls') ?? '');
    if (!panel) continue;
    panel.classList.toggle('hidden', !selected);
    if (!selected) panel.setAttribute('aria-busy', 'false');
    // Its items fade in as it appears (CSS @starting-style), from the first switch on.
    else if (changed) {
      panel.setAttribute('data-switched', '');
      preload(panel);
    }
  }
  if (focus) tab.focus();
}
doc.addEventListener('keydown', (event) => {
  const tab = closest(event.target, '[role="tab"]');
  const tabs = tab
    ? [...(tab.parentElement?.children ?? [])].filter((child) => child.getAttribute('role') === 'tab')
    : [];
  const index = tab ? tabs.indexOf(tab) : -1;
  const last = tabs.length - 1;
  const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index ? index - 1 : last, Home: 0, End: last }[
    event.key
  ];
  if (index < 0 || next === undefined) return;
  event.preventDefault();
  selectTab(tabs[next] as HTMLElement, true);
});

// The viewer: one <dialog> for every pair, filled with the photos and the caption of the pair that opens it.
function fillViewer(dialog: HTMLElement, opener: Element): void {
  const figure = opener.closest('figure');
  if (!figure) return;
  for (const field of dialog.querySelectorAll<HTMLElement>('[data-viewer-text]')) {
    field.textContent = figure.querySelector(`[data-${field.dataset.viewerText}]`)?.textContent ?? '';
  }
  const pictures = figure.querySelectorAll('picture');
  dialog.querySelectorAll<HTMLElement>('[data-viewer-photo]').forEach((slot, index) => {
    const picture = pictures[index]?.cloneNode(true) as HTMLElement | undefined;
    if (!picture) return;
    // The same files as the thumbnail, at the width the viewer shows them.
    for (const source of picture.querySelectorAll('source, img'))
      source.setAttribute('sizes', slot.dataset.sizes ?? '');
    const image = picture.querySelector('img');
    if (image) {
      image.removeAttribute('class');
      image.loading = 'eager';
    }
    slot.replaceChildren(picture);
  });
}
doc.addEventListener(
  'click',
  (event) => {
    const tab = closest(event.target, '[role="tab"]');
    if (tab) selectTab(tab);
    // A pair's button: the modal viewer rather than the pair's own popover; and the viewer's close button, in
    // browsers without invoker commands (commandfor). The viewer is looked up only for those two.
    const opener = closest(event.target, 'figure[popover] button[popovertarget]');
    const closer = closest(event.target, 'button[commandfor]');
    if (!opener && !(closer && !('commandForElement' in closer))) return;
    const viewer = doc.querySelector<HTMLDialogElement>('dialog[data-viewer]');
    if (!viewer) return;
    if (closer) viewer.close();
    else if (opener) {
      event.preventDefault();
      fillViewer(viewer, opener);
      viewer.showModal();
    }
  },
  true,
);

// A module for TypeScript (its names stay its own); the build drops this line and wraps the script in a function.
export {};
