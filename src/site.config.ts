// The business's identity, read everywhere on the site. Change a fact here and
// every page, the chat links and the structured data pick it up. The build
// checks it against src/content/site-schema.ts and names any field that is off.
import type { SiteConfig } from './content/site-schema.ts';

export const siteConfig: SiteConfig = {
  name: 'Elite Garage Spa',
  tagline: 'Detailing de autos y motos en Barracas',
  origin: 'https://elitegaragespa.com',
  phone: {
    display: '+54 11 6912-2284',
    tel: '+5491169122284',
    chatDigits: '5491169122284',
  },
  email: 'info@elitegaragespa.com',
  address: {
    street: 'Luzuriaga 395',
    neighbourhood: 'Barracas',
    city: 'CABA',
    region: 'Ciudad Autónoma de Buenos Aires',
    country: 'AR',
  },
  geo: { latitude: -34.6388668, longitude: -58.3910339 },
  mapEmbedUrl:
    'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3282.6269359286603!2d-58.39103392348192!3d-34.63886675935662!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x95bccb6b0adbedc9%3A0x5015b28ba90c57b9!2sElite%20garaje%20spa!5e0!3m2!1ses!2sar!4v1750445723043!5m2!1ses!2sar',
  reviewsUrl: 'https://maps.app.goo.gl/5KuKY8pbRRR3gSjUA',
  social: [
    { network: 'Instagram', handle: '@elitegarajespa', url: 'https://www.instagram.com/elitegarajespa' },
    { network: 'Facebook', handle: 'elitegarajespa', url: 'https://www.facebook.com/elitegarajespa' },
    { network: 'TikTok', handle: '@elitegarajespa', url: 'https://www.tiktok.com/@elitegarajespa' },
  ],
  // Days not listed are closed.
  openingHours: {
    timeZone: 'America/Argentina/Buenos_Aires',
    periods: [
      { days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'], opens: '09:00', closes: '19:00' },
      { days: ['saturday'], opens: '09:00', closes: '18:00' },
    ],
  },
  claims: {
    vehiclesServed: '8000+',
    satisfiedClients: '98%',
    starAverage: '5',
    ratingAverage: '4.9/5',
    yearsOfExperience: '7',
    responseTime: '24h',
  },
  chat: {
    greeting: '¡Hola! Quiero hacer una consulta sobre sus servicios.',
    bookingGreeting: '¡Hola! Quiero reservar un turno.',
    serviceGreeting: '¡Hola! Quiero consultar por el servicio:',
    bookingServiceGreeting: '¡Hola! Quiero agendar un turno para el servicio:',
    coursesGreeting: '¡Hola! Quiero información sobre los cursos.',
    enrolGreeting: '¡Hola! Quiero inscribirme en el curso:',
    budgetGreeting: '¡Hola! Quiero pedir un presupuesto para el servicio:',
    customServiceGreeting: '¡Hola! Necesito un servicio a medida para mi vehículo.',
    formClosingLine: 'Enviado desde la web de Elite Garage Spa',
  },
  contactFormServices: [
    'Limpieza de tapizados de autos e interiores',
    'Autos inundados',
    'Pulidos y abrillantados Autos/Motos',
    'Tratamientos para el cuidado',
    'Tratamientos cerámicos y vidrios líquido',
    'Lavados a vapor de motos',
    'Reparación de tapizados de autos/motos',
    'Trabajos de pintura para motos',
    'Limpieza de cascos de motos',
  ],
};
