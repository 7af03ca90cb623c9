// The fixed site header: the desktop dropdowns and the phone menu. Plain HTML
// that works from the first paint with no script file: every menu is a
// popover (its button's popovertarget opens and closes it; Escape and a click
// outside close it, focus goes back to the button). The inline controls
// script (client/inline/controls.ts) adds the header's solid background after
// scrolling, aria-expanded on the buttons, hover on the dropdowns, the phone
// menu's collapsible lists and closing a menu when one of its links is followed.
import { ChevronDownIcon, CloseIcon, MenuIcon } from '../ui/island-icons.tsx';
import { Logo } from '../ui/Logo.tsx';
import type { SiteTexts } from '../../content/site-schema.ts';
import { isNavGroup, type NavGroup, type NavItem } from '../../lib/navigation.ts';

interface SiteHeaderProps {
  navigation: NavItem[];
  siteName: string;
  /** The menus' own words (site.yaml → texts.menu). */
  words: SiteTexts['menu'];
}

export function SiteHeader({ navigation, siteName, words }: SiteHeaderProps) {
  return (
    <header
      data-solid="false"
      className="fixed inset-x-0 top-0 z-40 border-b border-transparent transition-colors duration-300 data-[solid=true]:border-white/10 data-[solid=true]:bg-ink-950/95 data-[solid=true]:backdrop-blur-md noscript:border-white/10 noscript:bg-ink-950"
    >
      <div className="mx-auto flex h-(--header-height) max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <a href="/" className="focus-ring -mx-1 rounded-lg px-1">
          <Logo siteName={siteName} />
        </a>

        <nav aria-label={words.label} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navigation.map((item) =>
              isNavGroup(item) ? (
                <DesktopDropdown key={item.id} group={item} />
              ) : (
                <li key={item.href}>
                  <a href={item.href} className="nav-link">
                    {item.label}
                  </a>
                </li>
              ),
            )}
          </ul>
        </nav>

        <button
          type="button"
          popoverTarget="menu-movil"
          className="group focus-ring inline-flex size-11 items-center justify-center rounded-lg text-white hover:bg-white/10 lg:hidden"
          aria-label={words.button}
          aria-expanded="false"
          aria-controls="menu-movil"
        >
          <MenuIcon className="size-6 group-aria-expanded:hidden" />
          <CloseIcon className="hidden size-6 group-aria-expanded:block" />
        </button>
      </div>

      {/* Below the header, in the top layer while open. */}
      <nav
        id="menu-movil"
        popover="auto"
        aria-label={words.phoneLabel}
        className="inset-x-0 top-(--header-height) bottom-auto m-0 max-h-[calc(100dvh-var(--header-height))] w-full max-w-none overflow-y-auto border-0 border-t border-white/10 bg-ink-950 p-0 text-chrome-100 lg:hidden"
      >
        <ul className="mx-auto max-w-7xl space-y-1 px-4 py-4 sm:px-6">
          {navigation.map((item) =>
            isNavGroup(item) ? (
              <li key={item.id}>
                <button
                  type="button"
                  data-collapsible
                  className="group mobile-nav-link w-full justify-between"
                  aria-expanded="false"
                  aria-controls={`${item.id}-movil`}
                >
                  {item.label}
                  <ChevronDownIcon className="size-5 transition-transform group-aria-expanded:rotate-180" />
                </button>
                <ul
                  id={`${item.id}-movil`}
                  className="ml-3 hidden border-l border-white/10 pl-3 data-open:block noscript:block"
                >
                  {item.links.map((link) => (
                    <li key={link.href}>
                      <a href={link.href} className="mobile-nav-link text-chrome-200">
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={item.href}>
                <a href={item.href} className="mobile-nav-link">
                  {item.label}
                </a>
              </li>
            ),
          )}
        </ul>
      </nav>
    </header>
  );
}

/** A dropdown of the desktop menu: a popover anchored below its button (CSS anchor positioning, scoped to the item). */
function DesktopDropdown({ group }: { group: NavGroup }) {
  return (
    <li data-dropdown className="[anchor-scope:--dropdown]">
      <button
        id={`${group.id}-boton`}
        type="button"
        popoverTarget={group.id}
        className="group nav-link inline-flex items-center gap-1 [anchor-name:--dropdown]"
        aria-expanded="false"
        aria-controls={group.id}
      >
        {group.label}
        <ChevronDownIcon className="size-4 transition-transform group-aria-expanded:rotate-180" />
      </button>
      {/* The top padding bridges the gap to the button, so moving the mouse down keeps it open. */}
      <div
        id={group.id}
        popover="auto"
        className="m-0 overflow-visible border-0 bg-transparent p-0 pt-2 text-inherit [position-anchor:--dropdown] [position-area:bottom_span-right]"
      >
        <ul className="w-80 rounded-xl border border-white/10 bg-ink-900 p-2 shadow-2xl shadow-black/50">
          {group.links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className="focus-ring block rounded-lg px-3 py-2 text-sm text-chrome-200 hover:bg-white/5 hover:text-white"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
