// The site's fixed words in the home page's sections and in the opening hours, in src/content/site.yaml's `texts`.
import { weekdays, type Weekday } from '../../lib/weekdays.ts';
import { group, labelled, template, text } from './fields.ts';
import { dayNames } from './hours.ts';
import type { claimFields } from './identity.ts';

/** The words under each figure (texts.claimLabels), by the same names: a claim without its words cannot be shown. */
const claimLabelFields = {
  vehiclesServed: labelled(text, 'Vehículos atendidos', 'Debajo de la cifra de vehículos.'),
  satisfiedClients: labelled(text, 'Clientes satisfechos', 'Debajo del porcentaje de clientes.'),
  starAverage: labelled(text, 'Estrellas', 'Debajo de las estrellas, en la portada.'),
  ratingAverage: labelled(text, 'Puntuación promedio', 'Debajo de la puntuación, en la sección Nosotros.'),
  yearsOfExperience: labelled(text, 'Años de experiencia', 'Debajo de los años del taller.'),
  responseTime: labelled(text, 'Tiempo de respuesta', 'Debajo del tiempo de respuesta.'),
} satisfies Record<keyof typeof claimFields, typeof text>;

/** The words under the figures, of the opening hours, and of the home page's cards, gallery, reviews and contact. */
export const sectionTexts = {
  claimLabels: group(
    'Nombres de los números',
    'Lo que dice debajo de cada cifra del taller (las cifras están en "Números del taller").',
    claimLabelFields,
  ),
  hours: group(
    'Palabras de los horarios',
    'Cómo se escriben los días y el cartel de abierto o cerrado (los horarios están en "Horarios").',
    {
      days: group(
        'Nombres de los días',
        'Cada día en minúscula, como va en medio de una frase.',
        Object.fromEntries(
          weekdays.map((day) => [
            day,
            labelled(text, dayNames[day], `Cómo se escribe ${dayNames[day].toLowerCase()} en los horarios.`),
          ]),
        ) as Record<Weekday, typeof text>,
      ),
      dayRange: labelled(
        template('desde', 'hasta'),
        'Varios días',
        'Para días seguidos con el mismo horario: {desde} a {hasta}, ej. lunes a viernes.',
      ),
      dayPair: labelled(
        template('desde', 'hasta'),
        'Dos días',
        'Para dos días seguidos con el mismo horario: {desde} y {hasta}, ej. sábado y domingo.',
      ),
      timeRange: labelled(
        template('abre', 'cierra'),
        'Horario',
        'Cómo se escribe un horario: {abre} a {cierra}, ej. 9:00 a 19:00.',
      ),
      closed: labelled(text, 'Cerrado', 'Lo que dice un día que el taller no abre.'),
      openNow: labelled(template('hora'), 'Abierto ahora', 'El cartel mientras está abierto; {hora} es la de cierre.'),
      opensToday: labelled(
        template('hora'),
        'Abre más tarde',
        'El cartel antes de abrir, el mismo día; {hora} es la de apertura.',
      ),
      opensTomorrow: labelled(
        template('hora'),
        'Abre mañana',
        'El cartel cuando abre al día siguiente; {hora} es la de apertura.',
      ),
      opensLater: labelled(
        template('día', 'hora'),
        'Abre otro día',
        'El cartel cuando abre en unos días; {día} es el día y {hora} la de apertura.',
      ),
      holidayToday: labelled(
        template('feriado', 'día', 'hora'),
        'Hoy feriado',
        'El cartel en un feriado; {feriado} es su nombre, {día} el día en que volvemos a abrir y {hora} la de apertura.',
      ),
      closureToday: labelled(
        template('motivo', 'día', 'hora'),
        'Hoy cerrado por un cierre',
        'El cartel durante un cierre; {motivo} es el de "Cierres", {día} el día en que volvemos a abrir y {hora} la de apertura.',
      ),
      specialTitle: labelled(
        text,
        'Título de los días especiales',
        'Arriba de los próximos feriados y cierres, en Contacto.',
      ),
      holidayClosed: labelled(
        template('feriado'),
        'Feriado cerrado',
        'Al lado de un feriado en la lista de días especiales; {feriado} es su nombre.',
      ),
      holidayOpen: labelled(
        template('feriado', 'horario'),
        'Feriado abierto',
        'Al lado de un feriado en que abrimos; {feriado} es su nombre y {horario} el de ese día.',
      ),
      closureClosed: labelled(
        template('motivo'),
        'Cierre',
        'Al lado de un cierre en la lista de días especiales; {motivo} es el de "Cierres".',
      ),
      fullNoTurns: labelled(text, 'Día completo', 'Al lado de los días completos: abrimos, pero sin turnos.'),
      dateSpan: labelled(
        template('desde', 'hasta'),
        'Varios días seguidos',
        'Cómo se escriben varios días seguidos; ej. del {desde} al {hasta}.',
      ),
      closureNotice: labelled(
        template('desde', 'hasta', 'motivo', 'vuelve'),
        'Aviso de cierre',
        'El aviso en todas las páginas desde dos semanas antes de un cierre hasta que termina; {vuelve} es el día en que volvemos a abrir.',
      ),
    },
  ),
  homeCards: group(
    'Tarjetas de inicio',
    'Los botones y datos fijos de las tarjetas de servicios y cursos de la página de inicio.',
    {
      price: labelled(text, 'Precio', 'Lo que anuncia el lector de pantalla antes del precio de la tarjeta.'),
      serviceMore: labelled(text, 'Botón ver más', 'El botón que abre la página del servicio.'),
      serviceMoreHidden: labelled(
        template('servicio'),
        'Ver más (lector de pantalla)',
        'Lo que el lector de pantalla agrega al botón; {servicio} es el nombre del servicio.',
      ),
      serviceAskPrice: labelled(text, 'Botón de precio', 'El botón de WhatsApp de cada tarjeta.'),
      serviceAskPriceHidden: labelled(
        template('servicio'),
        'Precio (lector de pantalla)',
        'Lo que el lector de pantalla agrega al botón de precio; {servicio} es el nombre del servicio.',
      ),
      customService: labelled(
        text,
        'Botón a medida',
        'El botón de WhatsApp debajo de los servicios, para pedir algo que no está en la lista.',
      ),
      smallGroups: labelled(text, 'Dato: grupos', 'El dato de la tarjeta de cada curso sobre los grupos.'),
      certificate: labelled(text, 'Dato: certificado', 'El dato de la tarjeta de cada curso sobre el certificado.'),
      courseDetails: labelled(text, 'Botón de detalles', 'El botón que abre la página del curso.'),
      courseDetailsHidden: labelled(
        template('curso'),
        'Detalles (lector de pantalla)',
        'Lo que el lector de pantalla agrega al botón; {curso} es el nombre del curso.',
      ),
      level: labelled(text, 'Nivel', 'Lo que anuncia el lector de pantalla antes del nivel del curso.'),
      modality: labelled(text, 'Modalidad', 'Lo que anuncia el lector de pantalla antes de la modalidad del curso.'),
    },
  ),
  gallery: group('Galería', 'Las pestañas, las etiquetas y el visor de la galería de trabajos.', {
    tabsLabel: labelled(
      text,
      'Nombre de las pestañas',
      'Cómo anuncia el lector de pantalla las pestañas Motos y Autos.',
    ),
    bikes: labelled(text, 'Pestaña de motos', 'El nombre de la pestaña con los trabajos en motos.'),
    cars: labelled(text, 'Pestaña de autos', 'El nombre de la pestaña con los trabajos en autos.'),
    before: labelled(text, 'Antes', 'La etiqueta de la foto de antes del trabajo.'),
    after: labelled(text, 'Después', 'La etiqueta de la foto de después del trabajo.'),
    openPair: labelled(
      template('trabajo'),
      'Abrir en grande',
      'El nombre del botón que abre un par de fotos en grande; {trabajo} es el título del trabajo.',
    ),
    loading: labelled(text, 'Cargando', 'El aviso mientras cargan las fotos de otra pestaña.'),
    close: labelled(text, 'Cerrar', 'El nombre del botón que cierra el visor de fotos.'),
    closeHint: labelled(text, 'Cómo cerrar', 'La línea debajo de las fotos en grande.'),
  }),
  reviews: group('Reseñas', 'Las etiquetas y botones fijos de la sección de reseñas.', {
    stars: labelled(
      template('estrellas'),
      'Estrellas',
      'Lo que anuncia el lector de pantalla; {estrellas} es la puntuación de la reseña.',
    ),
    sample: labelled(text, 'Reseña de ejemplo', 'La etiqueta de las reseñas marcadas como ejemplo.'),
    fromGoogle: labelled(text, 'Reseña de Google', 'La etiqueta de las reseñas reales.'),
    book: labelled(text, 'Botón de turno', 'El botón debajo de las reseñas que lleva al formulario.'),
    more: labelled(text, 'Botón de más reseñas', 'El botón que abre las reseñas en Google Maps.'),
    moreHidden: labelled(text, 'Más reseñas (lector de pantalla)', 'Lo que el lector de pantalla agrega a ese botón.'),
    leave: labelled(
      text,
      'Botón para dejar reseña',
      'El botón junto a «más reseñas» que lleva a dejar una reseña en Google, por la dirección corta /resena.',
    ),
  }),
  contact: group('Sección de contacto', 'Los títulos fijos junto al formulario de contacto.', {
    address: labelled(text, 'Título de dirección', 'El título arriba de la dirección.'),
    phone: labelled(text, 'Título de teléfono', 'El título arriba del teléfono.'),
    chatAction: labelled(text, 'Enlace de WhatsApp', 'El enlace de WhatsApp junto al teléfono.'),
    email: labelled(text, 'Título de email', 'El título arriba del email.'),
    hours: labelled(text, 'Título de horarios', 'El título arriba de los horarios.'),
    mapTitle: labelled(
      template('taller', 'dirección'),
      'Nombre del mapa',
      'Cómo anuncia el lector de pantalla el mapa; {taller} es el nombre y {dirección} la dirección.',
    ),
    mapImageAlt: labelled(
      template('taller', 'dirección'),
      'Descripción de la imagen del mapa',
      'Lo que lee el lector de pantalla en la imagen del mapa; {taller} es el nombre y {dirección} la dirección.',
    ),
    mapStandIn: labelled(
      text,
      'Rótulo del mapa dibujado',
      'El rótulo en el mapa que dibuja la web cuando no hay imagen del mapa.',
    ),
    showMap: labelled(text, 'Botón del mapa interactivo', 'El botón que abre el mapa de Google en la página.'),
    mapNotice: labelled(
      text,
      'Aviso del mapa',
      'La línea que avisa que, al abrir el mapa, Google recibe datos de la visita.',
    ),
    directions: labelled(text, 'Botón cómo llegar', 'El botón que abre el recorrido en Google Maps.'),
    directionsHidden: labelled(
      text,
      'Cómo llegar (lector de pantalla)',
      'Lo que el lector de pantalla agrega a ese botón.',
    ),
  }),
};
