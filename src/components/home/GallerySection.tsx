import { gallery, home, services } from '../../generated/content.ts';
import { Gallery } from '../../islands/Gallery.tsx';
import { imageOf, videoOf } from '../../lib/media.ts';
import type { GalleryCategory, GalleryItem } from '../../content/schema.ts';
import type { GalleryEntry, GalleryTab } from '../gallery/types.ts';
import { Island } from '../Island.tsx';
import { SectionHeading } from '../ui/SectionHeading.tsx';

const tabLabels: Record<GalleryCategory, string> = { bikes: 'Motos', cars: 'Autos' };

function toEntry(item: GalleryItem, index: number): GalleryEntry {
  const service = services.find((candidate) => candidate.id === item.service)?.title ?? '';
  const base = { key: `${item.category}-${index}`, title: item.title, service };
  return item.type === 'image'
    ? { ...base, type: 'image', before: imageOf(item.before), after: imageOf(item.after) }
    : { ...base, type: 'video', video: videoOf(item.video).url, poster: imageOf(item.poster) };
}

const tabs: GalleryTab[] = (['bikes', 'cars'] as const).map((category) => ({
  id: category,
  label: tabLabels[category],
  items: gallery.filter((item) => item.category === category).map(toEntry),
}));

export function GallerySection() {
  return (
    <section id="galeria" aria-labelledby="galeria-titulo" className="bg-ink-950 py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="galeria"
          eyebrow={home.gallery.eyebrow}
          title={home.gallery.title}
          lead={home.gallery.lead}
        />
        <div className="mt-10">
          <Island name="Gallery" component={Gallery} props={{ tabs }} />
        </div>
      </div>
    </section>
  );
}
