// The site's navigation, built from the content so a new service or course
// shows up in the menus by itself.
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

/** Section ids of the home page, in the order they appear. */
export const homeSections = {
  inicio: 'Inicio',
  nosotros: 'Nosotros',
  servicios: 'Servicios',
  cursos: 'Cursos',
  galeria: 'Galería',
  testimonios: 'Testimonios',
  contacto: 'Contacto',
} as const;

export type HomeSection = keyof typeof homeSections;

export const sectionHref = (section: HomeSection): string => `/#${section}`;
export const serviceHref = (id: string): string => `/servicios/${id}`;
export const courseHref = (id: string): string => `/cursos/${id}`;

interface Titled {
  id: string;
  title: string;
}

export function buildNavigation(services: readonly Titled[], courses: readonly Titled[]): NavItem[] {
  const link = (section: HomeSection): NavLink => ({ label: homeSections[section], href: sectionHref(section) });
  return [
    link('inicio'),
    link('nosotros'),
    {
      label: homeSections.servicios,
      id: 'menu-servicios',
      links: [
        { label: 'Todos los servicios', href: sectionHref('servicios') },
        ...services.map((service) => ({ label: service.title, href: serviceHref(service.id) })),
      ],
    },
    {
      label: homeSections.cursos,
      id: 'menu-cursos',
      links: [
        { label: 'Todos los cursos', href: sectionHref('cursos') },
        ...courses.map((course) => ({ label: course.title, href: courseHref(course.id) })),
      ],
    },
    link('galeria'),
    link('testimonios'),
    link('contacto'),
  ];
}
