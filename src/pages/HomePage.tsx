// The home page, in the specification's order; each section is its own component.
import { About } from '../components/home/About.tsx';
import { Contact } from '../components/home/Contact.tsx';
import { Courses } from '../components/home/Courses.tsx';
import { GallerySection } from '../components/home/GallerySection.tsx';
import { Hero } from '../components/home/Hero.tsx';
import { ServicesGrid } from '../components/home/ServicesGrid.tsx';
import { Testimonials } from '../components/home/Testimonials.tsx';
import { PageShell } from '../components/layout/PageShell.tsx';
import { home, services } from '../generated/content.ts';
import { imageOf } from '../lib/media.ts';
import { businessJsonLd } from '../lib/structured-data.ts';
import { siteConfig, upcomingSpecialDays, workshopToday } from '../site.config.ts';

const heroImage = imageOf(home.hero.image);

/** `turnService`: the form option a service page's "Pedir turno" link chose (src/routes/home.tsx). */
export function HomePage({ turnService }: { turnService?: string }) {
  return (
    <PageShell
      bundle="home"
      meta={{
        title: home.meta.title,
        description: home.meta.description,
        path: '/',
        structuredData: [
          businessJsonLd(siteConfig, services, heroImage.fallback, upcomingSpecialDays(workshopToday())),
        ],
      }}
      firstScreen={<Hero />}
    >
      <About />
      <ServicesGrid />
      <Courses />
      <GallerySection />
      <Testimonials />
      <Contact turnService={turnService} />
    </PageShell>
  );
}
