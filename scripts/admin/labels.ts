// The editor's Spanish label and hint for every field of every content file, in
// one place. Keys are "<file kind>.<field path>", list positions left out
// ("service.process.title"). scripts/admin/config.ts refuses to build the editor
// configuration when a schema field has no entry here (or no .meta() on the
// schema), so a new field cannot reach the editor unexplained.

export interface FieldLabel {
  label: string;
  hint: string;
  /** Extra editor settings for this field, e.g. a longer text box or option names. */
  widget?: Record<string, unknown>;
}

type Labels = Record<string, FieldLabel>;

const long = { widget: 'text' };

/** A title and a description inside a list (process steps, curriculum, about blocks). */
function step(prefix: string, what: string): Labels {
  return {
    [`${prefix}.title`]: { label: 'Título', hint: `El título corto de ${what}.` },
    [`${prefix}.description`]: {
      label: 'Descripción',
      hint: `Una o dos oraciones que explican ${what}.`,
      widget: long,
    },
  };
}

const standIn = (what: string): FieldLabel => ({
  label: 'Provisorio',
  hint: `Marcalo mientras ${what} sea de muestra; el aviso antes de publicar lo recuerda. Desmarcalo al poner el real.`,
});

const order = (what: string): FieldLabel => ({
  label: 'Orden',
  hint: `Número que decide el lugar ${what} en la lista: el más chico va primero. Usá saltos de 10 (10, 20, 30…) para poder meter otro en el medio.`,
});

const id = (what: string, example: string): FieldLabel => ({
  label: 'Identificador',
  hint: `Nombre corto ${what} para la dirección web: minúsculas, números y guiones (ej. ${example}). Si lo cambiás, cambia la dirección de la página.`,
});

const imageHint = (what: string) =>
  `${what} Subí una foto JPG, PNG o WebP; la web la achica y la convierte sola. El nombre del archivo: minúsculas, números y guiones.`;
const videoHint = (what: string) =>
  `${what} Subí un video MP4 (opcional). El nombre del archivo: minúsculas, números y guiones.`;

const sectionIntro = (prefix: string, section: string): Labels => ({
  [prefix]: {
    label: `Sección ${section}`,
    hint: `Los textos que encabezan la sección ${section} de la página de inicio.`,
  },
  [`${prefix}.eyebrow`]: { label: 'Antetítulo', hint: 'La palabra chica que va arriba del título.' },
  [`${prefix}.title`]: { label: 'Título', hint: 'El título grande de la sección.' },
  [`${prefix}.lead`]: { label: 'Bajada', hint: 'Una oración debajo del título (opcional).', widget: long },
});

