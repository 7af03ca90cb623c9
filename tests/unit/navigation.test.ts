import { describe, expect, it } from 'vitest';
import { buildNavigation, isNavGroup } from '../../src/lib/navigation.ts';
import { siteConfig } from '../../src/site.config.ts';

describe('buildNavigation', () => {
  const navigation = buildNavigation(
    [
      { id: 'pulido', title: 'Pulido' },
      { id: 'pintura', title: 'Pintura' },
    ],
    [{ id: 'basico', title: 'Curso básico' }],
    siteConfig.texts.menu,
  );

  it('lists the sections in the order of the home page', () => {
    expect(navigation.map((item) => item.label)).toEqual([
      'Inicio',
      'Nosotros',
      'Servicios',
      'Cursos',
      'Galería',
      'Testimonios',
      'Contacto',
    ]);
  });

  it('puts "all services" and then each service in the Servicios dropdown', () => {
    const services = navigation.find((item) => item.label === 'Servicios');
    expect(services && isNavGroup(services) && services.links).toEqual([
      { label: 'Todos los servicios', href: '/#servicios' },
      { label: 'Pulido', href: '/servicios/pulido' },
      { label: 'Pintura', href: '/servicios/pintura' },
    ]);
  });

  it('puts "all courses" and then each course in the Cursos dropdown', () => {
    const courses = navigation.find((item) => item.label === 'Cursos');
    expect(courses && isNavGroup(courses) && courses.links).toEqual([
      { label: 'Todos los cursos', href: '/#cursos' },
      { label: 'Curso básico', href: '/cursos/basico' },
    ]);
  });
});
