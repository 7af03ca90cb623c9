// The site's fixed words on every page and on a service's or a course's page, in src/content/site.yaml's `texts`.
import { group, labelled, longText, template, text } from './fields.ts';

/** A link of the menu to a section of the home page. */
const menuLink = (section: string) =>
  labelled(text, `Sección ${section}`, `Cómo se llama en el menú el enlace a la sección ${section}.`);

/** The closing words of a service's or course's page, and what shows when the address names none. */
const detailPageEnd = (invitation: string, one: string, all: string) => ({
  closingTitle: labelled(text, 'Título del cierre', `La invitación final a ${invitation}.`),
  closingLead: labelled(longText, 'Texto del cierre', 'Una oración debajo del título del cierre.'),
  closingAction: labelled(text, 'Botón del cierre', 'El botón de WhatsApp del cierre.'),
  notFoundTitle: labelled(text, 'Título si no existe', `Lo que ve quien abre la dirección de ${one} que ya no está.`),
  notFoundLead: labelled(longText, 'Texto si no existe', `Una oración que lo invita a ver ${all} desde el inicio.`),
});

/** The words of the detail pages, the menu, every page's notices, the error page and the footer. */
export const pageTexts = {
  servicePage: group('Página de un servicio', 'Los mismos textos en la página de cada servicio.', {
    back: labelled(text, 'Enlace para volver', 'El enlace de arriba que vuelve a la lista de servicios.'),
    duration: labelled(text, 'Dato: duración', 'El nombre del recuadro con lo que tarda el trabajo.'),
    warranty: labelled(text, 'Dato: garantía', 'El nombre del recuadro de la garantía.'),
    warrantyValue: labelled(
      template('garantía'),
      'Texto de la garantía',
      'Lo que dice el recuadro; {garantía} es la garantía del servicio, ej. Garantía 6 meses.',
    ),
    price: labelled(text, 'Dato: precio', 'El nombre del recuadro del precio.'),
    askPrice: labelled(text, 'Botón de precio', 'El botón de WhatsApp para consultar el precio.'),
    book: labelled(text, 'Botón de turno', 'El botón de WhatsApp para agendar un turno.'),
    turnForm: labelled(
      text,
      'Enlace al formulario de turno',
      'El enlace junto a los botones de WhatsApp que abre el formulario con el servicio elegido.',
    ),
    chatNote: labelled(
      text,
      'Texto sobre los botones de WhatsApp',
      'La línea sobre "Consultar Precio" y "Agendar Turno": que los dos abren el chat de WhatsApp ya mismo.',
    ),
    formNote: labelled(
      text,
      'Texto del enlace al formulario',
      'La frase que va antes del enlace al formulario de turno: que ahí se elige el día.',
    ),
    process: labelled(text, 'Título del paso a paso', 'El título de la sección con los pasos del trabajo.'),
    benefits: labelled(text, 'Título de beneficios', 'El título de la lista de beneficios.'),
    features: labelled(text, 'Título de qué incluye', 'El título de la lista de lo que incluye.'),
    faqs: labelled(text, 'Título de preguntas', 'El título de las preguntas frecuentes.'),
    ...detailPageEnd('pedir presupuesto', 'un servicio', 'los servicios'),
    related: labelled(
      text,
      'Título de otros servicios',
      'El título de los servicios que se sugieren al pie de la página.',
    ),
  }),
  prices: group('Precios por vehículo', 'Las tablas de precios de los servicios que tienen precios por vehículo.', {
    vehicle: labelled(text, 'Columna de vehículos', 'El título de la columna de los vehículos.'),
    from: labelled(text, 'Columna de precios', 'El título de la columna de los precios, ej. Desde.'),
    extras: labelled(text, 'Título de adicionales', 'El título de lo que suma al precio, ej. Adicionales.'),
    extraValue: labelled(
      template('precio'),
      'Precio de un adicional',
      'Cómo se lee lo que suma un adicional; {precio} es su precio, ej. +{precio}.',
    ),
    updated: labelled(
      template('fecha'),
      'Fecha de los precios',
      'La línea junto a cada tabla de precios; {fecha} es la de Datos del taller → Precios actualizados el.',
    ),
    link: labelled(text, 'Enlace a la lista', 'El enlace a la lista de precios, en la sección Servicios y en el pie.'),
    pageTitle: labelled(text, 'Título de la lista', 'El título de la página con la lista de precios.'),
    pageDescription: labelled(
      longText,
      'Descripción de la lista',
      'Lo que muestran los buscadores y WhatsApp de la página con la lista de precios, en una o dos oraciones.',
    ),
    pageLead: labelled(longText, 'Texto de la lista', 'Una o dos oraciones debajo del título de la lista de precios.'),
    services: labelled(text, 'Título de los servicios', 'El título de la parte de la lista con los servicios.'),
    courses: labelled(text, 'Título de los cursos', 'El título de la parte de la lista con los cursos.'),
    reference: labelled(
      template('vehículo', 'precio'),
      'Precio de referencia',
      'La línea del formulario, con los datos del turno, cuando se eligió un servicio con precios por vehículo y el vehículo; también va en el mensaje de WhatsApp. {vehículo} es el elegido y {precio} su precio desde.',
    ),
    referenceText: labelled(
      template('precio'),
      'Precio de referencia escrito',
      'La misma línea para un servicio con un solo precio escrito (ej. Desde $25.000), que es {precio}. Un servicio que dice Consultar no muestra ninguna.',
    ),
    chosenExtras: labelled(
      template('adicionales'),
      'Adicionales elegidos',
      'La línea del mensaje de WhatsApp con los adicionales que marcó el visitante; {adicionales} los nombra con lo que suma cada uno.',
    ),
    ask: labelled(text, 'Precio a consultar', 'Lo que dice la lista como precio de un curso, ej. Consultar.'),
  }),
  coursePage: group('Página de un curso', 'Los mismos textos en la página de cada curso.', {
    back: labelled(text, 'Enlace para volver', 'El enlace de arriba que vuelve a la lista de cursos.'),
    facts: labelled(
      text,
      'Nombre de los datos',
      'Cómo anuncia el lector de pantalla los recuadros de duración, grupos y certificado.',
    ),
    module: labelled(
      template('número'),
      'Número de módulo',
      'Lo que va arriba de cada tema del programa; {número} es 1, 2, 3…',
    ),
    enrol: labelled(text, 'Botón de inscripción', 'El botón de WhatsApp junto a la descripción del curso.'),
    smallGroups: labelled(text, 'Dato: grupos', 'El recuadro sobre el tamaño de los grupos.'),
    certificateIncluded: labelled(text, 'Dato: certificado', 'El recuadro sobre el certificado.'),
    curriculum: labelled(text, 'Título del programa', 'El título de la lista de temas.'),
    highlights: labelled(text, 'Título de lo destacado', 'El título de la sección "Lo que te llevás".'),
    instructor: labelled(text, 'Título del instructor', 'El título de la sección sobre quién enseña.'),
    requirements: labelled(text, 'Título de requisitos', 'El título de la lista de requisitos.'),
    certification: labelled(text, 'Título del certificado', 'El título de la sección del certificado.'),
    ...detailPageEnd('inscribirse', 'un curso', 'los cursos'),
  }),
  menu: group('Menú', 'Las palabras del menú de arriba, en la computadora y en el celular.', {
    label: labelled(
      text,
      'Nombre del menú',
      'Cómo anuncia el lector de pantalla el menú (en el celular y en la computadora).',
    ),
    button: labelled(text, 'Botón del menú', 'El nombre del botón de tres rayitas del celular.'),
    close: labelled(
      text,
      'Cerrar el menú',
      'El nombre de la cruz que cierra el menú del celular cuando el navegador no tiene JavaScript.',
    ),
    home: menuLink('Inicio'),
    about: menuLink('Nosotros'),
    services: menuLink('Servicios'),
    courses: menuLink('Cursos'),
    gallery: menuLink('Galería'),
    reviews: menuLink('Testimonios'),
    contact: menuLink('Contacto'),
    allServices: labelled(text, 'Todos los servicios', 'El primer enlace de la lista de servicios del menú.'),
    allCourses: labelled(text, 'Todos los cursos', 'El primer enlace de la lista de cursos del menú.'),
  }),
  shared: group('Textos de todas las páginas', 'Avisos y enlaces que se repiten en toda la web.', {
    skipToContent: labelled(
      text,
      'Saltar al contenido',
      'El enlace que aparece al usar el teclado, para saltear el menú.',
    ),
    breadcrumbs: labelled(
      text,
      'Nombre de la ruta',
      'Cómo anuncia el lector de pantalla la línea "Inicio › Servicios › …".',
    ),
    backHome: labelled(
      text,
      'Volver al inicio',
      'El botón de la página que se ve cuando un servicio o curso no existe.',
    ),
    newTab: labelled(
      text,
      'Aviso de pestaña nueva',
      'Lo que escucha quien usa lector de pantalla en los enlaces que abren otra pestaña.',
    ),
    chatNewTab: labelled(
      text,
      'Aviso de WhatsApp',
      'Lo que escucha quien usa lector de pantalla en cada botón de WhatsApp.',
    ),
    floatingChat: labelled(
      text,
      'Botón flotante de WhatsApp',
      'El nombre del botón redondo de WhatsApp, para el lector de pantalla.',
    ),
    socialLinks: labelled(text, 'Nombre de las redes', 'Cómo anuncia el lector de pantalla la lista de redes.'),
    socialProfile: labelled(
      template('red', 'taller'),
      'Enlace a una red',
      'El nombre de cada ícono de red del pie; {red} es la red y {taller} el nombre del taller.',
    ),
    videoBadge: labelled(text, 'Etiqueta de video', 'La etiqueta chica arriba de cada video.'),
    playVideo: labelled(
      template('video'),
      'Botón de reproducir',
      'El nombre del botón que reproduce un video; {video} es lo que muestra el video.',
    ),
    pauseVideo: labelled(
      template('video'),
      'Botón de pausar',
      'El nombre del botón que pausa un video; {video} es lo que muestra el video.',
    ),
    legalUpdated: labelled(
      template('fecha'),
      'Fecha de actualización',
      'La línea debajo del título de términos y privacidad; {fecha} es la fecha de la página.',
    ),
    previewImageAlt: labelled(
      template('taller', 'título'),
      'Descripción de la imagen al compartir',
      'Describe la imagen que acompaña el enlace al compartir una página en WhatsApp o en redes; {taller} es el nombre y {título} el título de la página.',
    ),
  }),
  serverError: group('Página de error', 'Lo que se ve si la web no puede mostrar una página por un problema nuestro.', {
    title: labelled(
      text,
      'Título de la página de error',
      'Lo que se ve si la web falla por un problema nuestro (un error 500); pasa muy rara vez.',
    ),
    lead: labelled(
      text,
      'Texto de la página de error',
      'La línea debajo del título: qué puede hacer quien visita mientras tanto.',
    ),
    chat: labelled(text, 'Botón de WhatsApp', 'El botón que abre el chat del taller.'),
    home: labelled(text, 'Botón de inicio', 'El botón que vuelve a la página de inicio.'),
  }),
  notFound: group(
    'Página que no existe',
    'Lo que se ve en una dirección que no existe, debajo de las frases en inglés "Oops! Page not found" y "Return to Home".',
    {
      lead: labelled(
        longText,
        'Texto en castellano',
        'Una oración debajo del título en inglés: que la página no existe y que puede seguir por acá.',
      ),
      services: labelled(text, 'Título de los servicios', 'El título de la lista de enlaces a cada servicio.'),
      chat: labelled(text, 'Botón de WhatsApp', 'El botón que abre el chat del taller.'),
    },
  ),
  footer: group('Pie de página', 'Los títulos y enlaces fijos del pie de cada página.', {
    quickLinks: labelled(text, 'Título de enlaces', 'El título de la columna de enlaces a las secciones.'),
    contact: labelled(text, 'Título de contacto', 'El título de la columna de dirección y teléfono.'),
    chatAction: labelled(text, 'Botón de WhatsApp', 'El botón de WhatsApp del pie de página.'),
    rights: labelled(text, 'Derechos', 'La frase que sigue al año y al nombre del taller.'),
    terms: labelled(text, 'Enlace a términos', 'El enlace a los términos y condiciones.'),
    privacy: labelled(text, 'Enlace a privacidad', 'El enlace a la política de privacidad.'),
  }),
};