export const fieldLabels: Labels = {
  // Services: src/content/services/*.yaml
  'service.id': id('del servicio', 'pulido-motos'),
  'service.order': order('del servicio'),
  'service.title': { label: 'Nombre', hint: 'El nombre del servicio, como lo ve el visitante.' },
  'service.shortDescription': {
    label: 'Descripción corta',
    hint: 'Una o dos oraciones para la tarjeta de la página de inicio y los buscadores.',
    widget: long,
  },
  'service.fullDescription': {
    label: 'Descripción completa',
    hint: 'El texto de la página del servicio. Separá los párrafos con una línea en blanco.',
    widget: long,
  },
  'service.price': { label: 'Precio', hint: 'El precio que muestra la página del servicio, ej. Desde $25.000.' },
  'service.cardPrice': {
    label: 'Precio en la tarjeta',
    hint: 'Lo que muestra la tarjeta de la página de inicio. Si lo dejás vacío dice "Consultar".',
  },
  'service.icon': {
    label: 'Ícono',
    hint: 'El dibujo de la tarjeta del servicio.',
    widget: {
      options: [
        { label: 'Asiento', value: 'armchair' },
        { label: 'Brillo', value: 'sparkles' },
        { label: 'Escudo', value: 'shield-check' },
        { label: 'Gotas', value: 'droplets' },
        { label: 'Viento', value: 'wind' },
        { label: 'Tijera', value: 'scissors' },
        { label: 'Pincel', value: 'paintbrush' },
        { label: 'Casco', value: 'helmet' },
        { label: 'Llama', value: 'flame' },
      ],
    },
  },
  'service.duration': { label: 'Duración', hint: 'Cuánto tarda el trabajo, ej. 4-8 horas.' },
  'service.warranty': { label: 'Garantía', hint: 'La garantía del trabajo, ej. 3 meses.' },
  'service.features': { label: 'Qué incluye', hint: 'Una línea por cada cosa que incluye el servicio.' },
  'service.process': { label: 'Paso a paso', hint: 'Los pasos del trabajo, en orden.' },
  ...step('service.process', 'este paso'),
  'service.benefits': { label: 'Beneficios', hint: 'Una línea por cada beneficio para el cliente.' },
  'service.faqs': { label: 'Preguntas frecuentes', hint: 'Las preguntas que más te hacen sobre este servicio.' },
  'service.faqs.question': { label: 'Pregunta', hint: 'La pregunta, como la haría un cliente.' },
  'service.faqs.answer': { label: 'Respuesta', hint: 'La respuesta, corta y clara.', widget: long },
  'service.images': {
    label: 'Fotos',
    hint: imageHint('Las fotos del servicio; la primera es la de la tarjeta y la portada de la página.'),
  },
  'service.video': { label: 'Video', hint: videoHint('Un video corto del trabajo.') },
  'service.standIn': standIn('la foto o el video'),

  // Courses: src/content/courses/*.yaml
  'course.id': id('del curso', 'detailing-basico'),
  'course.order': order('del curso'),
  'course.title': { label: 'Nombre', hint: 'El nombre del curso, como lo ve el visitante.' },
  'course.shortDescription': {
    label: 'Descripción corta',
    hint: 'Una o dos oraciones para la tarjeta de la página de inicio y los buscadores.',
    widget: long,
  },
  'course.fullDescription': {
    label: 'Descripción completa',
    hint: 'El texto de la página del curso. Separá los párrafos con una línea en blanco.',
    widget: long,
  },
  'course.level': { label: 'Nivel', hint: 'Para quién es el curso.' },
  'course.modality': { label: 'Modalidad', hint: 'Cómo se cursa, ej. Presencial en el taller.' },
  'course.duration': { label: 'Duración', hint: 'Cuánto dura el curso, ej. 2 jornadas de 4 horas.' },
  'course.instructor': { label: 'Instructor', hint: 'Quién da el curso.' },
  'course.requirements': { label: 'Requisitos', hint: 'Una línea por cada cosa que hace falta para anotarse.' },
  'course.curriculum': { label: 'Programa', hint: 'Los temas del curso, en orden.' },
  ...step('course.curriculum', 'este tema'),
  'course.highlights': { label: 'Lo que te llevás', hint: 'Lo mejor del curso, en pocas palabras.' },
  ...step('course.highlights', 'este punto'),
  'course.certification': { label: 'Certificado', hint: 'Qué certificado reciben al terminar.' },
  'course.image': { label: 'Foto', hint: imageHint('La foto de la tarjeta y de la página del curso.') },
  'course.video': { label: 'Video', hint: videoHint('Un video corto del curso.') },
  'course.standIn': standIn('la foto o el video'),

  // Gallery: src/content/gallery/*.yaml (photo before/after or video)
  'gallery.type': {
    label: 'Tipo',
    hint: 'Foto antes y después, o video. Lo decide la sección de la galería en la que creás el trabajo.',
  },
  'gallery.order': order('del trabajo'),
  'gallery.category': {
    label: 'Categoría',
    hint: 'El filtro de la galería donde aparece.',
    widget: {
      options: [
        { label: 'Motos', value: 'bikes' },
        { label: 'Autos', value: 'cars' },
      ],
    },
  },
  'gallery.title': { label: 'Título', hint: 'Qué se hizo, en pocas palabras. También lo leen quienes no ven la foto.' },
  'gallery.service': {
    label: 'Servicio',
    hint: 'El servicio al que corresponde el trabajo; la galería enlaza a su página.',
    widget: {
      widget: 'relation',
      collection: 'services',
      value_field: 'id',
      search_fields: ['title'],
      display_fields: ['title'],
    },
  },
  'gallery.standIn': standIn('la foto o el video'),
  'gallery.before': { label: 'Foto de antes', hint: imageHint('Cómo llegó el vehículo.') },
  'gallery.after': { label: 'Foto de después', hint: imageHint('Cómo quedó, con el mismo encuadre que la de antes.') },
  'gallery.video': {
    label: 'Video',
    hint: 'El video del trabajo, en MP4. El nombre del archivo: minúsculas, números y guiones.',
  },
  'gallery.poster': { label: 'Foto de portada', hint: imageHint('La imagen que se ve antes de dar play.') },

  // Reviews: src/content/reviews/*.yaml
  'review.order': order('de la reseña'),
  'review.author': { label: 'Autor', hint: 'El nombre con el que la persona firmó la reseña en Google Maps.' },
  'review.rating': { label: 'Estrellas', hint: 'La puntuación que dejó, de 1 a 5.' },
  'review.text': { label: 'Reseña', hint: 'El texto tal como está en Google Maps.', widget: long },
  'review.sample': {
    label: 'De ejemplo',
    hint: 'Marcado = reseña inventada de muestra. Reemplazala por una real de Google Maps y desmarcalo.',
  },

  // Legal pages: src/content/legal/*.yaml
  'legal.title': { label: 'Título', hint: 'El título de la página.' },
  'legal.description': {
    label: 'Resumen',
    hint: 'Una oración que resume la página, para los buscadores.',
    widget: long,
  },
  'legal.updated': { label: 'Última actualización', hint: 'Mes y año del último cambio, ej. junio de 2025.' },
  'legal.sections': {
    label: 'Secciones',
    hint: 'Cada sección tiene un subtítulo, párrafos y, si hace falta, una lista.',
  },
  'legal.sections.heading': { label: 'Subtítulo', hint: 'El subtítulo de la sección.' },
  'legal.sections.paragraphs': {
    label: 'Párrafos',
    hint: 'Un párrafo por ítem. Podés escribir {name}, {email}, {phone} o {address} y la web pone el dato del taller.',
    widget: { field: { widget: 'text' } },
  },
  'legal.sections.list': {
    label: 'Lista',
    hint: 'Ítems con viñeta debajo de los párrafos (opcional). También acepta {name}, {email}, {phone} y {address}.',
  },

  // Home page: src/content/home.yaml
  'home.hero': { label: 'Portada', hint: 'Lo primero que se ve al entrar a la web.' },
  'home.hero.eyebrow': { label: 'Antetítulo', hint: 'La línea chica arriba del título.' },
  'home.hero.title': { label: 'Título', hint: 'La frase principal de la web.' },
  'home.hero.lead': { label: 'Bajada', hint: 'Una o dos oraciones debajo del título.', widget: long },
  'home.hero.image': { label: 'Foto de portada', hint: imageHint('La foto grande de fondo.') },
  'home.hero.imageAlt': {
    label: 'Descripción de la foto',
    hint: 'Qué muestra la foto, para quienes no la ven (lectores de pantalla).',
  },
  'home.hero.standIn': standIn('la foto'),
  'home.about': { label: 'Nosotros', hint: 'La sección que cuenta quiénes son.' },
  'home.about.eyebrow': { label: 'Antetítulo', hint: 'La palabra chica arriba del título.' },
  'home.about.title': { label: 'Título', hint: 'El título de la sección.' },
  'home.about.blocks': { label: 'Bloques', hint: 'Los textos cortos que cuentan cómo trabajan.' },
  ...step('home.about.blocks', 'este bloque'),
  'home.about.image': { label: 'Foto', hint: imageHint('La foto de la sección.') },
  'home.about.imageAlt': {
    label: 'Descripción de la foto',
    hint: 'Qué muestra la foto, para quienes no la ven (lectores de pantalla).',
  },
  'home.about.standIn': standIn('la foto'),
  ...sectionIntro('home.services', 'Servicios'),
  'home.services.customServiceText': {
    label: 'Texto de servicio a medida',
    hint: 'La invitación a pedir un servicio que no está en la lista.',
    widget: long,
  },
  ...sectionIntro('home.courses', 'Cursos'),
  ...sectionIntro('home.gallery', 'Galería'),
  ...sectionIntro('home.testimonials', 'Testimonios'),
  ...sectionIntro('home.contact', 'Contacto'),
  'home.contact.formTitle': { label: 'Título del formulario', hint: 'El título arriba del formulario de consulta.' },

  'home.meta': {
    label: 'Buscadores y redes',
    hint: 'Lo que muestran Google y las redes sociales cuando aparece o se comparte la página de inicio.',
  },
  'home.meta.title': {
    label: 'Título',
    hint: 'El título de la pestaña y del resultado en Google; conviene que nombre el taller y el barrio.',
  },
  'home.meta.description': {
    label: 'Descripción',
    hint: 'Una o dos oraciones debajo del título en Google (unos 150 caracteres).',
    widget: long,
  },
  'home.hero.bookAction': { label: 'Botón de turno', hint: 'El botón principal, que lleva al formulario de contacto.' },
  'home.hero.chatAction': { label: 'Botón de WhatsApp', hint: 'El botón que abre un chat de WhatsApp para reservar.' },
  'home.courses.question': { label: 'Pregunta final', hint: 'La invitación a consultar, debajo de los cursos.' },
  'home.courses.questionAction': {
    label: 'Botón de la pregunta',
    hint: 'El botón de WhatsApp junto a la pregunta final.',
  },

  // The business's facts: src/content/site.yaml
  'site.name': { label: 'Nombre del taller', hint: 'Como aparece en toda la web, los buscadores y los mensajes.' },
  'site.tagline': {
    label: 'Frase corta',
    hint: 'Qué hace el taller y dónde, en una línea (va en la pestaña del navegador).',
  },
  'site.origin': {
    label: 'Dirección de la web',
    hint: 'La dirección pública del sitio, con https:// y sin barra al final. Solo cambia si cambia el dominio.',
  },
  'site.phone': { label: 'Teléfono', hint: 'El mismo número escrito de tres formas.' },
  'site.phone.display': { label: 'Como se lee', hint: 'El número como lo ve el visitante, ej. +54 11 6912-2284.' },
  'site.phone.tel': { label: 'Para llamar', hint: 'El número con + y solo números, para el botón de llamar.' },
  'site.phone.chatDigits': {
    label: 'Para WhatsApp',
    hint: 'El número de WhatsApp, solo números, sin + ni espacios (ej. 5491169122284).',
  },
  'site.email': { label: 'Email', hint: 'El email de contacto que muestra la web.' },
  'site.address': { label: 'Dirección', hint: 'Dónde queda el taller.' },
  'site.address.street': { label: 'Calle y número', hint: 'La calle y la altura, ej. Luzuriaga 395.' },
  'site.address.neighbourhood': { label: 'Barrio', hint: 'El barrio del taller, ej. Barracas.' },
  'site.address.city': { label: 'Ciudad', hint: 'La ciudad como la escribe el correo, ej. CABA.' },
  'site.address.region': { label: 'Provincia', hint: 'La provincia, ej. Ciudad Autónoma de Buenos Aires.' },
  'site.address.country': { label: 'País', hint: 'Código de dos letras, ej. AR.' },
  'site.geo': { label: 'Ubicación en el mapa', hint: 'Las coordenadas del taller, para los buscadores y los mapas.' },
  'site.geo.latitude': {
    label: 'Latitud',
    hint: 'En Google Maps: clic derecho sobre el taller; es el primer número (ej. -34.6388668).',
  },
  'site.geo.longitude': {
    label: 'Longitud',
    hint: 'En Google Maps: clic derecho sobre el taller; es el segundo número.',
  },
  'site.mapEmbedUrl': {
    label: 'Mapa incrustado',
    hint: 'En Google Maps: Compartir → Insertar un mapa; copiá solo la dirección que está entre comillas después de src=.',
  },
  'site.reviewsUrl': { label: 'Reseñas en Google', hint: 'El enlace a las reseñas del taller en Google Maps.' },
  'site.social': { label: 'Redes sociales', hint: 'Una por red; aparecen en el pie de página.' },
  'site.social.network': { label: 'Red', hint: 'El nombre de la red, ej. Instagram.' },
  'site.social.handle': { label: 'Usuario', hint: 'El nombre de la cuenta, ej. @elitegarajespa.' },
  'site.social.url': { label: 'Enlace', hint: 'La dirección del perfil, con https://.' },
  'site.openingHours': { label: 'Horarios', hint: 'Cuándo abre el taller, día por día.' },
  'site.openingHours.timeZone': {
    label: 'Zona horaria',
    hint: 'Para calcular si el taller está abierto ahora. En Buenos Aires: America/Argentina/Buenos_Aires.',
  },
  'site.openingHours.week': { label: 'Días', hint: 'Para cada día: a qué hora abre y cierra, o si está cerrado.' },
  ...Object.fromEntries(
    (
      [
        ['monday', 'Lunes'],
        ['tuesday', 'Martes'],
        ['wednesday', 'Miércoles'],
        ['thursday', 'Jueves'],
        ['friday', 'Viernes'],
        ['saturday', 'Sábado'],
        ['sunday', 'Domingo'],
      ] as const
    ).flatMap(([day, name]) => [
      [`site.openingHours.week.${day}`, { label: name, hint: `El horario del ${name.toLowerCase()}.` }],
      [
        `site.openingHours.week.${day}.closed`,
        { label: 'Cerrado', hint: `Marcalo si el taller no abre el ${name.toLowerCase()}.` },
      ],
      [`site.openingHours.week.${day}.opens`, { label: 'Abre', hint: 'Hora de apertura con dos dígitos, ej. 09:00.' }],
      [`site.openingHours.week.${day}.closes`, { label: 'Cierra', hint: 'Hora de cierre con dos dígitos, ej. 19:00.' }],
    ]),
  ),
  'site.claims': {
    label: 'Números del taller',
    hint: 'Las cifras que muestra la web. Poné solo lo que puedas sostener.',
  },
  'site.claims.vehiclesServed': {
    label: 'Vehículos atendidos',
    hint: 'Cuántos vehículos pasaron por el taller, ej. 8000+.',
  },
  'site.claims.satisfiedClients': {
    label: 'Clientes satisfechos',
    hint: 'El porcentaje de clientes conformes, ej. 98%.',
  },
  'site.claims.starAverage': { label: 'Estrellas', hint: 'Las estrellas que se dibujan junto a las reseñas, ej. 5.' },
  'site.claims.ratingAverage': { label: 'Puntuación promedio', hint: 'La puntuación de Google Maps, ej. 4.9/5.' },
  'site.claims.yearsOfExperience': {
    label: 'Años de experiencia',
    hint: 'Los años que lleva el taller; solo el número, ej. 7.',
  },
  'site.claims.responseTime': {
    label: 'Tiempo de respuesta',
    hint: 'Cuánto tardan en responder una consulta, ej. 24h.',
  },
  'site.chat': {
    label: 'Mensajes de WhatsApp',
    hint: 'El texto con el que empieza el mensaje cuando alguien toca un botón de WhatsApp.',
  },
  'site.chat.greeting': { label: 'Consulta general', hint: 'El botón flotante y los enlaces de contacto.' },
  'site.chat.bookingGreeting': { label: 'Reservar turno', hint: 'Los botones para reservar un turno.' },
  'site.chat.serviceGreeting': {
    label: 'Consulta por un servicio',
    hint: 'Va seguido del nombre del servicio; terminalo con dos puntos.',
  },
  'site.chat.bookingServiceGreeting': {
    label: 'Turno para un servicio',
    hint: 'Va seguido del nombre del servicio; terminalo con dos puntos.',
  },
  'site.chat.coursesGreeting': { label: 'Consulta por los cursos', hint: 'El botón de la sección Cursos.' },
  'site.chat.enrolGreeting': {
    label: 'Inscripción a un curso',
    hint: 'Va seguido del nombre del curso; terminalo con dos puntos.',
  },
  'site.chat.budgetGreeting': {
    label: 'Pedido de presupuesto',
    hint: 'Va seguido del nombre del servicio; terminalo con dos puntos.',
  },
  'site.chat.customServiceGreeting': { label: 'Servicio a medida', hint: 'El botón de servicio a medida.' },
  'site.chat.formClosingLine': {
    label: 'Cierre del formulario',
    hint: 'La última línea del mensaje que arma el formulario de contacto.',
  },
  'site.texts': {
    label: 'Textos de las páginas',
    hint: 'Títulos de las secciones y botones de las páginas de cada servicio y de cada curso.',
  },
  'site.texts.servicePage': {
    label: 'Página de un servicio',
    hint: 'Los mismos textos en la página de cada servicio.',
  },
  'site.texts.servicePage.askPrice': {
    label: 'Botón de precio',
    hint: 'El botón de WhatsApp para consultar el precio.',
  },
  'site.texts.servicePage.book': { label: 'Botón de turno', hint: 'El botón de WhatsApp para agendar un turno.' },
  'site.texts.servicePage.process': {
    label: 'Título del paso a paso',
    hint: 'El título de la sección con los pasos del trabajo.',
  },
  'site.texts.servicePage.benefits': { label: 'Título de beneficios', hint: 'El título de la lista de beneficios.' },
  'site.texts.servicePage.features': {
    label: 'Título de qué incluye',
    hint: 'El título de la lista de lo que incluye.',
  },
  'site.texts.servicePage.faqs': { label: 'Título de preguntas', hint: 'El título de las preguntas frecuentes.' },
  'site.texts.servicePage.closingTitle': {
    label: 'Título del cierre',
    hint: 'La invitación final a pedir presupuesto.',
  },
  'site.texts.servicePage.closingLead': {
    label: 'Texto del cierre',
    hint: 'Una oración debajo del título del cierre.',
    widget: long,
  },
  'site.texts.servicePage.closingAction': { label: 'Botón del cierre', hint: 'El botón de WhatsApp del cierre.' },
  'site.texts.servicePage.notFoundTitle': {
    label: 'Título si no existe',
    hint: 'Lo que ve quien abre la dirección de un servicio que ya no está.',
  },
  'site.texts.servicePage.notFoundLead': {
    label: 'Texto si no existe',
    hint: 'Una oración que lo invita a ver los servicios desde el inicio.',
    widget: long,
  },
  'site.texts.coursePage': { label: 'Página de un curso', hint: 'Los mismos textos en la página de cada curso.' },
  'site.texts.coursePage.enrol': {
    label: 'Botón de inscripción',
    hint: 'El botón de WhatsApp junto a la descripción del curso.',
  },
  'site.texts.coursePage.smallGroups': { label: 'Dato: grupos', hint: 'El recuadro sobre el tamaño de los grupos.' },
  'site.texts.coursePage.certificateIncluded': {
    label: 'Dato: certificado',
    hint: 'El recuadro sobre el certificado.',
  },
  'site.texts.coursePage.curriculum': { label: 'Título del programa', hint: 'El título de la lista de temas.' },
  'site.texts.coursePage.highlights': {
    label: 'Título de lo destacado',
    hint: 'El título de la sección "Lo que te llevás".',
  },
  'site.texts.coursePage.instructor': {
    label: 'Título del instructor',
    hint: 'El título de la sección sobre quién enseña.',
  },
  'site.texts.coursePage.requirements': { label: 'Título de requisitos', hint: 'El título de la lista de requisitos.' },
  'site.texts.coursePage.certification': {
    label: 'Título del certificado',
    hint: 'El título de la sección del certificado.',
  },
  'site.texts.coursePage.closingTitle': { label: 'Título del cierre', hint: 'La invitación final a inscribirse.' },
  'site.texts.coursePage.closingLead': {
    label: 'Texto del cierre',
    hint: 'Una oración debajo del título del cierre.',
    widget: long,
  },
  'site.texts.coursePage.closingAction': { label: 'Botón del cierre', hint: 'El botón de WhatsApp del cierre.' },
  'site.texts.coursePage.notFoundTitle': {
    label: 'Título si no existe',
    hint: 'Lo que ve quien abre la dirección de un curso que ya no está.',
  },
  'site.texts.coursePage.notFoundLead': {
    label: 'Texto si no existe',
    hint: 'Una oración que lo invita a ver los cursos desde el inicio.',
    widget: long,
  },
  'site.contactFormServices': {
    label: 'Servicios del formulario',
    hint: 'Las opciones de la lista "Servicio" del formulario de contacto, en orden.',
  },
};
