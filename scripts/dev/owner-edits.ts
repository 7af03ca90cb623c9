// Edits the content the way the owner does from the editor, so the team can check that the suite reads what it expects
// from the content: `node scripts/dev/owner-edits.ts <folder>`, run from a checkout with its packages installed,
// changes the content of the clone in `folder`. Use a clean clone, never the one you work in, then `.ci/run` there:
// it must pass (issue #30).
//
// The edits: a service's price raised, the service renamed and described anew (short and full description, a feature
// and a FAQ answer), the hero's and the about section's titles, a review replaced with a 4-star one, a gallery
// caption, the course's summary. Comments and the rest of each file are kept (the editor keeps them too).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseDocument, type Document } from 'yaml';
import { firstShown } from './content-entries.ts';

const [, , clone] = process.argv;
if (!clone) throw new Error('owner-edits: name the clone to edit (node scripts/dev/owner-edits.ts <folder>)');
const folder = path.resolve(clone, 'src/content');
/** The file of the entry of a collection shown first: the one tests are likeliest to lean on. */
const firstFile = async (collection: string) => (await firstShown(folder, collection)).file;

async function edit(file: string, change: (document: Document) => void): Promise<void> {
  const document = parseDocument(await readFile(file, 'utf8'));
  change(document);
  await writeFile(file, document.toString({ lineWidth: 0 }));
  console.log(`owner-edits: ${path.relative(folder, file)}`);
}

/** "Desde $5.000" → "Desde $6.500": the first amount in the text, raised by 1.500 pesos. */
function raisePrice(price: string): string {
  return price.replace(/\d{1,3}(?:\.\d{3})+|\d+/, (amount) =>
    (Number(amount.replaceAll('.', '')) + 1500).toLocaleString('es-AR'),
  );
}

await edit(await firstFile('services'), (service) => {
  service.set('price', raisePrice(String(service.get('price'))));
  service.set('title', `${String(service.get('title'))} con garantía extendida`);
  service.set(
    'shortDescription',
    'Un trabajo renovado, con productos nuevos y más tiempo de cuidado en cada etapa para que el resultado dure.',
  );
  service.set(
    'fullDescription',
    'Renovamos este servicio de punta a punta.\n\nAhora cada trabajo incluye una revisión final con vos antes de entregar el vehículo.\n',
  );
  service.setIn(['features', 0], 'Revisión final con el cliente antes de la entrega');
  service.setIn(
    ['faqs', 0, 'answer'],
    'Depende del estado del vehículo: te lo confirmamos cuando lo vemos en el taller.',
  );
});

await edit(path.join(folder, 'home.yaml'), (home) => {
  home.setIn(['hero', 'title'], 'Cuidamos tu auto y tu moto como si fueran nuestros');
  home.setIn(['about', 'title'], 'Un taller pensado para tu vehículo');
});

await edit(await firstFile('reviews'), (review) => {
  review.set('author', 'Mariana P.');
  review.set('rating', 4);
  // A real review now, not one of the samples the site shipped with.
  review.set('sample', false);
  review.set(
    'text',
    'Muy buen trabajo con los tapizados del auto. Tardaron un día más de lo previsto, pero quedaron como nuevos.',
  );
});

await edit(await firstFile('gallery'), (work) => {
  work.set('title', `${String(work.get('title'))}, antes y después del trabajo`);
});

await edit(await firstFile('courses'), (course) => {
  course.set(
    'shortDescription',
    'Cuatro días en el taller para aprender a lavar, descontaminar, pulir y proteger un vehículo como un profesional.',
  );
});
