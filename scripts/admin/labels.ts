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
  `${what} Subí una foto JPG, PNG o WebP, con el nombre que tenga; la web la achica y la convierte sola.`;
const videoHint = (what: string) => `${what} Subí un video MP4 (opcional), con el nombre que tenga.`;

const sectionIntro = (prefix: string, section: string): Labels => ({
  [prefix]: {
    label: `Sección ${section}`,
    hint: `Los textos que encabezan la sección ${section} de la página de inicio.`,
  },
  [`${prefix}.eyebrow`]: { label: 'Antetítulo', hint: 'La palabra chica que va arriba del título.' },
  [`${prefix}.title`]: { label: 'Título', hint: 'El título grande de la sección.' },
  [`${prefix}.lead`]: { label: 'Bajada', hint: 'Una oración debajo del título (opcional).', widget: long },
});

/** The weekdays as site.yaml names them, with the Spanish name the editor shows. */
const dayNames = [
  ['monday', 'Lunes'],
  ['tuesday', 'Martes'],
  ['wednesday', 'Miércoles'],
  ['thursday', 'Jueves'],
  ['friday', 'Viernes'],
  ['saturday', 'Sábado'],
  ['sunday', 'Domingo'],
] as const;

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
    hint: 'El video del trabajo, en MP4, con el nombre que tenga.',
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
  'site.mapImage': {
    label: 'Imagen del mapa',
    hint: 'Lo que se ve en Contacto antes de abrir el mapa de Google, ej. una captura del mapa. Sin imagen, la web dibuja un mapa ilustrativo.',
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
    dayNames.flatMap(([day, name]) => [
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
    label: 'Textos fijos de la web',
    hint: 'Menú, pie, formulario, galería, títulos y botones de las páginas de cada servicio y de cada curso.',
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
  'site.texts.servicePage.back': {
    label: 'Enlace para volver',
    hint: 'El enlace de arriba que vuelve a la lista de servicios.',
  },
  'site.texts.servicePage.duration': {
    label: 'Dato: duración',
    hint: 'El nombre del recuadro con lo que tarda el trabajo.',
  },
  'site.texts.servicePage.warranty': { label: 'Dato: garantía', hint: 'El nombre del recuadro de la garantía.' },
  'site.texts.servicePage.warrantyValue': {
    label: 'Texto de la garantía',
    hint: 'Lo que dice el recuadro; {garantía} es la garantía del servicio, ej. Garantía 6 meses.',
  },
  'site.texts.servicePage.price': { label: 'Dato: precio', hint: 'El nombre del recuadro del precio.' },
  'site.texts.servicePage.related': {
    label: 'Título de otros servicios',
    hint: 'El título de los servicios que se sugieren al pie de la página.',
  },
  'site.texts.coursePage.back': {
    label: 'Enlace para volver',
    hint: 'El enlace de arriba que vuelve a la lista de cursos.',
  },
  'site.texts.coursePage.facts': {
    label: 'Nombre de los datos',
    hint: 'Cómo anuncia el lector de pantalla los recuadros de duración, grupos y certificado.',
  },
  'site.texts.coursePage.module': {
    label: 'Número de módulo',
    hint: 'Lo que va arriba de cada tema del programa; {número} es 1, 2, 3…',
  },
  'site.texts.menu': { label: 'Menú', hint: 'Las palabras del menú de arriba, en la computadora y en el celular.' },
  'site.texts.menu.label': {
    label: 'Nombre del menú',
    hint: 'Cómo anuncia el lector de pantalla el menú (en el celular y en la computadora).',
  },
  'site.texts.menu.button': { label: 'Botón del menú', hint: 'El nombre del botón de tres rayitas del celular.' },
  ...Object.fromEntries(
    (
      [
        ['home', 'Inicio'],
        ['about', 'Nosotros'],
        ['services', 'Servicios'],
        ['courses', 'Cursos'],
        ['gallery', 'Galería'],
        ['reviews', 'Testimonios'],
        ['contact', 'Contacto'],
      ] as const
    ).map(([key, section]) => [
      `site.texts.menu.${key}`,
      { label: `Sección ${section}`, hint: `Cómo se llama en el menú el enlace a la sección ${section}.` },
    ]),
  ),
  'site.texts.menu.allServices': {
    label: 'Todos los servicios',
    hint: 'El primer enlace de la lista de servicios del menú.',
  },
  'site.texts.menu.allCourses': { label: 'Todos los cursos', hint: 'El primer enlace de la lista de cursos del menú.' },
  'site.texts.shared': {
    label: 'Textos de todas las páginas',
    hint: 'Avisos y enlaces que se repiten en toda la web.',
  },
  'site.texts.shared.skipToContent': {
    label: 'Saltar al contenido',
    hint: 'El enlace que aparece al usar el teclado, para saltear el menú.',
  },
  'site.texts.shared.breadcrumbs': {
    label: 'Nombre de la ruta',
    hint: 'Cómo anuncia el lector de pantalla la línea "Inicio › Servicios › …".',
  },
  'site.texts.shared.backHome': {
    label: 'Volver al inicio',
    hint: 'El botón de la página que se ve cuando un servicio o curso no existe.',
  },
  'site.texts.shared.newTab': {
    label: 'Aviso de pestaña nueva',
    hint: 'Lo que escucha quien usa lector de pantalla en los enlaces que abren otra pestaña.',
  },
  'site.texts.shared.chatNewTab': {
    label: 'Aviso de WhatsApp',
    hint: 'Lo que escucha quien usa lector de pantalla en cada botón de WhatsApp.',
  },
  'site.texts.shared.floatingChat': {
    label: 'Botón flotante de WhatsApp',
    hint: 'El nombre del botón redondo de WhatsApp, para el lector de pantalla.',
  },
  'site.texts.shared.socialLinks': {
    label: 'Nombre de las redes',
    hint: 'Cómo anuncia el lector de pantalla la lista de redes.',
  },
  'site.texts.shared.socialProfile': {
    label: 'Enlace a una red',
    hint: 'El nombre de cada ícono de red del pie; {red} es la red y {taller} el nombre del taller.',
  },
  'site.texts.shared.videoBadge': { label: 'Etiqueta de video', hint: 'La etiqueta chica arriba de cada video.' },
  'site.texts.shared.playVideo': {
    label: 'Botón de reproducir',
    hint: 'El nombre del botón que reproduce un video; {video} es lo que muestra el video.',
  },
  'site.texts.shared.pauseVideo': {
    label: 'Botón de pausar',
    hint: 'El nombre del botón que pausa un video; {video} es lo que muestra el video.',
  },
  'site.texts.shared.legalUpdated': {
    label: 'Fecha de actualización',
    hint: 'La línea debajo del título de términos y privacidad; {fecha} es la fecha de la página.',
  },
  'site.texts.shared.previewImageAlt': {
    label: 'Descripción de la imagen al compartir',
    hint: 'Describe la imagen que acompaña el enlace al compartir una página en WhatsApp o en redes; {taller} es el nombre y {título} el título de la página.',
  },
  'site.texts.footer': { label: 'Pie de página', hint: 'Los títulos y enlaces fijos del pie de cada página.' },
  'site.texts.footer.quickLinks': {
    label: 'Título de enlaces',
    hint: 'El título de la columna de enlaces a las secciones.',
  },
  'site.texts.footer.contact': {
    label: 'Título de contacto',
    hint: 'El título de la columna de dirección y teléfono.',
  },
  'site.texts.footer.chatAction': { label: 'Botón de WhatsApp', hint: 'El botón de WhatsApp del pie de página.' },
  'site.texts.footer.rights': { label: 'Derechos', hint: 'La frase que sigue al año y al nombre del taller.' },
  'site.texts.footer.terms': { label: 'Enlace a términos', hint: 'El enlace a los términos y condiciones.' },
  'site.texts.footer.privacy': { label: 'Enlace a privacidad', hint: 'El enlace a la política de privacidad.' },
  'site.texts.claimLabels': {
    label: 'Nombres de los números',
    hint: 'Lo que dice debajo de cada cifra del taller (las cifras están en "Números del taller").',
  },
  'site.texts.claimLabels.vehiclesServed': { label: 'Vehículos atendidos', hint: 'Debajo de la cifra de vehículos.' },
  'site.texts.claimLabels.satisfiedClients': {
    label: 'Clientes satisfechos',
    hint: 'Debajo del porcentaje de clientes.',
  },
  'site.texts.claimLabels.starAverage': {
    label: 'Estrellas',
    hint: 'Debajo de las estrellas, en la portada.',
  },
  'site.texts.claimLabels.ratingAverage': {
    label: 'Puntuación promedio',
    hint: 'Debajo de la puntuación, en la sección Nosotros.',
  },
  'site.texts.claimLabels.yearsOfExperience': { label: 'Años de experiencia', hint: 'Debajo de los años del taller.' },
  'site.texts.claimLabels.responseTime': { label: 'Tiempo de respuesta', hint: 'Debajo del tiempo de respuesta.' },
  'site.texts.hours': {
    label: 'Palabras de los horarios',
    hint: 'Cómo se escriben los días y el cartel de abierto o cerrado (los horarios están en "Horarios").',
  },
  'site.texts.hours.days': {
    label: 'Nombres de los días',
    hint: 'Cada día en minúscula, como va en medio de una frase.',
  },
  ...Object.fromEntries(
    dayNames.map(([day, name]) => [
      `site.texts.hours.days.${day}`,
      { label: name, hint: `Cómo se escribe ${name.toLowerCase()} en los horarios.` },
    ]),
  ),
  'site.texts.hours.dayRange': {
    label: 'Varios días',
    hint: 'Para días seguidos con el mismo horario: {desde} a {hasta}, ej. lunes a viernes.',
  },
  'site.texts.hours.dayPair': {
    label: 'Dos días',
    hint: 'Para dos días seguidos con el mismo horario: {desde} y {hasta}, ej. sábado y domingo.',
  },
  'site.texts.hours.timeRange': {
    label: 'Horario',
    hint: 'Cómo se escribe un horario: {abre} a {cierra}, ej. 9:00 a 19:00.',
  },
  'site.texts.hours.closed': { label: 'Cerrado', hint: 'Lo que dice un día que el taller no abre.' },
  'site.texts.hours.openNow': {
    label: 'Abierto ahora',
    hint: 'El cartel mientras está abierto; {hora} es la de cierre.',
  },
  'site.texts.hours.opensToday': {
    label: 'Abre más tarde',
    hint: 'El cartel antes de abrir, el mismo día; {hora} es la de apertura.',
  },
  'site.texts.hours.opensTomorrow': {
    label: 'Abre mañana',
    hint: 'El cartel cuando abre al día siguiente; {hora} es la de apertura.',
  },
  'site.texts.hours.opensLater': {
    label: 'Abre otro día',
    hint: 'El cartel cuando abre en unos días; {día} es el día y {hora} la de apertura.',
  },
  'site.texts.homeCards': {
    label: 'Tarjetas de inicio',
    hint: 'Los botones y datos fijos de las tarjetas de servicios y cursos de la página de inicio.',
  },
  'site.texts.homeCards.price': {
    label: 'Precio',
    hint: 'Lo que anuncia el lector de pantalla antes del precio de la tarjeta.',
  },
  'site.texts.homeCards.serviceMore': { label: 'Botón ver más', hint: 'El botón que abre la página del servicio.' },
  'site.texts.homeCards.serviceMoreHidden': {
    label: 'Ver más (lector de pantalla)',
    hint: 'Lo que el lector de pantalla agrega al botón; {servicio} es el nombre del servicio.',
  },
  'site.texts.homeCards.serviceAskPrice': { label: 'Botón de precio', hint: 'El botón de WhatsApp de cada tarjeta.' },
  'site.texts.homeCards.serviceAskPriceHidden': {
    label: 'Precio (lector de pantalla)',
    hint: 'Lo que el lector de pantalla agrega al botón de precio; {servicio} es el nombre del servicio.',
  },
  'site.texts.homeCards.customService': {
    label: 'Botón a medida',
    hint: 'El botón de WhatsApp debajo de los servicios, para pedir algo que no está en la lista.',
  },
  'site.texts.homeCards.smallGroups': {
    label: 'Dato: grupos',
    hint: 'El dato de la tarjeta de cada curso sobre los grupos.',
  },
  'site.texts.homeCards.certificate': {
    label: 'Dato: certificado',
    hint: 'El dato de la tarjeta de cada curso sobre el certificado.',
  },
  'site.texts.homeCards.courseDetails': { label: 'Botón de detalles', hint: 'El botón que abre la página del curso.' },
  'site.texts.homeCards.courseDetailsHidden': {
    label: 'Detalles (lector de pantalla)',
    hint: 'Lo que el lector de pantalla agrega al botón; {curso} es el nombre del curso.',
  },
  'site.texts.homeCards.level': {
    label: 'Nivel',
    hint: 'Lo que anuncia el lector de pantalla antes del nivel del curso.',
  },
  'site.texts.homeCards.modality': {
    label: 'Modalidad',
    hint: 'Lo que anuncia el lector de pantalla antes de la modalidad del curso.',
  },
  'site.texts.gallery': { label: 'Galería', hint: 'Las pestañas, las etiquetas y el visor de la galería de trabajos.' },
  'site.texts.gallery.tabsLabel': {
    label: 'Nombre de las pestañas',
    hint: 'Cómo anuncia el lector de pantalla las pestañas Motos y Autos.',
  },
  'site.texts.gallery.bikes': { label: 'Pestaña de motos', hint: 'El nombre de la pestaña con los trabajos en motos.' },
  'site.texts.gallery.cars': { label: 'Pestaña de autos', hint: 'El nombre de la pestaña con los trabajos en autos.' },
  'site.texts.gallery.before': { label: 'Antes', hint: 'La etiqueta de la foto de antes del trabajo.' },
  'site.texts.gallery.after': { label: 'Después', hint: 'La etiqueta de la foto de después del trabajo.' },
  'site.texts.gallery.openPair': {
    label: 'Abrir en grande',
    hint: 'El nombre del botón que abre un par de fotos en grande; {trabajo} es el título del trabajo.',
  },
  'site.texts.gallery.loading': { label: 'Cargando', hint: 'El aviso mientras cargan las fotos de otra pestaña.' },
  'site.texts.gallery.close': { label: 'Cerrar', hint: 'El nombre del botón que cierra el visor de fotos.' },
  'site.texts.gallery.closeHint': { label: 'Cómo cerrar', hint: 'La línea debajo de las fotos en grande.' },
  'site.texts.reviews': { label: 'Reseñas', hint: 'Las etiquetas y botones fijos de la sección de reseñas.' },
  'site.texts.reviews.stars': {
    label: 'Estrellas',
    hint: 'Lo que anuncia el lector de pantalla; {estrellas} es la puntuación de la reseña.',
  },
  'site.texts.reviews.sample': {
    label: 'Reseña de ejemplo',
    hint: 'La etiqueta de las reseñas marcadas como ejemplo.',
  },
  'site.texts.reviews.fromGoogle': { label: 'Reseña de Google', hint: 'La etiqueta de las reseñas reales.' },
  'site.texts.reviews.book': {
    label: 'Botón de turno',
    hint: 'El botón debajo de las reseñas que lleva al formulario.',
  },
  'site.texts.reviews.more': { label: 'Botón de más reseñas', hint: 'El botón que abre las reseñas en Google Maps.' },
  'site.texts.reviews.moreHidden': {
    label: 'Más reseñas (lector de pantalla)',
    hint: 'Lo que el lector de pantalla agrega a ese botón.',
  },
  'site.texts.contact': { label: 'Sección de contacto', hint: 'Los títulos fijos junto al formulario de contacto.' },
  'site.texts.contact.address': { label: 'Título de dirección', hint: 'El título arriba de la dirección.' },
  'site.texts.contact.phone': { label: 'Título de teléfono', hint: 'El título arriba del teléfono.' },
  'site.texts.contact.chatAction': { label: 'Enlace de WhatsApp', hint: 'El enlace de WhatsApp junto al teléfono.' },
  'site.texts.contact.email': { label: 'Título de email', hint: 'El título arriba del email.' },
  'site.texts.contact.hours': { label: 'Título de horarios', hint: 'El título arriba de los horarios.' },
  'site.texts.contact.mapTitle': {
    label: 'Nombre del mapa',
    hint: 'Cómo anuncia el lector de pantalla el mapa; {taller} es el nombre y {dirección} la dirección.',
  },
  'site.texts.contact.mapImageAlt': {
    label: 'Descripción de la imagen del mapa',
    hint: 'Lo que lee el lector de pantalla en la imagen del mapa; {taller} es el nombre y {dirección} la dirección.',
  },
  'site.texts.contact.mapStandIn': {
    label: 'Rótulo del mapa dibujado',
    hint: 'El rótulo en el mapa que dibuja la web cuando no hay imagen del mapa.',
  },
  'site.texts.contact.showMap': {
    label: 'Botón del mapa interactivo',
    hint: 'El botón que abre el mapa de Google en la página.',
  },
  'site.texts.contact.mapNotice': {
    label: 'Aviso del mapa',
    hint: 'La línea que avisa que, al abrir el mapa, Google recibe datos de la visita.',
  },
  'site.texts.contact.directions': {
    label: 'Botón cómo llegar',
    hint: 'El botón que abre el recorrido en Google Maps.',
  },
  'site.texts.contact.directionsHidden': {
    label: 'Cómo llegar (lector de pantalla)',
    hint: 'Lo que el lector de pantalla agrega a ese botón.',
  },
  'site.texts.form': {
    label: 'Formulario de contacto',
    hint: 'Las etiquetas, avisos y botón del formulario, y las palabras del mensaje que llega por WhatsApp.',
  },
  'site.texts.form.name': { label: 'Campo nombre', hint: 'La etiqueta del nombre; el * avisa que es obligatorio.' },
  'site.texts.form.namePlaceholder': {
    label: 'Ejemplo del nombre',
    hint: 'El texto gris dentro del campo del nombre.',
  },
  'site.texts.form.phone': {
    label: 'Campo teléfono',
    hint: 'La etiqueta del teléfono; el * avisa que es obligatorio.',
  },
  'site.texts.form.email': { label: 'Campo email', hint: 'La etiqueta del email.' },
  'site.texts.form.service': { label: 'Campo servicio', hint: 'La etiqueta de la lista de servicios.' },
  'site.texts.form.servicePlaceholder': {
    label: 'Primera opción',
    hint: 'Lo que muestra la lista de servicios antes de elegir.',
  },
  'site.texts.form.message': { label: 'Campo mensaje', hint: 'La etiqueta del mensaje.' },
  'site.texts.form.requiredNote': { label: 'Aviso de obligatorios', hint: 'La línea debajo de los campos.' },
  'site.texts.form.submit': { label: 'Botón de enviar', hint: 'El botón que arma el mensaje y abre WhatsApp.' },
  'site.texts.form.sentTitle': { label: 'Aviso de enviado', hint: 'El título del cartel que aparece al enviar.' },
  'site.texts.form.sentLead': { label: 'Texto de enviado', hint: 'La línea del cartel que aparece al enviar.' },
  'site.texts.form.missing': {
    label: 'Aviso de datos faltantes',
    hint: 'Si faltan datos obligatorios; {campos} es lo que falta, ej. tu nombre y tu teléfono.',
  },
  'site.texts.form.missingName': {
    label: 'Falta el nombre',
    hint: 'Cómo se nombra el nombre en el aviso de faltantes.',
  },
  'site.texts.form.missingPhone': {
    label: 'Falta el teléfono',
    hint: 'Cómo se nombra el teléfono en el aviso de faltantes.',
  },
  'site.texts.form.missingEmail': {
    label: 'Falta el email',
    hint: 'Cómo se nombra el email en el aviso de faltantes.',
  },
  'site.texts.form.missingService': {
    label: 'Falta el servicio',
    hint: 'Cómo se nombra el servicio en el aviso de faltantes.',
  },
  'site.texts.form.missingMessage': {
    label: 'Falta el mensaje',
    hint: 'Cómo se nombra el mensaje en el aviso de faltantes.',
  },
  'site.texts.form.missingAnd': { label: 'Unión', hint: 'La palabra entre los dos últimos datos que faltan, ej. y.' },
  'site.texts.form.pageTitle': {
    label: 'Título de la página de faltantes',
    hint: 'La página que se abre si el navegador mandó el formulario sin los datos obligatorios.',
  },
  'site.texts.form.pageDescription': {
    label: 'Descripción de esa página',
    hint: 'Una oración para los buscadores; no se muestra en la página.',
  },
  'site.texts.form.tooLong': {
    label: 'Consulta demasiado larga',
    hint: 'Lo que se ve si alguien manda un mensaje enorme (más de 64 KB).',
  },
  'site.texts.form.messageName': {
    label: 'Mensaje: saludo',
    hint: 'El comienzo del mensaje de WhatsApp; sigue el nombre de quien escribe.',
  },
  'site.texts.form.messagePhone': { label: 'Mensaje: teléfono', hint: 'Lo que va antes del teléfono en el mensaje.' },
  'site.texts.form.messageEmail': { label: 'Mensaje: email', hint: 'Lo que va antes del email en el mensaje.' },
  'site.texts.form.messageService': { label: 'Mensaje: servicio', hint: 'Lo que va antes del servicio en el mensaje.' },
  'site.contactFormServices': {
    label: 'Servicios del formulario',
    hint: 'Las opciones de la lista "Servicio" del formulario de contacto, en orden.',
  },
};
