// The shape of src/content/site.yaml, the business's identity. Messages are in
// Spanish for the owner; each field's .meta() is what the browser editor shows
// for it (see src/content/schema.ts).
import { z } from 'zod';
import { weekdays, type Weekday } from '../lib/weekdays.ts';
import { imagePath, missingOr, multiline, optional, withDefault, yesNo } from './schema.ts';

const text = z.string({ error: 'falta el texto (es obligatorio)' }).trim().min(1, 'está vacío');
const longText = text.meta(multiline);
const url = z.url({ protocol: /^https$/, error: 'tiene que ser una dirección https://' });
/** A text with blanks the site fills in, such as "abre a las {hora}": it must keep every blank and add none. */
function template(...blanks: string[]) {
  const named = blanks.map((blank) => `{${blank}}`).join(', ');
  return text.superRefine((value, context) => {
    const used = [...value.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1] ?? '');
    const missing = blanks.filter((blank) => !used.includes(blank));
    const unknown = used.filter((blank) => !blanks.includes(blank));
    if (missing.length > 0 || unknown.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `tiene que incluir ${named} tal cual, entre llaves${unknown.length > 0 ? `; {${unknown[0]}} no es un dato que la web sepa completar` : ''}`,
      });
    }
  });
}

/** The weekdays' names in the editor. */
const dayNames: Record<Weekday, string> = {
  monday: 'Lunes',
  tuesday: 'Martes',
  wednesday: 'Miércoles',
  thursday: 'Jueves',
  friday: 'Viernes',
  saturday: 'Sábado',
  sunday: 'Domingo',
};

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = z.string().regex(timePattern, 'tiene que ser una hora como 09:00');

/** One weekday as the owner writes it: the hours it opens and closes, or closed. */
function openingDay(day: Weekday) {
  const name = dayNames[day].toLowerCase();
  return z
    .strictObject(
      {
        closed: withDefault(yesNo, false).meta({
          title: 'Cerrado',
          description: `Marcalo si el taller no abre el ${name}.`,
        }),
        opens: optional(time).meta({ title: 'Abre', description: 'Hora de apertura con dos dígitos, ej. 09:00.' }),
        closes: optional(time).meta({ title: 'Cierra', description: 'Hora de cierre con dos dígitos, ej. 19:00.' }),
      },
      {
        error: missingOr(
          'falta este día: poné a qué hora abre y cierra, o closed: true',
          'tiene que tener opens y closes, o closed: true',
        ),
      },
    )
    .superRefine((day, context) => {
      if (day.closed) return;
      if (day.opens === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['opens'],
          message: 'falta la hora de apertura (o marcá el día como cerrado)',
        });
      }
      if (day.closes === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['closes'],
          message: 'falta la hora de cierre (o marcá el día como cerrado)',
        });
      }
      // Compared only when both are well-written times; a malformed one has its own message.
      const { opens = '', closes = '' } = day;
      if (timePattern.test(opens) && timePattern.test(closes) && opens >= closes) {
        context.addIssue({
          code: 'custom',
          path: ['closes'],
          message: 'la hora de cierre tiene que ser posterior a la de apertura',
        });
      }
    })
    .meta({ title: dayNames[day], description: `El horario del ${name}.` });
}

type OpeningDay = z.infer<ReturnType<typeof openingDay>>;

export interface OpeningPeriod {
  days: Weekday[];
  opens: string;
  closes: string;
}

/** Groups the weekdays that share the same hours, Monday first, as the site and the structured data use them. */
function toPeriods(week: Record<Weekday, OpeningDay>): OpeningPeriod[] {
  const periods: OpeningPeriod[] = [];
  for (const day of weekdays) {
    const { closed, opens, closes } = week[day];
    if (closed || opens === undefined || closes === undefined) continue;
    const same = periods.find((period) => period.opens === opens && period.closes === closes);
    if (same) same.days.push(day);
    else periods.push({ days: [day], opens, closes });
  }
  return periods;
}

const openingWeek = z
  .strictObject(
    Object.fromEntries(weekdays.map((day) => [day, openingDay(day)])) as Record<Weekday, ReturnType<typeof openingDay>>,
  )
  .meta({ title: 'Días', description: 'Para cada día: a qué hora abre y cierra, o si está cerrado.' });

/** The figures the site shows (claims). */
const claimFields = {
  vehiclesServed: text.meta({
    title: 'Vehículos atendidos',
    description: 'Cuántos vehículos pasaron por el taller, ej. 8000+.',
  }),
  satisfiedClients: text.meta({
    title: 'Clientes satisfechos',
    description: 'El porcentaje de clientes conformes, ej. 98%.',
  }),
  starAverage: text.meta({
    title: 'Estrellas',
    description: 'Las estrellas que se dibujan junto a las reseñas, ej. 5.',
  }),
  ratingAverage: text.meta({ title: 'Puntuación promedio', description: 'La puntuación de Google Maps, ej. 4.9/5.' }),
  yearsOfExperience: text.meta({
    title: 'Años de experiencia',
    description: 'Los años que lleva el taller; solo el número, ej. 7.',
  }),
  responseTime: text.meta({
    title: 'Tiempo de respuesta',
    description: 'Cuánto tardan en responder una consulta, ej. 24h.',
  }),
};

