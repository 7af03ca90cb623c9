// The home page: every section in the specification's order. Issue 3 fills
// each section with its full behaviour; the anchors and copy are final.
import { PageShell } from '../components/layout/PageShell.tsx';
import { ChatLink } from '../components/ui/ChatLink.tsx';
import { Section } from '../components/ui/Section.tsx';
import { courses, services } from '../generated/content.ts';
import { courseHref, serviceHref } from '../lib/navigation.ts';
import { siteConfig } from '../site.config.ts';

const { claims, chat } = siteConfig;

export function HomePage() {
  return (
    <PageShell
      meta={{
        title: `${siteConfig.name}: detailing de autos y motos en Barracas, CABA`,
        description:
          'Pulido, tratamientos cerámicos, limpieza de tapizados, pintura y lavado a vapor de motos en Barracas. Consultá y reservá tu turno por WhatsApp.',
        path: '/',
      }}
    >
      <section id="inicio" aria-labelledby="inicio-titulo" className="bg-ink-950 pt-32 pb-20 sm:pt-40">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-aqua-400">{siteConfig.tagline}</p>
          <h1 id="inicio-titulo" className="mt-4 max-w-3xl text-4xl font-black tracking-tight text-white sm:text-6xl">
            Tu vehículo, como el primer día
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-chrome-200">
            Detailing profesional para autos y motos en Barracas: pulido, cerámicos, tapizados, pintura y lavado a
            vapor, hecho a mano y con garantía.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href="#contacto" className="button-primary">
              Reservá tu Turno Ahora
            </a>
            <ChatLink text={chat.bookingGreeting} className="button-ghost">
              Escribinos por WhatsApp
            </ChatLink>
          </div>
          <dl className="mt-12 grid max-w-xl grid-cols-3 gap-6">
            {[
              [claims.vehiclesServed, 'vehículos atendidos'],
              [claims.satisfiedClients, 'clientes satisfechos'],
              [`${claims.starAverage}★`, 'promedio de reseñas'],
            ].map(([value, label]) => (
              <div key={label}>
                <dt className="text-sm text-chrome-400">{label}</dt>
                <dd className="order-first text-2xl font-bold text-white sm:text-3xl">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <Section
        id="nosotros"
        eyebrow="Nosotros"
        tone="raised"
        title={`${claims.yearsOfExperience} años cuidando autos y motos`}
        lead={`Más de ${claims.vehiclesServed.replace('+', '')} vehículos atendidos, ${claims.satisfiedClients} de clientes satisfechos y un promedio de ${claims.ratingAverage}. Te respondemos en menos de ${claims.responseTime}.`}
      />

      <Section
        id="servicios"
        eyebrow="Servicios"
        title="Todo lo que tu auto o tu moto necesita"
        lead="Elegí un servicio para ver el proceso, qué incluye y las preguntas frecuentes."
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.id} className="rounded-2xl border border-white/10 bg-ink-900 p-6">
              <h3 className="text-lg font-semibold text-white">{service.title}</h3>
              <p className="mt-2 text-chrome-200">{service.shortDescription}</p>
              <a href={serviceHref(service.id)} className="text-link mt-4 inline-block">
                Ver más<span className="sr-only"> sobre {service.title}</span>
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="cursos" eyebrow="Cursos" tone="raised" title="Aprendé detailing con nosotros">
        <ul className="grid gap-4 lg:grid-cols-2">
          {courses.map((course) => (
            <li key={course.id} className="rounded-2xl border border-white/10 bg-ink-800 p-6">
              <h3 className="text-xl font-semibold text-white">{course.title}</h3>
              <p className="mt-2 text-chrome-200">{course.shortDescription}</p>
              <a href={courseHref(course.id)} className="button-primary mt-5">
                Ver Detalles<span className="sr-only"> del {course.title}</span>
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="galeria"
        eyebrow="Galería"
        title="El antes y el después"
        lead="Trabajos en motos y autos que pasaron por el taller."
      />

      <Section id="testimonios" eyebrow="Testimonios" tone="raised" title="Lo que dicen nuestros clientes" />

      <Section
        id="contacto"
        eyebrow="Contacto"
        title="Reservá tu turno"
        lead="Contanos qué necesitás y te respondemos por WhatsApp."
      >
        <ChatLink text={chat.bookingGreeting}>Reservar por WhatsApp</ChatLink>
      </Section>
    </PageShell>
  );
}
