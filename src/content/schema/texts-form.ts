// The contact form's words, its turn fields' and those of the chat message it composes, in src/content/site.yaml's
// `texts`.
import { group, labelled, template, text, textList } from './fields.ts';

/** The words of the contact form's turn fields and of the form itself. */
export const formTexts = {
  turn: group(
    'Pedido de turno',
    'Los campos del turno del formulario de contacto, sus avisos y las líneas que suman al mensaje de WhatsApp.',
    {
      disclosure: labelled(
        text,
        'Abrir los datos del turno',
        'La línea que se toca para mostrar los campos del turno, debajo del mensaje.',
      ),
      lead: labelled(text, 'Explicación', 'La línea arriba de los campos del turno.'),
      vehicle: labelled(text, 'Campo vehículo', 'La etiqueta de la lista de vehículos.'),
      vehiclePlaceholder: labelled(
        text,
        'Primera opción de vehículo',
        'Lo que muestra la lista de vehículos antes de elegir.',
      ),
      vehicles: labelled(textList, 'Vehículos', 'Las opciones de la lista de vehículos, en orden.'),
      model: labelled(text, 'Campo marca y modelo', 'La etiqueta de la marca y el modelo.'),
      modelPlaceholder: labelled(
        text,
        'Ejemplo de marca y modelo',
        'El texto gris dentro del campo de marca y modelo.',
      ),
      day: labelled(text, 'Campo día', 'La etiqueta del día preferido.'),
      dayHint: labelled(
        template('semanas'),
        'Ayuda del día',
        'La línea debajo del día; {semanas} son las semanas adelante de "Turnos del formulario".',
      ),
      band: labelled(text, 'Campo horario', 'La etiqueta de la lista de horarios.'),
      bandPlaceholder: labelled(
        text,
        'Primera opción de horario',
        'La opción de la lista de horarios para quien no tiene preferencia.',
      ),
      morning: labelled(text, 'Mañana', 'La opción de la mañana.'),
      afternoon: labelled(text, 'Tarde', 'La opción de la tarde.'),
      dayHours: labelled(
        template('día', 'horario'),
        'Horario del día elegido',
        'Se muestra al elegir un día; {día} es el día (ej. sábado 28/11) y {horario} su horario.',
      ),
      duration: labelled(
        template('duración'),
        'Duración del trabajo',
        'Se muestra al elegir un servicio; {duración} es la de la página del servicio.',
      ),
      staysInWorkshop: labelled(
        template('duración'),
        'Duración de varios días',
        'En lugar de la anterior, si la duración es en días; {duración} es la del servicio.',
      ),
      invalidDay: labelled(text, 'Aviso: día ilegible', 'Si el día no es una fecha del calendario.'),
      pastDay: labelled(
        template('fecha'),
        'Aviso: día pasado',
        'Si el día es hoy o ya pasó; {fecha} es el primer día que se puede pedir (mañana).',
      ),
      tooFar: labelled(
        template('fecha'),
        'Aviso: día muy lejano',
        'Si el día está más allá de las semanas permitidas; {fecha} es el último día que se puede pedir.',
      ),
      closedDay: labelled(
        template('días'),
        'Aviso: día cerrado',
        'Si ese día el taller no abre; {días} es el día en plural, ej. domingos.',
      ),
      closedBand: labelled(
        template('días', 'horario'),
        'Aviso: horario cerrado',
        'Si ese día el taller no abre en ese horario; {días} es el día en plural y {horario} el de ese día.',
      ),
      holidayDay: labelled(
        template('fecha', 'feriado', 'vuelve'),
        'Aviso: feriado',
        'Si el día es feriado; {fecha} es el día, {feriado} el nombre del feriado y {vuelve} el día en que volvemos a abrir.',
      ),
      closureDay: labelled(
        template('desde', 'hasta', 'motivo', 'vuelve'),
        'Aviso: taller cerrado',
        'Si el día cae en un cierre; {desde} y {hasta} son su primer y último día, {motivo} el de "Cierres" y {vuelve} el día en que volvemos a abrir.',
      ),
      fullDay: labelled(
        template('fecha', 'libre'),
        'Aviso: día completo',
        'Si el día está completo (en "Días completos"); {fecha} es el día y {libre} el primero con turnos libres.',
      ),
      specialBand: labelled(
        template('fecha', 'horario'),
        'Aviso: horario de un feriado',
        'Si en un feriado en que abrimos el horario elegido queda afuera; {fecha} es el día y {horario} el de ese día.',
      ),
      holidayHours: labelled(
        template('fecha', 'feriado', 'horario'),
        'Horario de un feriado abierto',
        'En lugar del horario del día elegido, en un feriado en que abrimos; {feriado} es su nombre y {horario} el de ese día.',
      ),
      closedDays: labelled(
        template('días'),
        'Días sin turnos',
        'Debajo del día, al abrir los campos del turno: los feriados, cierres y días completos de las semanas que se ofrecen; {días} es la lista.',
      ),
      messageVehicle: labelled(text, 'Mensaje: vehículo', 'Lo que va antes del vehículo en el mensaje de WhatsApp.'),
      messageModel: labelled(text, 'Mensaje: marca y modelo', 'Lo que va antes de la marca y el modelo en el mensaje.'),
      messageDay: labelled(text, 'Mensaje: día', 'Lo que va antes del día en el mensaje.'),
      messageBand: labelled(text, 'Mensaje: horario', 'Lo que va antes del horario en el mensaje.'),
      messagePhotos: labelled(
        text,
        'Mensaje: fotos',
        'La línea del mensaje que invita a mandar fotos del vehículo por el chat.',
      ),
    },
  ),
  form: group(
    'Formulario de contacto',
    'Las etiquetas, avisos y botón del formulario, y las palabras del mensaje que llega por WhatsApp.',
    {
      name: labelled(text, 'Campo nombre', 'La etiqueta del nombre; el * avisa que es obligatorio.'),
      namePlaceholder: labelled(text, 'Ejemplo del nombre', 'El texto gris dentro del campo del nombre.'),
      phone: labelled(text, 'Campo teléfono', 'La etiqueta del teléfono; el * avisa que es obligatorio.'),
      email: labelled(text, 'Campo email', 'La etiqueta del email.'),
      service: labelled(text, 'Campo servicio', 'La etiqueta de la lista de servicios.'),
      servicePlaceholder: labelled(text, 'Primera opción', 'Lo que muestra la lista de servicios antes de elegir.'),
      message: labelled(text, 'Campo mensaje', 'La etiqueta del mensaje.'),
      requiredNote: labelled(text, 'Aviso de obligatorios', 'La línea debajo de los campos.'),
      submit: labelled(text, 'Botón de enviar', 'El botón que arma el mensaje y abre WhatsApp.'),
      sentTitle: labelled(text, 'Aviso de enviado', 'El título del cartel que aparece al enviar.'),
      sentLead: labelled(text, 'Texto de enviado', 'La línea del cartel que aparece al enviar.'),
      missing: labelled(
        template('campos'),
        'Aviso de datos faltantes',
        'Si faltan datos obligatorios; {campos} es lo que falta, ej. tu nombre y tu teléfono.',
      ),
      missingName: labelled(text, 'Falta el nombre', 'Cómo se nombra el nombre en el aviso de faltantes.'),
      missingPhone: labelled(text, 'Falta el teléfono', 'Cómo se nombra el teléfono en el aviso de faltantes.'),
      missingEmail: labelled(text, 'Falta el email', 'Cómo se nombra el email en el aviso de faltantes.'),
      missingService: labelled(text, 'Falta el servicio', 'Cómo se nombra el servicio en el aviso de faltantes.'),
      missingMessage: labelled(text, 'Falta el mensaje', 'Cómo se nombra el mensaje en el aviso de faltantes.'),
      missingAnd: labelled(text, 'Unión', 'La palabra entre los dos últimos datos que faltan, ej. y.'),
      pageTitle: labelled(
        text,
        'Título de la página de faltantes',
        'La página que se abre si el navegador mandó el formulario sin los datos obligatorios.',
      ),
      pageDescription: labelled(
        text,
        'Descripción de esa página',
        'Una oración para los buscadores; no se muestra en la página.',
      ),
      tooLong: labelled(
        text,
        'Consulta demasiado larga',
        'Lo que se ve si alguien manda una consulta enorme (más de 64 KB, o un nombre de miles de letras).',
      ),
      messageTooLong: labelled(
        template('largo', 'máximo'),
        'Mensaje demasiado largo',
        'Si el mensaje pasa el máximo de caracteres; {largo} es cuántos tiene y {máximo} cuántos entran.',
      ),
      messageName: labelled(
        text,
        'Mensaje: saludo',
        'El comienzo del mensaje de WhatsApp; sigue el nombre de quien escribe.',
      ),
      messagePhone: labelled(text, 'Mensaje: teléfono', 'Lo que va antes del teléfono en el mensaje.'),
      messageEmail: labelled(text, 'Mensaje: email', 'Lo que va antes del email en el mensaje.'),
      messageService: labelled(text, 'Mensaje: servicio', 'Lo que va antes del servicio en el mensaje.'),
    },
  ),
};