/** The words under each figure (texts.claimLabels), by the same names: a claim without its words cannot be shown. */
const claimLabelFields = {
  vehiclesServed: text.meta({ title: 'Vehículos atendidos', description: 'Debajo de la cifra de vehículos.' }),
  satisfiedClients: text.meta({ title: 'Clientes satisfechos', description: 'Debajo del porcentaje de clientes.' }),
  starAverage: text.meta({ title: 'Estrellas', description: 'Debajo de las estrellas, en la portada.' }),
  ratingAverage: text.meta({
    title: 'Puntuación promedio',
    description: 'Debajo de la puntuación, en la sección Nosotros.',
  }),
  yearsOfExperience: text.meta({ title: 'Años de experiencia', description: 'Debajo de los años del taller.' }),
  responseTime: text.meta({ title: 'Tiempo de respuesta', description: 'Debajo del tiempo de respuesta.' }),
} satisfies Record<keyof typeof claimFields, typeof text>;

/** A link of the menu to a section of the home page. */
const menuLink = (section: string) =>
  text.meta({
    title: `Sección ${section}`,
    description: `Cómo se llama en el menú el enlace a la sección ${section}.`,
  });

/** The closing words of a service's or course's page, and what shows when the address names none. */
const detailPageEnd = (invitation: string, one: string, all: string) => ({
  closingTitle: text.meta({ title: 'Título del cierre', description: `La invitación final a ${invitation}.` }),
  closingLead: longText.meta({ title: 'Texto del cierre', description: 'Una oración debajo del título del cierre.' }),
  closingAction: text.meta({ title: 'Botón del cierre', description: 'El botón de WhatsApp del cierre.' }),
  notFoundTitle: text.meta({
    title: 'Título si no existe',
    description: `Lo que ve quien abre la dirección de ${one} que ya no está.`,
  }),
  notFoundLead: longText.meta({
    title: 'Texto si no existe',
    description: `Una oración que lo invita a ver ${all} desde el inicio.`,
  }),
});

