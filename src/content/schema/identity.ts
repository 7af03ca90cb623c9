// Who and where the business is, in src/content/site.yaml: name, addresses, phone, map, social networks, and the
// figures the site shows about it.
import { z } from 'zod';
import { between, checkedText, group, imagePath, labelled, list, optional, text, url, written } from './fields.ts';

/** site.yaml's first fields, from the business's name to its social networks. */
export const identityFields = {
  name: labelled(text, 'Nombre del taller', 'Como aparece en toda la web, los buscadores y los mensajes.'),
  tagline: labelled(text, 'Frase corta', 'Qué hace el taller y dónde, en una línea (va en la pestaña del navegador).'),
  origin: labelled(
    url,
    'Dirección de la web',
    'La dirección pública del sitio, con https:// y sin barra al final. Solo cambia si cambia el dominio.',
  ),
  phone: group('Teléfono', 'El mismo número escrito de tres formas.', {
    display: labelled(text, 'Como se lee', 'El número como lo ve el visitante, ej. +54 11 6912-2284.'),
    tel: labelled(
      written(/^\+\d{8,15}$/, 'tiene que ser + y solo números, ej. +5491169122284'),
      'Para llamar',
      'El número con + y solo números, para el botón de llamar.',
    ),
    chatDigits: labelled(
      written(/^\d{8,15}$/, 'solo números, sin + ni espacios'),
      'Para WhatsApp',
      'El número de WhatsApp, solo números, sin + ni espacios (ej. 5491169122284).',
    ),
  }),
  email: labelled(z.email({ error: 'no es un email válido' }), 'Email', 'El email de contacto que muestra la web.'),
  address: group('Dirección', 'Dónde queda el taller.', {
    street: labelled(text, 'Calle y número', 'La calle y la altura, ej. Luzuriaga 395.'),
    neighbourhood: labelled(text, 'Barrio', 'El barrio del taller, ej. Barracas.'),
    city: labelled(text, 'Ciudad', 'La ciudad como la escribe el correo, ej. CABA.'),
    region: labelled(text, 'Provincia', 'La provincia, ej. Ciudad Autónoma de Buenos Aires.'),
    country: labelled(
      checkedText('código de país de dos letras, ej. AR').length(2, 'código de país de dos letras, ej. AR'),
      'País',
      'Código de dos letras, ej. AR.',
    ),
  }),
  geo: group('Ubicación en el mapa', 'Las coordenadas del taller, para los buscadores y los mapas.', {
    latitude: labelled(
      between(-90, 90),
      'Latitud',
      'En Google Maps: clic derecho sobre el taller; es el primer número (ej. -34.6388668).',
    ),
    longitude: labelled(
      between(-180, 180),
      'Longitud',
      'En Google Maps: clic derecho sobre el taller; es el segundo número.',
    ),
  }),
  mapEmbedUrl: labelled(
    url,
    'Mapa incrustado',
    'En Google Maps: Compartir → Insertar un mapa; copiá solo la dirección que está entre comillas después de src=.',
  ),
  mapImage: labelled(
    optional(imagePath),
    'Imagen del mapa',
    'Lo que se ve en Contacto antes de abrir el mapa de Google, ej. una captura del mapa. Sin imagen, la web dibuja un mapa ilustrativo.',
  ),
  reviewsUrl: labelled(
    url,
    'Reseñas en Google',
    'El enlace a las reseñas del taller en Google Maps: lo abre el botón de más reseñas de la página de inicio, y es el mapa del taller para los buscadores.',
  ),
  reviewRequestUrl: labelled(
    optional(url),
    'Enlace para pedir reseñas',
    'Opcional: el enlace «Pedir reseñas» de tu Perfil de Empresa de Google, que abre directo el formulario para dejar una reseña. A él llevan la dirección corta /resena y la tarjeta impresa con el código QR; vacío, llevan a Reseñas en Google.',
  ),
  social: labelled(
    list(
      z.strictObject({
        network: labelled(text, 'Red', 'El nombre de la red, ej. Instagram.'),
        handle: labelled(text, 'Usuario', 'El nombre de la cuenta, ej. @elitegarajespa.'),
        url: labelled(url, 'Enlace', 'La dirección del perfil, con https://.'),
      }),
    ),
    'Redes sociales',
    'Una por red; aparecen en el pie de página.',
  ),
};

/** The figures the site shows (claims); texts.claimLabels has the words under each, by the same names. */
export const claimFields = {
  vehiclesServed: labelled(text, 'Vehículos atendidos', 'Cuántos vehículos pasaron por el taller, ej. 8000+.'),
  satisfiedClients: labelled(text, 'Clientes satisfechos', 'El porcentaje de clientes conformes, ej. 98%.'),
  starAverage: labelled(text, 'Estrellas', 'Las estrellas que se dibujan junto a las reseñas, ej. 5.'),
  ratingAverage: labelled(text, 'Puntuación promedio', 'La puntuación de Google Maps, ej. 4.9/5.'),
  yearsOfExperience: labelled(text, 'Años de experiencia', 'Los años que lleva el taller; solo el número, ej. 7.'),
  responseTime: labelled(text, 'Tiempo de respuesta', 'Cuánto tardan en responder una consulta, ej. 24h.'),
};
