// The site's navigation, built from the content so a new service or course
// shows up in the menus by itself; its words are site.yaml's texts.menu.
import type { SiteTexts } from '../content/schema/index.ts';

export interface NavLink {
  label: string;
  href: string;
}

export interface NavGroup {
  label: string;
  /** Stable id used for the dropdown's aria-controls. */
  id: string;
  links: NavLink[];
}

export type NavItem = NavLink | NavGroup;

export const isNavGroup = (item: NavItem): item is NavGroup => 'links' in item;

type MenuTexts = SiteTexts['menu'];

/** Section ids of the home page, in the order they appear, with the menu word that names each. */
export const homeSections = {
  inicio: 'home',
  nosotros: 'about',
  servicios: 'services',
  cursos: 'courses',
  galeria: 'gallery',
  testimonios: 'reviews',
  contacto: 'contact',
} as const satisfies Record<string, keyof MenuTexts>;

export type HomeSection = keyof typeof homeSections;

export const sectionHref = (section: HomeSection): string => `/#${section}`;
/** The home sections whose entries have pages of their own, each under the section's name. */
export type EntrySection = Extract<HomeSection, 'servicios' | 'cursos'>;
/** An entry's own page: /servicios/<id>, /cursos/<id>. */
export const entryHref = (section: EntrySection, id: string): string => `/${section}/${id}`;
/** The price list (src/prices/PricesPage.tsx). */
export const pricesHref = '/precios';
export const serviceHref = (id: string): string => entryHref('servicios', id);
export const courseHref = (id: string): string => entryHref('cursos', id);

interface Titled {
  id: string;
  title: string;
}

export function buildNavigation(services: readonly Titled[], courses: readonly Titled[], words: MenuTexts): NavItem[] {
  const link = (section: HomeSection): NavLink => ({ label: words[homeSections[section]], href: sectionHref(section) });
  return [
    link('inicio'),
    link('nosotros'),
    {
      label: words.services,
      id: 'menu-servicios',
      links: [
        { label: words.allServices, href: sectionHref('servicios') },
        ...services.map((service) => ({ label: service.title, href: serviceHref(service.id) })),
      ],
    },
    {
      label: words.courses,
      id: 'menu-cursos',
      links: [
        { label: words.allCourses, href: sectionHref('cursos') },
        ...courses.map((course) => ({ label: course.title, href: courseHref(course.id) })),
      ],
    },
    link('galeria'),
    link('testimonios'),
    link('contacto'),
  ];
}