export const siteConfigSchema = z.strictObject({
  name: text.meta({
    title: 'Nombre del taller',
    description: 'Como aparece en toda la web, los buscadores y los mensajes.',
  }),
  tagline: text.meta({
    title: 'Frase corta',
    description: 'Qué hace el taller y dónde, en una línea (va en la pestaña del navegador).',
  }),
  origin: url.meta({
    title: 'Dirección de la web',
    description: 'La dirección pública del sitio, con https:// y sin barra al final. Solo cambia si cambia el dominio.',
  }),
  phone: z
    .strictObject({
      display: text.meta({
        title: 'Como se lee',
        description: 'El número como lo ve el visitante, ej. +54 11 6912-2284.',
      }),
      tel: z
        .string()
        .regex(/^\+\d{8,15}$/, 'tiene que ser + y solo números, ej. +5491169122284')
        .meta({ title: 'Para llamar', description: 'El número con + y solo números, para el botón de llamar.' }),
      chatDigits: z
        .string()
        .regex(/^\d{8,15}$/, 'solo números, sin + ni espacios')
        .meta({
          title: 'Para WhatsApp',
          description: 'El número de WhatsApp, solo números, sin + ni espacios (ej. 5491169122284).',
        }),
    })
    .meta({ title: 'Teléfono', description: 'El mismo número escrito de tres formas.' }),
  email: z
    .email({ error: 'no es un email válido' })
    .meta({ title: 'Email', description: 'El email de contacto que muestra la web.' }),
  address: z
    .strictObject({
      street: text.meta({ title: 'Calle y número', description: 'La calle y la altura, ej. Luzuriaga 395.' }),
      neighbourhood: text.meta({ title: 'Barrio', description: 'El barrio del taller, ej. Barracas.' }),
      city: text.meta({ title: 'Ciudad', description: 'La ciudad como la escribe el correo, ej. CABA.' }),
      region: text.meta({ title: 'Provincia', description: 'La provincia, ej. Ciudad Autónoma de Buenos Aires.' }),
      country: z
        .string()
        .length(2, 'código de país de dos letras, ej. AR')
        .meta({ title: 'País', description: 'Código de dos letras, ej. AR.' }),
    })
    .meta({ title: 'Dirección', description: 'Dónde queda el taller.' }),
  geo: z
    .strictObject({
      latitude: z.number().min(-90).max(90).meta({
        title: 'Latitud',
        description: 'En Google Maps: clic derecho sobre el taller; es el primer número (ej. -34.6388668).',
      }),
      longitude: z.number().min(-180).max(180).meta({
        title: 'Longitud',
        description: 'En Google Maps: clic derecho sobre el taller; es el segundo número.',
      }),
    })
    .meta({
      title: 'Ubicación en el mapa',
      description: 'Las coordenadas del taller, para los buscadores y los mapas.',
    }),
  mapEmbedUrl: url.meta({
    title: 'Mapa incrustado',
    description:
      'En Google Maps: Compartir → Insertar un mapa; copiá solo la dirección que está entre comillas después de src=.',
  }),
  mapImage: optional(imagePath).meta({
    title: 'Imagen del mapa',
    description:
      'Lo que se ve en Contacto antes de abrir el mapa de Google, ej. una captura del mapa. Sin imagen, la web dibuja un mapa ilustrativo.',
  }),
  reviewsUrl: url.meta({
    title: 'Reseñas en Google',
    description: 'El enlace a las reseñas del taller en Google Maps.',
  }),
  social: z
    .array(
      z.strictObject({
        network: text.meta({ title: 'Red', description: 'El nombre de la red, ej. Instagram.' }),
        handle: text.meta({ title: 'Usuario', description: 'El nombre de la cuenta, ej. @elitegarajespa.' }),
        url: url.meta({ title: 'Enlace', description: 'La dirección del perfil, con https://.' }),
      }),
    )
    .min(1, 'poné al menos una red social')
    .meta({ title: 'Redes sociales', description: 'Una por red; aparecen en el pie de página.' }),
  openingHours: z
    .strictObject({
      timeZone: text.meta({
        title: 'Zona horaria',
        description: 'Para calcular si el taller está abierto ahora. En Buenos Aires: America/Argentina/Buenos_Aires.',
      }),
      week: openingWeek,
    })
    .transform(({ timeZone, week }) => ({ timeZone, periods: toPeriods(week) }))
    .refine((hours) => hours.periods.length > 0, {
      message: 'el taller tiene que abrir al menos un día',
      path: ['week'],
    })
    .meta({ title: 'Horarios', description: 'Cuándo abre el taller, día por día.' }),
  claims: z.strictObject(claimFields).meta({
    title: 'Números del taller',
    description: 'Las cifras que muestra la web. Poné solo lo que puedas sostener.',
  }),
  chat: z
    .strictObject({
      greeting: text.meta({
        title: 'Consulta general',
        description: 'El botón flotante y los enlaces de contacto.',
      }),
      bookingGreeting: text.meta({ title: 'Reservar turno', description: 'Los botones para reservar un turno.' }),
      serviceGreeting: text.meta({
        title: 'Consulta por un servicio',
        description: 'Va seguido del nombre del servicio; terminalo con dos puntos.',
      }),
      bookingServiceGreeting: text.meta({
        title: 'Turno para un servicio',
        description: 'Va seguido del nombre del servicio; terminalo con dos puntos.',
      }),
      coursesGreeting: text.meta({
        title: 'Consulta por los cursos',
        description: 'El botón de la sección Cursos.',
      }),
      enrolGreeting: text.meta({
        title: 'Inscripción a un curso',
        description: 'Va seguido del nombre del curso; terminalo con dos puntos.',
      }),
      budgetGreeting: text.meta({
        title: 'Pedido de presupuesto',
        description: 'Va seguido del nombre del servicio; terminalo con dos puntos.',
      }),
      customServiceGreeting: text.meta({
        title: 'Servicio a medida',
        description: 'El botón de servicio a medida.',
      }),
      formClosingLine: text.meta({
        title: 'Cierre del formulario',
        description: 'La última línea del mensaje que arma el formulario de contacto.',
      }),
    })
    .meta({
      title: 'Mensajes de WhatsApp',
      description: 'El texto con el que empieza el mensaje cuando alguien toca un botón de WhatsApp.',
    }),
  booking: z
    .strictObject({
      weeksAhead: z
        .int('tiene que ser un número entero de semanas, ej. 4')
        .min(1, 'tiene que ser al menos 1 semana')
        .max(12, 'a lo sumo 12 semanas')
        .meta({
          title: 'Semanas adelante',
          description: 'Hasta cuántas semanas desde hoy se puede pedir turno en el formulario, ej. 4.',
        }),
      afternoonFrom: time.meta({
        title: 'Empieza la tarde',
        description:
          'La hora que separa la mañana de la tarde en el formulario, con dos dígitos, ej. 13:00. Cada día la mañana va desde que abre y la tarde hasta que cierra (los horarios están en "Horarios").',
      }),
    })
    .meta({
      title: 'Turnos del formulario',
      description: 'Qué días y horarios ofrece el formulario para pedir turno; los días abiertos salen de "Horarios".',
    }),
  contactFormServices: z.array(text).min(1, 'poné al menos un servicio').meta({
    title: 'Servicios del formulario',
    description: 'Las opciones de la lista "Servicio" del formulario de contacto, en orden.',
  }),
  texts: z
    .strictObject({
      servicePage: z
        .strictObject({
          back: text.meta({
            title: 'Enlace para volver',
            description: 'El enlace de arriba que vuelve a la lista de servicios.',
          }),
          duration: text.meta({
            title: 'Dato: duración',
            description: 'El nombre del recuadro con lo que tarda el trabajo.',
          }),
          warranty: text.meta({ title: 'Dato: garantía', description: 'El nombre del recuadro de la garantía.' }),
          warrantyValue: template('garantía').meta({
            title: 'Texto de la garantía',
            description: 'Lo que dice el recuadro; {garantía} es la garantía del servicio, ej. Garantía 6 meses.',
          }),
          price: text.meta({ title: 'Dato: precio', description: 'El nombre del recuadro del precio.' }),
          askPrice: text.meta({
            title: 'Botón de precio',
            description: 'El botón de WhatsApp para consultar el precio.',
          }),
          book: text.meta({ title: 'Botón de turno', description: 'El botón de WhatsApp para agendar un turno.' }),
          bookingForm: text.meta({
            title: 'Enlace al formulario de turno',
            description: 'El enlace junto a los botones de WhatsApp que abre el formulario con el servicio elegido.',
          }),
          process: text.meta({
            title: 'Título del paso a paso',
            description: 'El título de la sección con los pasos del trabajo.',
          }),
          benefits: text.meta({
            title: 'Título de beneficios',
            description: 'El título de la lista de beneficios.',
          }),
          features: text.meta({
            title: 'Título de qué incluye',
            description: 'El título de la lista de lo que incluye.',
          }),
          faqs: text.meta({ title: 'Título de preguntas', description: 'El título de las preguntas frecuentes.' }),
          ...detailPageEnd('pedir presupuesto', 'un servicio', 'los servicios'),
          related: text.meta({
            title: 'Título de otros servicios',
            description: 'El título de los servicios que se sugieren al pie de la página.',
          }),
        })
        .meta({ title: 'Página de un servicio', description: 'Los mismos textos en la página de cada servicio.' }),
      coursePage: z
        .strictObject({
          back: text.meta({
            title: 'Enlace para volver',
            description: 'El enlace de arriba que vuelve a la lista de cursos.',
          }),
          facts: text.meta({
            title: 'Nombre de los datos',
            description: 'Cómo anuncia el lector de pantalla los recuadros de duración, grupos y certificado.',
          }),
          module: template('número').meta({
            title: 'Número de módulo',
            description: 'Lo que va arriba de cada tema del programa; {número} es 1, 2, 3…',
          }),
          enrol: text.meta({
            title: 'Botón de inscripción',
            description: 'El botón de WhatsApp junto a la descripción del curso.',
          }),
          smallGroups: text.meta({ title: 'Dato: grupos', description: 'El recuadro sobre el tamaño de los grupos.' }),
          certificateIncluded: text.meta({
            title: 'Dato: certificado',
            description: 'El recuadro sobre el certificado.',
          }),
          curriculum: text.meta({ title: 'Título del programa', description: 'El título de la lista de temas.' }),
          highlights: text.meta({
            title: 'Título de lo destacado',
            description: 'El título de la sección "Lo que te llevás".',
          }),
          instructor: text.meta({
            title: 'Título del instructor',
            description: 'El título de la sección sobre quién enseña.',
          }),
          requirements: text.meta({
            title: 'Título de requisitos',
            description: 'El título de la lista de requisitos.',
          }),
          certification: text.meta({
            title: 'Título del certificado',
            description: 'El título de la sección del certificado.',
          }),
          ...detailPageEnd('inscribirse', 'un curso', 'los cursos'),
        })
        .meta({ title: 'Página de un curso', description: 'Los mismos textos en la página de cada curso.' }),
      menu: z
        .strictObject({
          label: text.meta({
            title: 'Nombre del menú',
            description: 'Cómo anuncia el lector de pantalla el menú (en el celular y en la computadora).',
          }),
          button: text.meta({
            title: 'Botón del menú',
            description: 'El nombre del botón de tres rayitas del celular.',
          }),
          close: text.meta({
            title: 'Cerrar el menú',
            description: 'El nombre de la cruz que cierra el menú del celular cuando el navegador no tiene JavaScript.',
          }),
          home: menuLink('Inicio'),
          about: menuLink('Nosotros'),
          services: menuLink('Servicios'),
          courses: menuLink('Cursos'),
          gallery: menuLink('Galería'),
          reviews: menuLink('Testimonios'),
          contact: menuLink('Contacto'),
          allServices: text.meta({
            title: 'Todos los servicios',
            description: 'El primer enlace de la lista de servicios del menú.',
          }),
          allCourses: text.meta({
            title: 'Todos los cursos',
            description: 'El primer enlace de la lista de cursos del menú.',
          }),
        })
        .meta({
          title: 'Menú',
          description: 'Las palabras del menú de arriba, en la computadora y en el celular.',
        }),
      shared: z
        .strictObject({
          skipToContent: text.meta({
            title: 'Saltar al contenido',
            description: 'El enlace que aparece al usar el teclado, para saltear el menú.',
          }),
          breadcrumbs: text.meta({
            title: 'Nombre de la ruta',
            description: 'Cómo anuncia el lector de pantalla la línea "Inicio › Servicios › …".',
          }),
          backHome: text.meta({
            title: 'Volver al inicio',
            description: 'El botón de la página que se ve cuando un servicio o curso no existe.',
          }),
          newTab: text.meta({
            title: 'Aviso de pestaña nueva',
            description: 'Lo que escucha quien usa lector de pantalla en los enlaces que abren otra pestaña.',
          }),
          chatNewTab: text.meta({
            title: 'Aviso de WhatsApp',
            description: 'Lo que escucha quien usa lector de pantalla en cada botón de WhatsApp.',
          }),
          floatingChat: text.meta({
            title: 'Botón flotante de WhatsApp',
            description: 'El nombre del botón redondo de WhatsApp, para el lector de pantalla.',
          }),
          socialLinks: text.meta({
            title: 'Nombre de las redes',
            description: 'Cómo anuncia el lector de pantalla la lista de redes.',
          }),
          socialProfile: template('red', 'taller').meta({
            title: 'Enlace a una red',
            description: 'El nombre de cada ícono de red del pie; {red} es la red y {taller} el nombre del taller.',
          }),
          videoBadge: text.meta({ title: 'Etiqueta de video', description: 'La etiqueta chica arriba de cada video.' }),
          playVideo: template('video').meta({
            title: 'Botón de reproducir',
            description: 'El nombre del botón que reproduce un video; {video} es lo que muestra el video.',
          }),
          pauseVideo: template('video').meta({
            title: 'Botón de pausar',
            description: 'El nombre del botón que pausa un video; {video} es lo que muestra el video.',
          }),
          legalUpdated: template('fecha').meta({
            title: 'Fecha de actualización',
            description: 'La línea debajo del título de términos y privacidad; {fecha} es la fecha de la página.',
          }),
          previewImageAlt: template('taller', 'título').meta({
            title: 'Descripción de la imagen al compartir',
            description:
              'Describe la imagen que acompaña el enlace al compartir una página en WhatsApp o en redes; {taller} es el nombre y {título} el título de la página.',
          }),
        })
        .meta({
          title: 'Textos de todas las páginas',
          description: 'Avisos y enlaces que se repiten en toda la web.',
        }),
      serverError: z
        .strictObject({
          title: text.meta({
            title: 'Título de la página de error',
            description: 'Lo que se ve si la web falla por un problema nuestro (un error 500); pasa muy rara vez.',
          }),
          lead: text.meta({
            title: 'Texto de la página de error',
            description: 'La línea debajo del título: qué puede hacer quien visita mientras tanto.',
          }),
          chat: text.meta({ title: 'Botón de WhatsApp', description: 'El botón que abre el chat del taller.' }),
          home: text.meta({ title: 'Botón de inicio', description: 'El botón que vuelve a la página de inicio.' }),
        })
        .meta({
          title: 'Página de error',
          description: 'Lo que se ve si la web no puede mostrar una página por un problema nuestro.',
        }),
      footer: z
        .strictObject({
          quickLinks: text.meta({
            title: 'Título de enlaces',
            description: 'El título de la columna de enlaces a las secciones.',
          }),
          contact: text.meta({
            title: 'Título de contacto',
            description: 'El título de la columna de dirección y teléfono.',
          }),
          chatAction: text.meta({ title: 'Botón de WhatsApp', description: 'El botón de WhatsApp del pie de página.' }),
          rights: text.meta({ title: 'Derechos', description: 'La frase que sigue al año y al nombre del taller.' }),
          terms: text.meta({ title: 'Enlace a términos', description: 'El enlace a los términos y condiciones.' }),
          privacy: text.meta({
            title: 'Enlace a privacidad',
            description: 'El enlace a la política de privacidad.',
          }),
        })
        .meta({ title: 'Pie de página', description: 'Los títulos y enlaces fijos del pie de cada página.' }),
      claimLabels: z.strictObject(claimLabelFields).meta({
        title: 'Nombres de los números',
        description: 'Lo que dice debajo de cada cifra del taller (las cifras están en "Números del taller").',
      }),
      hours: z
        .strictObject({
          days: z
            .strictObject(
              Object.fromEntries(
                weekdays.map((day) => [
                  day,
                  text.meta({
                    title: dayNames[day],
                    description: `Cómo se escribe ${dayNames[day].toLowerCase()} en los horarios.`,
                  }),
                ]),
              ) as Record<Weekday, typeof text>,
            )
            .meta({
              title: 'Nombres de los días',
              description: 'Cada día en minúscula, como va en medio de una frase.',
            }),
          dayRange: template('desde', 'hasta').meta({
            title: 'Varios días',
            description: 'Para días seguidos con el mismo horario: {desde} a {hasta}, ej. lunes a viernes.',
          }),
          dayPair: template('desde', 'hasta').meta({
            title: 'Dos días',
            description: 'Para dos días seguidos con el mismo horario: {desde} y {hasta}, ej. sábado y domingo.',
          }),
          timeRange: template('abre', 'cierra').meta({
            title: 'Horario',
            description: 'Cómo se escribe un horario: {abre} a {cierra}, ej. 9:00 a 19:00.',
          }),
          closed: text.meta({ title: 'Cerrado', description: 'Lo que dice un día que el taller no abre.' }),
          openNow: template('hora').meta({
            title: 'Abierto ahora',
            description: 'El cartel mientras está abierto; {hora} es la de cierre.',
          }),
          opensToday: template('hora').meta({
            title: 'Abre más tarde',
            description: 'El cartel antes de abrir, el mismo día; {hora} es la de apertura.',
          }),
          opensTomorrow: template('hora').meta({
            title: 'Abre mañana',
            description: 'El cartel cuando abre al día siguiente; {hora} es la de apertura.',
          }),
          opensLater: template('día', 'hora').meta({
            title: 'Abre otro día',
            description: 'El cartel cuando abre en unos días; {día} es el día y {hora} la de apertura.',
          }),
        })
        .meta({
          title: 'Palabras de los horarios',
          description: 'Cómo se escriben los días y el cartel de abierto o cerrado (los horarios están en "Horarios").',
        }),
      homeCards: z
        .strictObject({
          price: text.meta({
            title: 'Precio',
            description: 'Lo que anuncia el lector de pantalla antes del precio de la tarjeta.',
          }),
          serviceMore: text.meta({ title: 'Botón ver más', description: 'El botón que abre la página del servicio.' }),
          serviceMoreHidden: template('servicio').meta({
            title: 'Ver más (lector de pantalla)',
            description: 'Lo que el lector de pantalla agrega al botón; {servicio} es el nombre del servicio.',
          }),
          serviceAskPrice: text.meta({
            title: 'Botón de precio',
            description: 'El botón de WhatsApp de cada tarjeta.',
          }),
          serviceAskPriceHidden: template('servicio').meta({
            title: 'Precio (lector de pantalla)',
            description:
              'Lo que el lector de pantalla agrega al botón de precio; {servicio} es el nombre del servicio.',
          }),
          customService: text.meta({
            title: 'Botón a medida',
            description: 'El botón de WhatsApp debajo de los servicios, para pedir algo que no está en la lista.',
          }),
          smallGroups: text.meta({
            title: 'Dato: grupos',
            description: 'El dato de la tarjeta de cada curso sobre los grupos.',
          }),
          certificate: text.meta({
            title: 'Dato: certificado',
            description: 'El dato de la tarjeta de cada curso sobre el certificado.',
          }),
          courseDetails: text.meta({
            title: 'Botón de detalles',
            description: 'El botón que abre la página del curso.',
          }),
          courseDetailsHidden: template('curso').meta({
            title: 'Detalles (lector de pantalla)',
            description: 'Lo que el lector de pantalla agrega al botón; {curso} es el nombre del curso.',
          }),
          level: text.meta({
            title: 'Nivel',
            description: 'Lo que anuncia el lector de pantalla antes del nivel del curso.',
          }),
          modality: text.meta({
            title: 'Modalidad',
            description: 'Lo que anuncia el lector de pantalla antes de la modalidad del curso.',
          }),
        })
        .meta({
          title: 'Tarjetas de inicio',
          description: 'Los botones y datos fijos de las tarjetas de servicios y cursos de la página de inicio.',
        }),
      gallery: z
        .strictObject({
          tabsLabel: text.meta({
            title: 'Nombre de las pestañas',
            description: 'Cómo anuncia el lector de pantalla las pestañas Motos y Autos.',
          }),
          bikes: text.meta({
            title: 'Pestaña de motos',
            description: 'El nombre de la pestaña con los trabajos en motos.',
          }),
          cars: text.meta({
            title: 'Pestaña de autos',
            description: 'El nombre de la pestaña con los trabajos en autos.',
          }),
          before: text.meta({ title: 'Antes', description: 'La etiqueta de la foto de antes del trabajo.' }),
          after: text.meta({ title: 'Después', description: 'La etiqueta de la foto de después del trabajo.' }),
          openPair: template('trabajo').meta({
            title: 'Abrir en grande',
            description: 'El nombre del botón que abre un par de fotos en grande; {trabajo} es el título del trabajo.',
          }),
          loading: text.meta({
            title: 'Cargando',
            description: 'El aviso mientras cargan las fotos de otra pestaña.',
          }),
          close: text.meta({ title: 'Cerrar', description: 'El nombre del botón que cierra el visor de fotos.' }),
          closeHint: text.meta({ title: 'Cómo cerrar', description: 'La línea debajo de las fotos en grande.' }),
        })
        .meta({
          title: 'Galería',
          description: 'Las pestañas, las etiquetas y el visor de la galería de trabajos.',
        }),
      reviews: z
        .strictObject({
          stars: template('estrellas').meta({
            title: 'Estrellas',
            description: 'Lo que anuncia el lector de pantalla; {estrellas} es la puntuación de la reseña.',
          }),
          sample: text.meta({
            title: 'Reseña de ejemplo',
            description: 'La etiqueta de las reseñas marcadas como ejemplo.',
          }),
          fromGoogle: text.meta({ title: 'Reseña de Google', description: 'La etiqueta de las reseñas reales.' }),
          book: text.meta({
            title: 'Botón de turno',
            description: 'El botón debajo de las reseñas que lleva al formulario.',
          }),
          more: text.meta({
            title: 'Botón de más reseñas',
            description: 'El botón que abre las reseñas en Google Maps.',
          }),
          moreHidden: text.meta({
            title: 'Más reseñas (lector de pantalla)',
            description: 'Lo que el lector de pantalla agrega a ese botón.',
          }),
        })
        .meta({ title: 'Reseñas', description: 'Las etiquetas y botones fijos de la sección de reseñas.' }),
      contact: z
        .strictObject({
          address: text.meta({ title: 'Título de dirección', description: 'El título arriba de la dirección.' }),
          phone: text.meta({ title: 'Título de teléfono', description: 'El título arriba del teléfono.' }),
          chatAction: text.meta({
            title: 'Enlace de WhatsApp',
            description: 'El enlace de WhatsApp junto al teléfono.',
          }),
          email: text.meta({ title: 'Título de email', description: 'El título arriba del email.' }),
          hours: text.meta({ title: 'Título de horarios', description: 'El título arriba de los horarios.' }),
          mapTitle: template('taller', 'dirección').meta({
            title: 'Nombre del mapa',
            description:
              'Cómo anuncia el lector de pantalla el mapa; {taller} es el nombre y {dirección} la dirección.',
          }),
          mapImageAlt: template('taller', 'dirección').meta({
            title: 'Descripción de la imagen del mapa',
            description:
              'Lo que lee el lector de pantalla en la imagen del mapa; {taller} es el nombre y {dirección} la dirección.',
          }),
          mapStandIn: text.meta({
            title: 'Rótulo del mapa dibujado',
            description: 'El rótulo en el mapa que dibuja la web cuando no hay imagen del mapa.',
          }),
          showMap: text.meta({
            title: 'Botón del mapa interactivo',
            description: 'El botón que abre el mapa de Google en la página.',
          }),
          mapNotice: text.meta({
            title: 'Aviso del mapa',
            description: 'La línea que avisa que, al abrir el mapa, Google recibe datos de la visita.',
          }),
          directions: text.meta({
            title: 'Botón cómo llegar',
            description: 'El botón que abre el recorrido en Google Maps.',
          }),
          directionsHidden: text.meta({
            title: 'Cómo llegar (lector de pantalla)',
            description: 'Lo que el lector de pantalla agrega a ese botón.',
          }),
        })
        .meta({ title: 'Sección de contacto', description: 'Los títulos fijos junto al formulario de contacto.' }),
      booking: z
        .strictObject({
          disclosure: text.meta({
            title: 'Abrir los datos del turno',
            description: 'La línea que se toca para mostrar los campos del turno, debajo del mensaje.',
          }),
          lead: text.meta({ title: 'Explicación', description: 'La línea arriba de los campos del turno.' }),
          vehicle: text.meta({ title: 'Campo vehículo', description: 'La etiqueta de la lista de vehículos.' }),
          vehiclePlaceholder: text.meta({
            title: 'Primera opción de vehículo',
            description: 'Lo que muestra la lista de vehículos antes de elegir.',
          }),
          vehicles: z
            .array(text)
            .min(1, 'poné al menos un vehículo')
            .meta({ title: 'Vehículos', description: 'Las opciones de la lista de vehículos, en orden.' }),
          model: text.meta({ title: 'Campo marca y modelo', description: 'La etiqueta de la marca y el modelo.' }),
          modelPlaceholder: text.meta({
            title: 'Ejemplo de marca y modelo',
            description: 'El texto gris dentro del campo de marca y modelo.',
          }),
          day: text.meta({ title: 'Campo día', description: 'La etiqueta del día preferido.' }),
          dayHint: template('semanas').meta({
            title: 'Ayuda del día',
            description: 'La línea debajo del día; {semanas} son las semanas adelante de "Turnos del formulario".',
          }),
          band: text.meta({ title: 'Campo horario', description: 'La etiqueta de la lista de horarios.' }),
          bandPlaceholder: text.meta({
            title: 'Primera opción de horario',
            description: 'La opción de la lista de horarios para quien no tiene preferencia.',
          }),
          morning: text.meta({ title: 'Mañana', description: 'La opción de la mañana.' }),
          afternoon: text.meta({ title: 'Tarde', description: 'La opción de la tarde.' }),
          dayHours: template('día', 'horario').meta({
            title: 'Horario del día elegido',
            description: 'Se muestra al elegir un día; {día} es el día (ej. sábado 28/11) y {horario} su horario.',
          }),
          duration: template('duración').meta({
            title: 'Duración del trabajo',
            description: 'Se muestra al elegir un servicio; {duración} es la de la página del servicio.',
          }),
          staysInWorkshop: template('duración').meta({
            title: 'Duración de varios días',
            description: 'En lugar de la anterior, si la duración es en días; {duración} es la del servicio.',
          }),
          invalidDay: text.meta({
            title: 'Aviso: día ilegible',
            description: 'Si el día no es una fecha del calendario.',
          }),
          pastDay: template('fecha').meta({
            title: 'Aviso: día pasado',
            description: 'Si el día es hoy o ya pasó; {fecha} es el primer día que se puede pedir (mañana).',
          }),
          tooFar: template('fecha').meta({
            title: 'Aviso: día muy lejano',
            description:
              'Si el día está más allá de las semanas permitidas; {fecha} es el último día que se puede pedir.',
          }),
          closedDay: template('días').meta({
            title: 'Aviso: día cerrado',
            description: 'Si ese día el taller no abre; {días} es el día en plural, ej. domingos.',
          }),
          closedBand: template('días', 'horario').meta({
            title: 'Aviso: horario cerrado',
            description:
              'Si ese día el taller no abre en ese horario; {días} es el día en plural y {horario} el de ese día.',
          }),
          messageVehicle: text.meta({
            title: 'Mensaje: vehículo',
            description: 'Lo que va antes del vehículo en el mensaje de WhatsApp.',
          }),
          messageModel: text.meta({
            title: 'Mensaje: marca y modelo',
            description: 'Lo que va antes de la marca y el modelo en el mensaje.',
          }),
          messageDay: text.meta({ title: 'Mensaje: día', description: 'Lo que va antes del día en el mensaje.' }),
          messageBand: text.meta({
            title: 'Mensaje: horario',
            description: 'Lo que va antes del horario en el mensaje.',
          }),
          messagePhotos: text.meta({
            title: 'Mensaje: fotos',
            description: 'La línea del mensaje que invita a mandar fotos del vehículo por el chat.',
          }),
        })
        .meta({
          title: 'Pedido de turno',
          description:
            'Los campos del turno del formulario de contacto, sus avisos y las líneas que suman al mensaje de WhatsApp.',
        }),
      form: z
        .strictObject({
          name: text.meta({
            title: 'Campo nombre',
            description: 'La etiqueta del nombre; el * avisa que es obligatorio.',
          }),
          namePlaceholder: text.meta({
            title: 'Ejemplo del nombre',
            description: 'El texto gris dentro del campo del nombre.',
          }),
          phone: text.meta({
            title: 'Campo teléfono',
            description: 'La etiqueta del teléfono; el * avisa que es obligatorio.',
          }),
          email: text.meta({ title: 'Campo email', description: 'La etiqueta del email.' }),
          service: text.meta({ title: 'Campo servicio', description: 'La etiqueta de la lista de servicios.' }),
          servicePlaceholder: text.meta({
            title: 'Primera opción',
            description: 'Lo que muestra la lista de servicios antes de elegir.',
          }),
          message: text.meta({ title: 'Campo mensaje', description: 'La etiqueta del mensaje.' }),
          requiredNote: text.meta({ title: 'Aviso de obligatorios', description: 'La línea debajo de los campos.' }),
          submit: text.meta({
            title: 'Botón de enviar',
            description: 'El botón que arma el mensaje y abre WhatsApp.',
          }),
          sentTitle: text.meta({
            title: 'Aviso de enviado',
            description: 'El título del cartel que aparece al enviar.',
          }),
          sentLead: text.meta({
            title: 'Texto de enviado',
            description: 'La línea del cartel que aparece al enviar.',
          }),
          missing: template('campos').meta({
            title: 'Aviso de datos faltantes',
            description: 'Si faltan datos obligatorios; {campos} es lo que falta, ej. tu nombre y tu teléfono.',
          }),
          missingName: text.meta({
            title: 'Falta el nombre',
            description: 'Cómo se nombra el nombre en el aviso de faltantes.',
          }),
          missingPhone: text.meta({
            title: 'Falta el teléfono',
            description: 'Cómo se nombra el teléfono en el aviso de faltantes.',
          }),
          missingEmail: text.meta({
            title: 'Falta el email',
            description: 'Cómo se nombra el email en el aviso de faltantes.',
          }),
          missingService: text.meta({
            title: 'Falta el servicio',
            description: 'Cómo se nombra el servicio en el aviso de faltantes.',
          }),
          missingMessage: text.meta({
            title: 'Falta el mensaje',
            description: 'Cómo se nombra el mensaje en el aviso de faltantes.',
          }),
          missingAnd: text.meta({
            title: 'Unión',
            description: 'La palabra entre los dos últimos datos que faltan, ej. y.',
          }),
          pageTitle: text.meta({
            title: 'Título de la página de faltantes',
            description: 'La página que se abre si el navegador mandó el formulario sin los datos obligatorios.',
          }),
          pageDescription: text.meta({
            title: 'Descripción de esa página',
            description: 'Una oración para los buscadores; no se muestra en la página.',
          }),
          tooLong: text.meta({
            title: 'Consulta demasiado larga',
            description:
              'Lo que se ve si alguien manda una consulta enorme (más de 64 KB, o un nombre de miles de letras).',
          }),
          messageTooLong: template('largo', 'máximo').meta({
            title: 'Mensaje demasiado largo',
            description:
              'Si el mensaje pasa el máximo de caracteres; {largo} es cuántos tiene y {máximo} cuántos entran.',
          }),
          messageName: text.meta({
            title: 'Mensaje: saludo',
            description: 'El comienzo del mensaje de WhatsApp; sigue el nombre de quien escribe.',
          }),
          messagePhone: text.meta({
            title: 'Mensaje: teléfono',
            description: 'Lo que va antes del teléfono en el mensaje.',
          }),
          messageEmail: text.meta({ title: 'Mensaje: email', description: 'Lo que va antes del email en el mensaje.' }),
          messageService: text.meta({
            title: 'Mensaje: servicio',
            description: 'Lo que va antes del servicio en el mensaje.',
          }),
        })
        .meta({
          title: 'Formulario de contacto',
          description:
            'Las etiquetas, avisos y botón del formulario, y las palabras del mensaje que llega por WhatsApp.',
        }),
    })
    .meta({
      title: 'Textos fijos de la web',
      description: 'Menú, pie, formulario, galería, títulos y botones de las páginas de cada servicio y de cada curso.',
    }),
});

/** The fixed words of the site's interface, from site.yaml's `texts`. */
export type SiteTexts = SiteConfig['texts'];
/** The words of the opening hours: day names, joiners and the open/closed sentences. */
export type HoursTexts = SiteTexts['hours'];
/** The words of the contact form and of the chat message it composes. */
export type FormTexts = SiteTexts['form'];
/** The words of the contact form's turn fields, their notices and their lines in the chat message. */
export type BookingTexts = SiteTexts['booking'];

/** The checked site facts the code reads (opening hours grouped into periods). */
export type SiteConfig = z.infer<typeof siteConfigSchema>;
