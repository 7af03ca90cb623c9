// The fixed site header: turns solid once the page scrolls, desktop dropdowns
// (WAI-ARIA disclosure pattern) and the mobile menu. Without JavaScript the
// header stays solid, dropdowns open on hover/focus and "Menú" jumps to the
// footer's links (see the `noscript:` variants).
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { ChevronDownIcon, CloseIcon, MenuIcon } from '../components/ui/island-icons.tsx';
import { Logo } from '../components/ui/Logo.tsx';
import { isNavGroup, type NavGroup, type NavItem } from '../lib/navigation.ts';

export interface SiteHeaderProps {
  navigation: NavItem[];
  siteName: string;
}

/** Scroll distance (px) after which the header gets its solid background. */
export const SOLID_AFTER_SCROLL = 20;

interface OpenDropdown {
  id: string;
  /** Opened by click or keyboard: hovering away does not close it. */
  pinned: boolean;
}

export function SiteHeader({ navigation, siteName }: SiteHeaderProps) {
  const [scrolled, setScrolled] = useState(false);
  const [dropdown, setDropdown] = useState<OpenDropdown | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [mobileGroups, setMobileGroups] = useState<ReadonlySet<string>>(new Set());
  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  const closeAll = () => {
    setDropdown(null);
    setMobileOpen(false);
    setMobileGroups(new Set());
  };

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SOLID_AFTER_SCROLL);
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) closeAll();
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('hashchange', closeAll);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('hashchange', closeAll);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    if (dropdown) {
      document.getElementById(`${dropdown.id}-boton`)?.focus();
      setDropdown(null);
    } else if (mobileOpen) {
      setMobileOpen(false);
      menuButtonRef.current?.focus();
    }
  };

  const toggleMobileGroup = (id: string) =>
    setMobileGroups((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const solid = scrolled || mobileOpen;
  return (
    <header
      ref={headerRef}
      onKeyDown={onKeyDown}
      data-solid={solid}
      className={`fixed inset-x-0 top-0 z-40 border-b transition-colors duration-300 noscript:border-white/10 noscript:bg-ink-950 ${
        solid ? 'border-white/10 bg-ink-950/95 backdrop-blur-md' : 'border-transparent bg-transparent'
      }`}
    >
      <div className="mx-auto flex h-(--header-height) max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <a href="/" className="focus-ring -mx-1 rounded-lg px-1" onClick={closeAll}>
          <Logo siteName={siteName} />
        </a>

        <nav aria-label="Principal" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navigation.map((item) =>
              isNavGroup(item) ? (
                <DesktopDropdown
                  key={item.id}
                  group={item}
                  open={dropdown?.id === item.id}
                  onHover={(hovering) =>
                    setDropdown((current) => {
                      if (hovering) return current ?? { id: item.id, pinned: false };
                      return current?.id === item.id && !current.pinned ? null : current;
                    })
                  }
                  onToggle={() =>
                    setDropdown((current) =>
                      current?.id === item.id && current.pinned ? null : { id: item.id, pinned: true },
                    )
                  }
                  onClose={() => setDropdown((current) => (current?.id === item.id ? null : current))}
                  onNavigate={closeAll}
                />
              ) : (
                <li key={item.href}>
                  <a href={item.href} onClick={closeAll} className="nav-link">
                    {item.label}
                  </a>
                </li>
              ),
            )}
          </ul>
        </nav>

        <button
          ref={menuButtonRef}
          type="button"
          className="focus-ring inline-flex size-11 items-center justify-center rounded-lg text-white hover:bg-white/10 lg:hidden noscript:hidden"
          aria-label="Menú"
          aria-expanded={mobileOpen}
          aria-controls="menu-movil"
          onClick={() => setMobileOpen((open) => !open)}
        >
          {mobileOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
        </button>
        <a
          href="#pie-navegacion"
          className="focus-ring hidden rounded-lg px-3 py-2 font-semibold text-white noscript:inline-flex lg:noscript:hidden"
        >
          Menú
        </a>
      </div>

      <nav
        id="menu-movil"
        aria-label="Menú principal"
        className={`${mobileOpen ? 'block' : 'hidden'} max-h-[calc(100dvh-var(--header-height))] overflow-y-auto border-t border-white/10 bg-ink-950 lg:hidden`}
      >
        <ul className="mx-auto max-w-7xl space-y-1 px-4 py-4 sm:px-6">
          {navigation.map((item) =>
            isNavGroup(item) ? (
              <li key={item.id}>
                <button
                  type="button"
                  className="mobile-nav-link w-full justify-between"
                  aria-expanded={mobileGroups.has(item.id)}
                  aria-controls={`${item.id}-movil`}
                  onClick={() => toggleMobileGroup(item.id)}
                >
                  {item.label}
                  <ChevronDownIcon
                    className={`size-5 transition-transform ${mobileGroups.has(item.id) ? 'rotate-180' : ''}`}
                  />
                </button>
                <ul
                  id={`${item.id}-movil`}
                  className={`${mobileGroups.has(item.id) ? 'block' : 'hidden'} ml-3 border-l border-white/10 pl-3`}
                >
                  {item.links.map((link) => (
                    <li key={link.href}>
                      <a href={link.href} onClick={closeAll} className="mobile-nav-link text-chrome-200">
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={item.href}>
                <a href={item.href} onClick={closeAll} className="mobile-nav-link">
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

interface DesktopDropdownProps {
  group: NavGroup;
  open: boolean;
  onHover: (hovering: boolean) => void;
  onToggle: () => void;
  onClose: () => void;
  onNavigate: () => void;
}

function DesktopDropdown({ group, open, onHover, onToggle, onClose, onNavigate }: DesktopDropdownProps) {
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onClose();
  };
  return (
    <li
      className="group relative"
      onMouseEnter={() => onHover(true)}
      onMouseLeave={() => onHover(false)}
      onBlur={onBlur}
    >
      <button
        id={`${group.id}-boton`}
        type="button"
        className="nav-link inline-flex items-center gap-1"
        aria-expanded={open}
        aria-controls={group.id}
        onClick={onToggle}
      >
        {group.label}
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        className={`${open ? 'block' : 'hidden'} absolute left-0 top-full pt-2 noscript:group-focus-within:block noscript:group-hover:block`}
      >
        <ul id={group.id} className="w-80 rounded-xl border border-white/10 bg-ink-900 p-2 shadow-2xl shadow-black/50">
          {group.links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                onClick={onNavigate}
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
