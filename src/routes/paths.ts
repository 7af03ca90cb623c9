// Every address the Worker answers, in one place, with the methods each allows. src/index.tsx mounts its route groups
// at these paths and answers any other method with 405 and the Allow header (src/middleware/allow-methods.ts); the
// links, forms and beacons that point at them take their paths from here. The paths and query names are the site's
// public interface, in Spanish as visitors read them: a bookmarked address or a page in a cache must keep working.
// Browser code imports this module too: it holds nothing but names.

/** The methods a page allows: it only reads. */
export const readOnly = ['GET', 'HEAD'] as const;

export const routes = {
  /** The home page; `?servicio=<service id>` opens its form with that service chosen (a service page's "Pedir turno"). */
  home: { path: '/', query: { service: 'servicio' }, methods: readOnly },
  services: { path: '/servicios', methods: readOnly },
  courses: { path: '/cursos', methods: readOnly },
  /** Videos, answered by byte ranges. */
  video: { path: '/video', methods: readOnly },
  /** The enquiry form's page, which the form posts to (src/enquiry/routes.tsx). */
  enquiry: { path: '/consulta', methods: [...readOnly, 'POST'] },
  /** Where chat links' taps and the enhanced form report a count, by beacon: POST only. */
  enquiryCount: {
    path: '/consulta/contar',
    query: {
      service: 'servicio',
      channel: 'canal',
      weekday: 'dia',
      band: 'horario',
      vehicle: 'vehiculo',
      reason: 'motivo',
    },
    methods: ['POST'],
  },
  /**
   * The short address printed on the review card's QR code and sent in messages: a redirect to the workshop's Google
   * reviews (site.yaml → reviewsUrl) that counts the visit (src/reviews/routes.ts).
   */
  reviewVisit: { path: '/resena', methods: readOnly },
  /** The owner's editor and its pages (src/routes/admin.ts). */
  admin: { path: '/admin', methods: readOnly },
  /** Where the owner signs out of the editor's pages, from a form: POST only. */
  signOut: { path: '/admin/salir', methods: ['POST'] },
} as const;
