// The owner's collections, one YAML file per item: services, courses, gallery works, reviews, legal pages.
import { z } from 'zod';
import { courseLevels, galleryCategories } from '../choices.ts';
import {
  calendarDay,
  id,
  imageHint,
  imagePath,
  labelled,
  list,
  longText,
  missingOr,
  optional,
  order,
  pesos,
  slug,
  standIn,
  step,
  text,
  textList,
  videoHint,
  videoPath,
  withDefault,
  yesNo,
} from './fields.ts';

/** The fields a service and a course both start with: their address, place, name and texts. */
const catalogueEntry = (noun: 'servicio' | 'curso', idExample: string) => ({
  id: id(`del ${noun}`, idExample),
  order: order(`del ${noun}`),
  title: labelled(text, 'Nombre', `El nombre del ${noun}, como lo ve el visitante.`),
  shortDescription: labelled(
    longText,
    'Descripción corta',
    'Una o dos oraciones para la tarjeta de la página de inicio y los buscadores.',
  ),
  fullDescription: labelled(
    longText,
    'Descripción completa',
    `El texto de la página del ${noun}. Separá los párrafos con una línea en blanco.`,
  ),
});

/** Names of the icons a service card can show (their shapes are in src/components/ui/icon-paths.ts). */
export const serviceIcons = [
  'armchair',
  'sparkles',
  'shield-check',
  'droplets',
  'wind',
  'scissors',
  'paintbrush',
  'helmet',
  'flame',
] as const;

/** What the editor calls each icon. */
const iconNames: Record<ServiceIcon, string> = {
  armchair: 'Asiento',
  sparkles: 'Brillo',
  'shield-check': 'Escudo',
  droplets: 'Gotas',
  wind: 'Viento',
  scissors: 'Tijera',
  paintbrush: 'Pincel',
  helmet: 'Casco',
  flame: 'Llama',
};

const faq = z.strictObject({
  question: labelled(text, 'Pregunta', 'La pregunta, como la haría un cliente.'),
  answer: labelled(longText, 'Respuesta', 'La respuesta, corta y clara.'),
});

/** A price "desde" for one vehicle of the turn fields' list (site.yaml, texts.turn.vehicles). */
const vehiclePrice = z.strictObject({
  vehicle: labelled(
    text,
    'Vehículo',
    'Uno de los vehículos del formulario de turno (Datos del taller → Textos fijos de la web → Pedido de turno → Vehículos), escrito igual, ej. Camioneta o SUV.',
  ),
  from: labelled(
    pesos,
    'Desde (pesos)',
    'El precio mínimo para ese vehículo, en pesos, sin puntos ni signo, ej. 25000.',
  ),
});

/** Something that adds to the price, whatever the vehicle, e.g. pet hair. */
const priceExtra = z.strictObject({
  name: labelled(text, 'Adicional', 'Lo que suma al precio, ej. Pelo de mascota.'),
  price: labelled(pesos, 'Precio (pesos)', 'Cuánto suma, en pesos, sin puntos ni signo, ej. 5000.'),
});

export const serviceSchema = z.strictObject({
  ...catalogueEntry('servicio', 'pulido-motos'),
  price: labelled(text, 'Precio', 'El precio que muestra la página del servicio, ej. Desde $25.000.'),
  cardPrice: labelled(
    withDefault(text, 'Consultar'),
    'Precio en la tarjeta',
    'Lo que muestra la tarjeta de la página de inicio. Si lo dejás vacío dice "Consultar".',
  ),
  prices: labelled(
    optional(list(vehiclePrice)),
    'Precios por vehículo',
    'Opcional: un precio "desde" por vehículo. Si lo completás, la página del servicio y la lista de precios muestran una tabla en vez del texto de "Precio".',
  ),
  extras: labelled(
    optional(list(priceExtra)),
    'Adicionales',
    'Opcional: lo que suma al precio, ej. Pelo de mascota, con cuánto suma. Se muestran junto a los precios por vehículo.',
  ),
  icon: z.enum(serviceIcons, { error: `tiene que ser uno de estos íconos: ${serviceIcons.join(', ')}` }).meta({
    title: 'Ícono',
    description: 'El dibujo de la tarjeta del servicio.',
    editor: { options: serviceIcons.map((icon) => ({ label: iconNames[icon], value: icon })) },
  }),
  duration: labelled(text, 'Duración', 'Cuánto tarda el trabajo, ej. 4-8 horas.'),
  warranty: labelled(text, 'Garantía', 'La garantía del trabajo, ej. 3 meses.'),
  formOption: labelled(
    optional(text),
    'Opción del formulario',
    'La opción de la lista "Servicio" del formulario que corresponde a este servicio, escrita igual (está en Datos del taller → Servicios del formulario). El enlace "Pedir turno" la deja elegida.',
  ),
  features: labelled(textList, 'Qué incluye', 'Una línea por cada cosa que incluye el servicio.'),
  process: labelled(list(step('este paso')), 'Paso a paso', 'Los pasos del trabajo, en orden.'),
  benefits: labelled(textList, 'Beneficios', 'Una línea por cada beneficio para el cliente.'),
  faqs: labelled(list(faq), 'Preguntas frecuentes', 'Las preguntas que más te hacen sobre este servicio.'),
  images: labelled(
    list(imagePath),
    'Fotos',
    imageHint('Las fotos del servicio; la primera es la de la tarjeta y la portada de la página.'),
  ),
  video: labelled(optional(videoPath), 'Video', videoHint('Un video corto del trabajo.')),
  standIn: standIn('la foto o el video'),
});

