// The menus from the first paint, before any script file arrives. They are popovers, so the platform opens, closes
// and refocuses them; this adds the solid header, desktop hover and pinning, and the phone menu's collapsible lists.
// Delegated on the document so it serves markup parsed later; self-contained (no imports).

/** Scroll distance (px) after which the header gets its solid background. */
const SOLID_AFTER_SCROLL = 20;
const doc = document;
let mobileMenuOpen = false;

const closest = <T extends Element = HTMLElement>(target: EventTarget | null, selector: string): T | null =>
  target instanceof Element ? target.closest<T>(selector) : null;

const isOpen = (popover: Element) => popover.matches(':popover-open');
/** From 1024 px the menu is the desktop bar with dropdowns; below, the phone menu (as in client/site.css). */
const wideScreen = matchMedia('(width >= 64rem)');
const wide = () => wideScreen.matches;

function updateHeader(): void {
  const header = doc.querySelector<HTMLElement>('header[data-solid]');
  const solid = String(scrollY > SOLID_AFTER_SCROLL || mobileMenuOpen);
  if (header && header.dataset.solid !== solid) header.dataset.solid = solid;
}
addEventListener('scroll', updateHeader, { passive: true });
// A page opened scrolled (a reload, a link to a section). Reading scrollY lays the page out, so it waits for the
// next frame, which lays it out anyway, instead of forcing a layout into the task that finishes parsing.
doc.addEventListener('DOMContentLoaded', () => requestAnimationFrame(updateHeader));
// Loaded: from now on links within the page scroll smoothly (client/site-base.css), once the browser has placed a page
// opened at a section, which it does at once only while scrolling is not smooth.
addEventListener('load', () => requestAnimationFrame(() => (doc.documentElement.dataset.loaded = '')));
// Going to another section or page (back and forward included): the menus close.
const closeMenus = () => {
  for (const popover of doc.querySelectorAll<HTMLElement>('[popover]')) if (isOpen(popover)) popover.hidePopover();
};
addEventListener('hashchange', closeMenus);
addEventListener('pagehide', closeMenus);
// A cross-document view transition that an engine skips (WebKit on every page restored from the back/forward cache)
// rejects its promises, and nothing else awaits them: handled here, on the page that leaves and on the one that comes.
// Back and Forward bring a page back at once, without the fade: Chromium may otherwise abort the transition while the
// restored page is still hidden, with nothing on the page able to handle it.
const handleTransition = (event: Event) => {
  const { viewTransition: transition, activation } = event as Event & {
    viewTransition?: ViewTransition | null;
    activation?: { navigationType: string } | null;
  };
  if (!transition) return;
  for (const step of [transition.ready, transition.finished, transition.updateCallbackDone]) step.catch(() => {});
  const navigationType = (
    activation ?? (window as { navigation?: { activation?: typeof activation } }).navigation?.activation
  )?.navigationType;
  if (navigationType === 'traverse') transition.skipTransition();
};
addEventListener('pageswap', handleTransition);
addEventListener('pagereveal', handleTransition);
// Chromium may abort the transition of a page it restores from the back/forward cache while the page is still hidden
// ("Transition was aborted because of invalid state. Document hidden"), rejecting its promises before any event hands
// the transition to the page, so no handler can be attached to them: such a rejection is handled here. Any other stays
// unhandled and reported.
addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
  const reason: unknown = event.reason;
  if (
    reason instanceof DOMException &&
    (reason.name === 'InvalidStateError' || reason.name === 'AbortError') &&
    /transition/i.test(reason.message)
  )
    event.preventDefault();
});

// A popover opened or closed (by its button, Escape, a click outside, or this script).
doc.addEventListener(
  'toggle',
  (event) => {
    const popover = event.target as HTMLElement;
    if (!popover.id || !popover.hasAttribute('popover')) return;
    const open = (event as ToggleEvent).newState === 'open';
    if (!open) delete popover.dataset.hovered;
    if (popover.id === 'menu-principal') {
      mobileMenuOpen = open;
      updateHeader();
    }
  },
  true,
);

// Desktop dropdowns open while a mouse hovers them, unless another one is open;
// a click on the button then keeps it open ("pins" it) instead of closing it.
const dropdownOf = (target: EventTarget | null) =>
  closest(target, '[data-dropdown]')?.querySelector<HTMLElement>('[popover]') ?? null;
doc.addEventListener('pointerover', (event) => {
  const popover = event.pointerType === 'mouse' && wide() ? dropdownOf(event.target) : null;
  if (!popover || isOpen(popover) || doc.querySelector('[data-dropdown] :popover-open')) return;
  popover.showPopover();
  popover.dataset.hovered = '';
});
doc.addEventListener('pointerout', (event) => {
  const popover = event.pointerType === 'mouse' ? dropdownOf(event.target) : null;
  if (!popover || dropdownOf(event.relatedTarget) === popover) return;
  if (popover.dataset.hovered !== undefined && isOpen(popover)) popover.hidePopover();
});

doc.addEventListener(
  'click',
  (event) => {
    const target = event.target;
    // Servicios or Cursos: on phones its list opens in place (no dropdown);
    // on desktops a click on a dropdown opened by hovering pins it open.
    const button = closest(target, '[data-dropdown] > button');
    if (button && !wide()) {
      event.preventDefault();
      // A disclosure button from now on: a popover's button is announced with its popover's state, which stays closed.
      button.removeAttribute('popovertarget');
      const open = button.getAttribute('aria-expanded') !== 'true';
      button.setAttribute('aria-expanded', String(open));
      doc.getElementById(button.getAttribute('aria-controls') ?? '')?.toggleAttribute('data-open', open);
      return;
    }
    const hovered = button && dropdownOf(button);
    if (hovered && hovered.dataset.hovered !== undefined) {
      delete hovered.dataset.hovered;
      event.preventDefault();
      return;
    }
    // A link in an open menu: close it, and the menu around it (a link to a section of this page does not unload it).
    for (let menu = closest(target, 'a[href]') && closest(target, '[popover]'); menu;) {
      if (isOpen(menu)) menu.hidePopover();
      menu = closest(menu.parentElement, '[popover]');
    }
  },
  true,
);

// Wide again (a turned tablet, a widened window): Servicios and Cursos open their dropdowns once more.
wideScreen.addEventListener('change', () => {
  if (!wide()) return;
  for (const button of doc.querySelectorAll('[data-dropdown] > button[aria-expanded]')) {
    const list = button.getAttribute('aria-controls') ?? '';
    button.removeAttribute('aria-expanded');
    button.setAttribute('popovertarget', list);
    doc.getElementById(list)?.removeAttribute('data-open');
  }
});

// A module for TypeScript (its names stay its own); the build drops this line and wraps the script in a function.
export {};
