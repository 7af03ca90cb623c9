// The fixed header and its one menu, plain HTML that works from the first paint: on phones a popover below the header,
// from 1024 px the desktop bar whose Servicios and Cursos lists are anchored popovers. The browser announces a
// popover's state, so its button has no aria-expanded; client/inline/menus.ts adds the rest. Without JavaScript a
// phone's menu is the link's target instead (a link to a section moves the target, which closes it) and its lists
// are shown in place under their names.
import { Icon } from '../ui/Icon.tsx';
import { Logo } from '../ui/Logo.tsx';
import { LinkItem } from './LinkItem.tsx';
import type { SiteTexts } from '../../content/schema/index.ts';
import { isNavGroup, type NavGroup, type NavItem } from '../../lib/navigation.ts';

/** The menu's id: the phone's menu button opens it. */
export const menuId = 'menu-principal';
/** The header's id: the link that closes the menu without JavaScript points at it, and a fixed header never scrolls. */
const headerId = 'encabezado';

// Each state shows exactly one of the three controls below, so none of them carries a display of its own here: the
// links are hidden and shown only under their one condition (mutually exclusive: the menu is the target or not), the
// button is shown unless scripts are off or the screen is wide. No two rules that set a display meet on one element
// unless one is a variant of the other, so their order in the built CSS does not decide what shows.
const menuButtonClass =
  'focus-ring size-11 shrink-0 items-center justify-center rounded-lg text-white hover:bg-white/10';

interface SiteHeaderProps {
  navigation: NavItem[];
  siteName: string;
  /** The menus' own words (site.yaml → texts.menu). */
  words: SiteTexts['menu'];
}

export function SiteHeader({ navigation, siteName, words }: SiteHeaderProps) {
  return (
    <header
      id={headerId}
      data-solid="false"
      className="print:hidden fixed inset-x-0 top-0 z-40 [view-transition-name:site-header] border-b border-transparent transition-colors duration-300 data-[solid=true]:border-white/10 data-[solid=true]:bg-ink-950 noscript:border-white/10 noscript:bg-ink-950"
    >
      <div className="group/bar mx-auto flex h-(--header-height) max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <a href="/" className="focus-ring tap-target -mx-1 rounded-lg px-1">
          <Logo siteName={siteName} />
        </a>

        <button
          type="button"
          popoverTarget={menuId}
          className={`${menuButtonClass} inline-flex noscript:hidden lg:hidden`}
          aria-label={words.button}
          aria-controls={menuId}
        >
          <Icon inline name="menu" className="size-6 group-has-[>nav:popover-open]/bar:hidden" />
          <Icon inline name="close" className="hidden size-6 group-has-[>nav:popover-open]/bar:block" />
        </button>
        {/* Without JavaScript: the menu is opened as the link's target and closed by a link to the (fixed) header. */}
        <a
          href={`#${menuId}`}
          className={`${menuButtonClass} hidden noscript:max-lg:group-has-[>nav:not(:target)]/bar:inline-flex`}
          aria-label={words.button}
        >
          <Icon inline name="menu" className="size-6" />
        </a>
        <a
          href={`#${headerId}`}
          className={`${menuButtonClass} hidden noscript:max-lg:group-has-[>nav:target]/bar:inline-flex`}
          aria-label={words.close}
        >
          <Icon inline name="close" className="size-6" />
        </a>

        {/* Phones: below the header down to the screen's bottom, in the top layer while open, so the page does not
            show under its last link. From 1024 px: in the header, always shown. Opened
            as the target, the menu takes the focus (a scroller): no ring around the whole menu, its links have theirs. */}
        <nav
          id={menuId}
          popover="auto"
          aria-label={words.label}
          className="phone-menu inset-x-0 top-(--header-height) bottom-auto m-0 outline-none noscript:max-lg:target:block w-full max-w-none p-0 text-chrome-100 lg:static lg:block lg:w-auto"
        >
          <ul className="mx-auto grid max-w-7xl gap-1 px-4 py-4 sm:px-6 lg:flex lg:items-center lg:p-0">
            {navigation.map((item) =>
              isNavGroup(item) ? (
                <MenuGroup key={item.id} group={item} />
              ) : (
                <LinkItem key={item.href} link={item} className="menu-link" />
              ),
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}

/**
 * Servicios or Cursos: on phones a collapsible list under its button; from
 * 1024 px a dropdown, a popover anchored below its button (CSS anchor
 * positioning, scoped to the item).
 */
function MenuGroup({ group }: { group: NavGroup }) {
  return (
    <li data-dropdown className="group/item [anchor-scope:--dropdown]">
      {/* Without JavaScript a phone shows the list in place under its name: no button to open it over the menu. */}
      <span className="menu-link hidden noscript:max-lg:flex">{group.label}</span>
      <button
        id={`${group.id}-boton`}
        type="button"
        popoverTarget={group.id}
        className="menu-link w-full justify-between gap-1 [anchor-name:--dropdown] noscript:max-lg:hidden lg:w-auto"
        aria-controls={group.id}
      >
        {group.label}
        {/* Turned while its list shows: the dropdown open, or on phones the list opened in place. */}
        <Icon
          inline
          name="chevron-down"
          className="size-5 transition-transform group-has-[:popover-open,[data-open]]/item:rotate-180 lg:size-4"
        />
      </button>
      {/* From 1024 px the top padding bridges the gap to the button, so moving the mouse down keeps it open. */}
      <div
        id={group.id}
        popover="auto"
        className="m-0 overflow-visible border-0 bg-transparent p-0 text-inherit max-lg:static max-lg:w-auto max-lg:data-open:block noscript:max-lg:block lg:pt-2 lg:[position-anchor:--dropdown] lg:[position-area:bottom_span-right]"
      >
        <ul className="border-white/10 max-lg:ml-3 max-lg:border-l max-lg:pl-3 lg:w-max lg:max-w-md lg:rounded-xl lg:border lg:bg-ink-900 lg:p-2 lg:shadow-dropdown">
          {group.links.map((link) => (
            <LinkItem key={link.href} link={link} className="submenu-link" />
          ))}
        </ul>
      </div>
    </li>
  );
}
