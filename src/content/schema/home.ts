// The shape of src/content/home.yaml: the home page's own words and its two big photos.
import { z } from 'zod';
import { group, imageHint, imagePath, labelled, list, longText, optional, standIn, step, text } from './fields.ts';

/** The texts heading a section of the home page, and any more of its own. */
function sectionIntro<Extra extends z.core.$ZodShape>(section: string, extra: Extra) {
  return group(`Sección ${section}`, `Los textos que encabezan la sección ${section} de la página de inicio.`, {
    eyebrow: labelled(text, 'Antetítulo', 'La palabra chica que va arriba del título.'),
    title: labelled(text, 'Título', 'El título grande de la sección.'),
    lead: labelled(optional(longText), 'Bajada', 'Una oración debajo del título (opcional).'),
    ...extra,
  });
}

/** A big photo of the home page: the file, what it shows, and whether it is a sample. */
const homePhoto = (title: string, what: string) => ({
  image: labelled(imagePath, title, imageHint(what)),
  imageAlt: labelled(
    text,
    'Descripción de la foto',
    'Qué muestra la foto, para quienes no la ven (lectores de pantalla).',
  ),
  standIn: standIn('la foto'),
});

/** The home page's own words: headline, about texts and each section's heading. */
export const homeSchema = z.strictObject({
  meta: group(
    'Buscadores y redes',
    'Lo que muestran Google y las redes sociales cuando aparece o se comparte la página de inicio.',
    {
      title: labelled(
        text,
        'Título',
        'El título de la pestaña y del resultado en Google; conviene que nombre el taller y el barrio.',
      ),
      description: labelled(
        longText,
        'Descripción',
        'Una o dos oraciones debajo del título en Google (unos 150 caracteres).',
      ),
    },
  ),
  hero: group('Portada', 'Lo primero que se ve al entrar a la web.', {
    eyebrow: labelled(text, 'Antetítulo', 'La línea chica arriba del título.'),
    title: labelled(text, 'Título', 'La frase principal de la web.'),
    lead: labelled(longText, 'Bajada', 'Una o dos oraciones debajo del título.'),
    bookAction: labelled(text, 'Botón de turno', 'El botón principal, que lleva al formulario de contacto.'),
    chatAction: labelled(text, 'Botón de WhatsApp', 'El botón que abre un chat de WhatsApp para reservar.'),
    ...homePhoto('Foto de portada', 'La foto grande de fondo.'),
  }),
  about: group('Nosotros', 'La sección que cuenta quiénes son.', {
    eyebrow: labelled(text, 'Antetítulo', 'La palabra chica arriba del título.'),
    title: labelled(text, 'Título', 'El título de la sección.'),
    blocks: labelled(list(step('este bloque')), 'Bloques', 'Los textos cortos que cuentan cómo trabajan.'),
    ...homePhoto('Foto', 'La foto de la sección.'),
  }),
  services: sectionIntro('Servicios', {
    customServiceText: labelled(
      longText,
      'Texto de servicio a medida',
      'La invitación a pedir un servicio que no está en la lista.',
    ),
  }),
  courses: sectionIntro('Cursos', {
    question: labelled(text, 'Pregunta final', 'La invitación a consultar, debajo de los cursos.'),
    questionAction: labelled(text, 'Botón de la pregunta', 'El botón de WhatsApp junto a la pregunta final.'),
  }),
  gallery: sectionIntro('Galería', {}),
  testimonials: sectionIntro('Testimonios', {}),
  contact: sectionIntro('Contacto', {
    formTitle: labelled(text, 'Título del formulario', 'El título arriba del formulario de consulta.'),
  }),
});

export type Home = z.infer<typeof homeSchema>;