export const courseSchema = z.strictObject({
  ...catalogueEntry('curso', 'detailing-basico'),
  level: labelled(
    z.enum(courseLevels, { error: `tiene que ser uno de estos niveles: ${courseLevels.join(', ')}` }),
    'Nivel',
    'Para quién es el curso.',
  ),
  modality: labelled(text, 'Modalidad', 'Cómo se cursa, ej. Presencial en el taller.'),
  duration: labelled(text, 'Duración', 'Cuánto dura el curso, ej. 2 jornadas de 4 horas.'),
  instructor: labelled(
    text,
    'Instructor',
    'Quién da el curso, en una o dos frases: la persona o el equipo y por qué saben enseñarlo.',
  ),
  requirements: labelled(textList, 'Requisitos', 'Una línea por cada cosa que hace falta para anotarse.'),
  curriculum: labelled(list(step('este tema')), 'Programa', 'Los temas del curso, en orden.'),
  highlights: labelled(list(step('este punto')), 'Lo que te llevás', 'Lo mejor del curso, en pocas palabras.'),
  certification: labelled(text, 'Certificado', 'Qué certificado reciben al terminar.'),
  image: labelled(imagePath, 'Foto', imageHint('La foto de la tarjeta y de la página del curso.')),
  video: labelled(optional(videoPath), 'Video', videoHint('Un video corto del curso.')),
  standIn: standIn('la foto o el video'),
});

const galleryBase = {
  order: order('del trabajo'),
  category: z.enum(galleryCategories, { error: 'tiene que ser bikes (motos) o cars (autos)' }).meta({
    title: 'Categoría',
    description: 'El filtro de la galería donde aparece.',
    editor: {
      options: [
        { label: 'Motos', value: 'bikes' },
        { label: 'Autos', value: 'cars' },
      ],
    },
  }),
  title: labelled(text, 'Título', 'Qué se hizo, en pocas palabras. También lo leen quienes no ven la foto.'),
  service: slug.meta({
    title: 'Servicio',
    description: 'El servicio al que corresponde el trabajo; la galería enlaza a su página.',
    // Picked from the services the owner has, by name.
    editor: {
      widget: 'relation',
      collection: 'services',
      value_field: 'id',
      search_fields: ['title'],
      display_fields: ['title'],
    },
  }),
  standIn: standIn('la foto o el video'),
};

/** The kind of a gallery item: the section of the editor's gallery it is created in writes it. */
const galleryType = <Type extends string>(type: Type) =>
  labelled(
    z.literal(type),
    'Tipo',
    'Foto antes y después, o video. Lo decide la sección de la galería en la que creás el trabajo.',
  );

export const galleryItemSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({
      type: galleryType('image'),
      ...galleryBase,
      before: labelled(imagePath, 'Foto de antes', imageHint('Cómo llegó el vehículo.')),
      after: labelled(imagePath, 'Foto de después', imageHint('Cómo quedó, con el mismo encuadre que la de antes.')),
    }),
    z.strictObject({
      type: galleryType('video'),
      ...galleryBase,
      video: labelled(videoPath, 'Video', 'El video del trabajo, en MP4, con el nombre que tenga.'),
      poster: labelled(imagePath, 'Foto de portada', imageHint('La imagen que se ve antes de dar play.')),
    }),
  ],
  { error: 'el tipo tiene que ser image (foto antes/después) o video' },
);

export const reviewSchema = z.strictObject({
  order: order('de la reseña'),
  author: labelled(text, 'Autor', 'El nombre con el que la persona firmó la reseña en Google Maps.'),
  rating: labelled(
    z
      .number({ error: missingOr('falta la puntuación (un número de 1 a 5)', 'tiene que ser un número de 1 a 5') })
      .int('tiene que ser un número entero de 1 a 5')
      .min(1, 'tiene que ser un número de 1 a 5')
      .max(5, 'tiene que ser un número de 1 a 5'),
    'Estrellas',
    'La puntuación que dejó, de 1 a 5.',
  ),
  text: labelled(longText, 'Reseña', 'El texto tal como está en Google Maps.'),
  date: labelled(
    optional(calendarDay),
    'Fecha',
    'Opcional: el día en que la persona dejó la reseña en Google Maps (tocá el campo y elegí el día). Se muestra debajo de su nombre.',
  ),
  sample: labelled(
    withDefault(yesNo, false),
    'De ejemplo',
    'Marcado = reseña inventada de muestra. Reemplazala por una real de Google Maps y desmarcalo.',
  ),
});

export const legalPageSchema = z.strictObject({
  title: labelled(text, 'Título', 'El título de la página.'),
  description: labelled(longText, 'Resumen', 'Una oración que resume la página, para los buscadores.'),
  updated: labelled(text, 'Última actualización', 'Mes y año del último cambio, ej. junio de 2025.'),
  sections: labelled(
    list(
      z.strictObject({
        heading: labelled(text, 'Subtítulo', 'El subtítulo de la sección.'),
        paragraphs: labelled(
          optional(list(longText)),
          'Párrafos',
          'Un párrafo por ítem. Podés escribir {name}, {email}, {phone} o {address} y la web pone el dato del taller.',
        ),
        list: labelled(
          optional(textList),
          'Lista',
          'Ítems con viñeta debajo de los párrafos (opcional). También acepta {name}, {email}, {phone} y {address}.',
        ),
      }),
    ),
    'Secciones',
    'Cada sección tiene un subtítulo, párrafos y, si hace falta, una lista.',
  ),
});

export type { CourseLevel, GalleryCategory } from '../choices.ts';
export type Service = z.infer<typeof serviceSchema>;
export type Course = z.infer<typeof courseSchema>;
export type GalleryItem = z.infer<typeof galleryItemSchema>;
export type Review = z.infer<typeof reviewSchema>;
export type LegalPage = z.infer<typeof legalPageSchema>;
export type ServiceIcon = (typeof serviceIcons)[number];
