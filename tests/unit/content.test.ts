import { beforeEach, describe, expect, it } from 'vitest';
import { calendarWarnings, ContentError, publishingWarnings } from '../../scripts/build/content/compile.ts';
import { formatProblem, type ContentProblem } from '../../scripts/build/content/yaml-source.ts';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { makeContentFixture, type ContentFixture } from './content-fixture.ts';

async function problemsOf(promise: Promise<unknown>): Promise<ContentProblem[]> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ContentError)) throw new Error('expected the build to reject the content');
  return error.problems;
}

let fixture: ContentFixture;
/** A review and a gallery item as the owner's folders have them today: the tests break them whatever their names. */
let review = '';
let galleryItem = '';
beforeEach(async () => {
  fixture = await makeContentFixture();
  const reviews = await fixture.files('reviews');
  review = reviews[0] ?? '';
  galleryItem = (await fixture.files('gallery'))[0] ?? '';
});

describe('the shipped content', () => {
  it('compiles, one entry for each file of each folder', async () => {
    const content = await fixture.compile();
    const stems = async (folder: string) => (await fixture.files(folder)).map((file) => path.basename(file, '.yaml'));
    expect(content.services.map((service) => service.id).sort()).toEqual(await stems('services'));
    expect(content.courses.map((course) => course.id).sort()).toEqual(await stems('courses'));
    expect(content.gallery).toHaveLength((await stems('gallery')).length);
    expect(content.reviews).toHaveLength((await stems('reviews')).length);
    expect(Object.keys(content.legal).sort()).toEqual(await stems('legal'));
  });

  it('orders services by their order field', async () => {
    const content = await fixture.compile();
    const orders = content.services.map((service) => service.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('warns before publishing about each sample review and about stand-in media', async () => {
    const [first, ...others] = await fixture.files('reviews');
    if (first === undefined) throw new Error('src/content/reviews/ has no review');
    await fixture.edit(first, (doc) => doc.set('sample', true));
    for (const file of others) await fixture.edit(file, (doc) => doc.set('sample', false));
    const content = await fixture.compile();
    const [sample] = content.reviews.filter((review) => review.sample);
    const warnings = publishingWarnings(content);
    expect(warnings.filter((warning) => warning.includes('Reseña de ejemplo'))).toEqual([
      expect.stringContaining(`"${sample?.author}"`),
    ]);
    expect(warnings.some((warning) => warning.startsWith('Fotos y videos provisorios'))).toBe(true);
  });
});

describe('bad content is rejected with the file and the field', () => {
  it('a missing required field', async () => {
    await fixture.edit('src/content/services/pintura-motos.yaml', (doc) => doc.delete('price'));
    const problems = await problemsOf(fixture.compile());
    expect(problems).toEqual([
      {
        file: 'src/content/services/pintura-motos.yaml',
        field: 'price',
        line: 1,
        message: 'falta este dato (es obligatorio)',
      },
    ]);
    expect(problems.map(formatProblem)[0]).toMatch(
      /^src\/content\/services\/pintura-motos\.yaml:1 → campo "price": falta este dato/,
    );
  });

  it('a text or a group left out, or a text emptied, is explained the same way in every file', async () => {
    await fixture.edit('src/content/site.yaml', (doc) => {
      doc.delete('tagline');
      doc.setIn(['texts', 'form', 'submit'], ' ');
      doc.deleteIn(['texts', 'menu']);
    });
    await fixture.edit('src/content/services/pintura-motos.yaml', (doc) => {
      doc.delete('price');
      doc.set('title', ' ');
    });
    const problems = await problemsOf(fixture.compile());
    expect(problems.map(({ file, field, message }) => `${file} ${field}: ${message}`).sort()).toEqual([
      'src/content/services/pintura-motos.yaml price: falta este dato (es obligatorio)',
      'src/content/services/pintura-motos.yaml title: está vacío: escribí un texto',
      'src/content/site.yaml tagline: falta este dato (es obligatorio)',
      'src/content/site.yaml texts → form → submit: está vacío: escribí un texto',
      'src/content/site.yaml texts → menu: falta este grupo de datos (es obligatorio)',
    ]);
  });

  it('an empty required field, with its line', async () => {
    await fixture.edit('src/content/services/pintura-motos.yaml', (doc) => doc.setIn(['faqs', 1, 'answer'], '   '));
    const [problem] = await problemsOf(fixture.compile());
    expect(problem?.file).toBe('src/content/services/pintura-motos.yaml');
    expect(problem?.field).toBe('faqs → ítem 2 → answer');
    expect(problem?.message).toMatch(/vacío/);
    expect(problem?.line).toBeGreaterThan(20);
  });

  it('a rating outside 1–5', async () => {
    await fixture.edit(review, (doc) => doc.set('rating', 6));
    const problems = await problemsOf(fixture.compile());
    expect(problems).toEqual([
      expect.objectContaining({
        file: review,
        field: 'rating',
        message: 'tiene que ser un número de 1 a 5',
      }),
    ]);
  });

  it('an unknown course level', async () => {
    await fixture.edit('src/content/courses/detailing-basico.yaml', (doc) => doc.set('level', 'Experto'));
    const [problem] = await problemsOf(fixture.compile());
    expect(problem).toMatchObject({ file: 'src/content/courses/detailing-basico.yaml', field: 'level' });
    expect(problem?.message).toContain('Principiante, Intermedio, Avanzado');
  });

  it('a gallery item whose service does not exist', async () => {
    await fixture.edit(galleryItem, (doc) => doc.set('service', 'limpieza-de-cascos'));
    const [problem] = await problemsOf(fixture.compile());
    expect(problem).toMatchObject({ file: galleryItem, field: 'service' });
    expect(problem?.message).toContain('"limpieza-de-cascos" no es un servicio');
  });

  it("a service whose form option is not one of the contact form's", async () => {
    await fixture.edit('src/content/services/pintura-motos.yaml', (doc) => doc.set('formOption', 'Pintura de motos'));
    const [problem] = await problemsOf(fixture.compile());
    expect(problem).toMatchObject({ file: 'src/content/services/pintura-motos.yaml', field: 'formOption' });
    expect(problem?.message).toContain('"Pintura de motos" no es una opción del formulario');
  });

  it('a turn message that loses its blank, and weeks ahead that are not a whole number', async () => {
    await fixture.edit('src/content/site.yaml', (doc) => {
      doc.setIn(['texts', 'turn', 'pastDay'], 'Ese día ya pasó.');
      doc.setIn(['turns', 'weeksAhead'], 2.5);
    });
    const problems = await problemsOf(fixture.compile());
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: 'src/content/site.yaml', field: 'texts → turn → pastDay' }),
        expect.objectContaining({ file: 'src/content/site.yaml', field: 'turns → weeksAhead' }),
      ]),
    );
  });

  it('a duplicate id', async () => {
    const original = await fixture.read('src/content/services/pintura-motos.yaml');
    await fixture.write('src/content/services/pintura-motos-copia.yaml', original.replace('order: 70', 'order: 75'));
    const [problem] = await problemsOf(fixture.compile());
    expect(problem).toMatchObject({ file: 'src/content/services/pintura-motos.yaml', field: 'id' });
    expect(problem?.message).toBe('el id "pintura-motos" ya lo usa src/content/services/pintura-motos-copia.yaml');
  });

  it("a map picture that is not in media/ (site.yaml's mapImage)", async () => {
    await fixture.edit('src/content/site.yaml', (doc) => doc.set('mapImage', 'mapa.png'));
    const [problem] = await problemsOf(fixture.compile());
    expect(problem).toMatchObject({
      file: 'src/content/site.yaml',
      field: 'mapImage',
      message: 'no existe el archivo media/mapa.png',
    });
  });

  it('a media path that does not exist', async () => {
    await fixture.edit(galleryItem, (doc) => doc.set('after', 'gallery/escape-despues-final.jpg'));
    const [problem] = await problemsOf(fixture.compile());
    expect(problem).toMatchObject({
      file: galleryItem,
      field: 'after',
      message: 'no existe el archivo media/gallery/escape-despues-final.jpg',
    });
  });

  it("a photo with a phone's name compiles; one named with other capitals than on disk says which file is there", async () => {
    await fixture.write('media/services/IMG_2034.JPG', '');
    await fixture.write('media/gallery/Foto Auto (1).jpeg', '');
    await fixture.edit('src/content/services/pintura-motos.yaml', (doc) =>
      doc.setIn(['images', 0], 'services/IMG_2034.JPG'),
    );
    await fixture.edit(galleryItem, (doc) => doc.set('before', 'gallery/Foto Auto (1).jpeg'));
    const content = await fixture.compile();
    expect(content.services.find((service) => service.id === 'pintura-motos')?.images[0]).toBe('services/IMG_2034.JPG');

    await fixture.edit('src/content/services/pintura-motos.yaml', (doc) =>
      doc.setIn(['images', 0], 'services/img_2034.jpg'),
    );
    const problems = await problemsOf(fixture.compile());
    expect(problems.map(formatProblem)).toEqual([
      'src/content/services/pintura-motos.yaml → campo "images → ítem 1": no existe el archivo media/services/img_2034.jpg; ' +
        'está media/services/IMG_2034.JPG: escribilo igual, con las mismas mayúsculas y minúsculas',
    ]);
  });

  it('a media path that is not a photo names the real folders in its example', async () => {
    await fixture.edit('src/content/services/pintura-motos.yaml', (doc) =>
      doc.setIn(['images', 0], 'services/foto.heic'),
    );
    const [problem] = await problemsOf(fixture.compile());
    expect(problem).toMatchObject({ file: 'src/content/services/pintura-motos.yaml', field: 'images → ítem 1' });
    expect(problem?.message).toContain('services/pulido-abrillantado.jpg');
    expect(problem?.message).not.toContain('servicios/');
  });

  it('a misspelt field name', async () => {
    await fixture.edit('src/content/services/pintura-motos.yaml', (doc) => doc.set('warrenty', '1 año'));
    const [problem] = await problemsOf(fixture.compile());
    expect(problem).toMatchObject({ file: 'src/content/services/pintura-motos.yaml', field: 'warrenty' });
    expect(problem?.message).toContain('este campo no existe');
  });

  it('a YAML syntax error, with its line', async () => {
    await fixture.write('src/content/reviews/1.yaml', 'order: 10\nauthor: "Ana\nrating: 5\n');
    const [problem] = await problemsOf(fixture.compile());
    expect(problem?.file).toBe('src/content/reviews/1.yaml');
    expect(problem?.line).toBeGreaterThanOrEqual(2);
    expect(problem?.message).toContain('error de formato YAML');
  });

  it('a legal text token the site cannot fill', async () => {
    await fixture.edit('src/content/legal/politica-privacidad.yaml', (doc) =>
      doc.setIn(['sections', 0, 'paragraphs', 0], 'Escribinos a {emial}.'),
    );
    const [problem] = await problemsOf(fixture.compile());
    expect(problem).toMatchObject({
      file: 'src/content/legal/politica-privacidad.yaml',
      field: 'sections → ítem 1 → paragraphs',
    });
    expect(problem?.message).toContain('{emial}');
  });

  it('a malformed site file names src/content/site.yaml, the field and its line', async () => {
    await fixture.edit('src/content/site.yaml', (doc) => {
      doc.set('email', 'info(at)elitegaragespa.com');
      doc.setIn(['phone', 'chatDigits'], '+54 9 11');
    });
    const problems = await problemsOf(fixture.compile());
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: 'src/content/site.yaml', field: 'email', message: 'no es un email válido' }),
        expect.objectContaining({
          file: 'src/content/site.yaml',
          field: 'phone → chatDigits',
          message: 'solo números, sin + ni espacios',
        }),
      ]),
    );
    const email = problems.find((problem) => problem.field === 'email');
    const text = await fixture.read('src/content/site.yaml');
    expect(text.split('\n')[(email?.line ?? 0) - 1]).toMatch(/^email:/);
  });

  it('a yes/no written in Spanish and a weekday written in Spanish are explained in Spanish', async () => {
    await fixture.edit(review, (doc) => doc.set('sample', 'no'));
    await fixture.edit('src/content/site.yaml', (doc) => {
      const saturday: unknown = doc.getIn(['openingHours', 'week', 'saturday']);
      doc.deleteIn(['openingHours', 'week', 'saturday']);
      doc.setIn(['openingHours', 'week', 'sabado'], saturday);
    });
    const problems = await problemsOf(fixture.compile());
    expect(problems.map(({ field, message }) => `${field}: ${message}`)).toEqual([
      'openingHours → week → saturday: falta este día: poné a qué hora abre y cierra, o closed: true',
      'openingHours → week → sabado: este campo no existe (¿está bien escrito?); los campos se escriben como en la guía',
      'sample: escribí true (sí) o false (no), sin comillas',
    ]);
  });

  it('an interface text that lost a blank the site fills in, or names one it cannot fill', async () => {
    await fixture.edit('src/content/site.yaml', (doc) => {
      doc.setIn(['texts', 'hours', 'openNow'], 'Abierto ahora');
      doc.setIn(['texts', 'hours', 'opensLater'], 'Cerrado · abre el {dia} a las {hora}');
    });
    const problems = await problemsOf(fixture.compile());
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^src\/content\/site\.yaml:\d+ → campo "texts → hours → openNow": tiene que incluir \{hora\} tal cual, entre llaves$/,
      ),
      expect.stringMatching(
        /^src\/content\/site\.yaml:\d+ → campo "texts → hours → opensLater": tiene que incluir \{día\}, \{hora\} tal cual, entre llaves; \{dia\} no es un dato que la web sepa completar$/,
      ),
    ]);
  });

  it("interface texts are the site's words: a changed one is what the pages get", async () => {
    await fixture.edit('src/content/site.yaml', (doc) => doc.setIn(['texts', 'form', 'submit'], 'Mandar por WhatsApp'));
    const content = await fixture.compile();
    expect(content.site.texts.form.submit).toBe('Mandar por WhatsApp');
  });

  it('opening hours per weekday: a day without its closing time, and closing before opening', async () => {
    await fixture.edit('src/content/site.yaml', (doc) => {
      doc.deleteIn(['openingHours', 'week', 'saturday', 'closes']);
      doc.setIn(['openingHours', 'week', 'monday', 'closes'], '08:00');
    });
    const problems = await problemsOf(fixture.compile());
    expect(problems.map(formatProblem)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^src\/content\/site\.yaml:\d+ → campo "openingHours → week → saturday → closes": falta la hora de cierre/,
        ),
        expect.stringMatching(
          /^src\/content\/site\.yaml:\d+ → campo "openingHours → week → monday → closes": la hora de cierre tiene que ser posterior/,
        ),
      ]),
    );
  });

  it('closures, full days and holiday openings: an end before its start, a day that does not exist, hours backwards', async () => {
    await fixture.edit('src/content/site.yaml', (doc) => {
      doc.set('closures', doc.createNode([{ from: '2027-01-18', to: '2027-01-04', reason: 'Vacaciones de verano' }]));
      doc.set('fullDays', doc.createNode([{ from: '2027-02-30' }]));
      doc.set('holidayOpenings', doc.createNode([{ date: '2026-12-08', opens: '13:00', closes: '09:00' }]));
    });
    const problems = await problemsOf(fixture.compile());
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^src\/content\/site\.yaml:\d+ → campo "holidayOpenings → ítem 1 → closes": la hora de cierre tiene que ser posterior/,
      ),
      expect.stringMatching(
        /^src\/content\/site\.yaml:\d+ → campo "closures → ítem 1 → to": la fecha "Hasta" \(2027-01-04\) es anterior a "Desde" \(2027-01-18\)/,
      ),
      expect.stringMatching(
        /^src\/content\/site\.yaml:\d+ → campo "fullDays → ítem 1 → from": tiene que ser una fecha que exista/,
      ),
    ]);
  });

  it('closures and full days: one day leaves "to" out, the editor\'s empty lists are none', async () => {
    await fixture.edit('src/content/site.yaml', (doc) => {
      doc.set('closures', doc.createNode([{ from: '2027-01-04', to: '2027-01-18', reason: 'Vacaciones de verano' }]));
      doc.set('fullDays', doc.createNode([{ from: '2026-12-21', to: '' }]));
      doc.set('holidayOpenings', null);
    });
    const { site } = await fixture.compile();
    expect(site.closures).toEqual([{ from: '2027-01-04', to: '2027-01-18', reason: 'Vacaciones de verano' }]);
    expect(site.fullDays).toEqual([{ from: '2026-12-21', to: '2026-12-21' }]);
    expect(site.holidayOpenings).toEqual([]);
  });

  it('a closure or full days left behind, and a holiday opening past or on no holiday, are warnings naming the field', async () => {
    await fixture.edit('src/content/site.yaml', (doc) => {
      doc.set(
        'closures',
        doc.createNode([
          { from: '2026-01-05', to: '2026-01-18', reason: 'Vacaciones de verano' },
          { from: '2027-01-04', to: '2027-01-18', reason: 'Vacaciones de verano' },
        ]),
      );
      doc.set('fullDays', doc.createNode([{ from: '2026-11-02' }]));
      doc.set(
        'holidayOpenings',
        doc.createNode([
          { date: '2026-11-23', opens: '09:00', closes: '13:00' },
          { date: '2026-12-09', opens: '09:00', closes: '13:00' },
          { date: '2026-12-08', opens: '09:00', closes: '13:00' },
        ]),
      );
    });
    const content = await fixture.compile();
    expect(calendarWarnings(content, '2026-11-27')).toEqual([
      expect.stringMatching(/^src\/content\/site\.yaml → campo "closures → ítem 1": .*terminó el 2026-01-18/),
      expect.stringMatching(/^src\/content\/site\.yaml → campo "fullDays → ítem 1": .*terminaron el 2026-11-02/),
      expect.stringMatching(
        /^src\/content\/site\.yaml → campo "holidayOpenings → ítem 1 → date": el 2026-11-23 ya pasó/,
      ),
      expect.stringMatching(
        /^src\/content\/site\.yaml → campo "holidayOpenings → ítem 2 → date": el 2026-12-09 no es feriado/,
      ),
    ]);
    // A warning, not a problem: the content still compiles, and the warnings before publishing list them.
    expect(publishingWarnings(content, '2026-11-27')).toEqual(
      expect.arrayContaining(calendarWarnings(content, '2026-11-27')),
    );
  });

  it('a closure or full days ending today are no warning yet, and are one the day after', async () => {
    await fixture.edit('src/content/site.yaml', (doc) => {
      doc.set('closures', doc.createNode([{ from: '2026-11-20', to: '2026-11-27', reason: 'Vacaciones de invierno' }]));
      doc.set('fullDays', doc.createNode([{ from: '2026-11-27' }]));
    });
    const content = await fixture.compile();
    expect(calendarWarnings(content, '2026-11-27')).toEqual([]);
    expect(calendarWarnings(content, '2026-11-28')).toEqual([
      expect.stringMatching(/^src\/content\/site\.yaml → campo "closures → ítem 1": .*terminó el 2026-11-27/),
      expect.stringMatching(/^src\/content\/site\.yaml → campo "fullDays → ítem 1": .*terminaron el 2026-11-27/),
    ]);
  });

  it('full days that end before they start stop the build, naming the field', async () => {
    await fixture.edit('src/content/site.yaml', (doc) => {
      doc.set('fullDays', doc.createNode([{ from: '2026-12-24', to: '2026-12-21' }]));
    });
    const problems = await problemsOf(fixture.compile());
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^src\/content\/site\.yaml:\d+ → campo "fullDays → ítem 1 → to": la fecha "Hasta" \(2026-12-21\) es anterior a "Desde" \(2026-12-24\)/,
      ),
    ]);
  });

  it('opening hours per weekday become the periods the site shows: same hours grouped, closed days left out', async () => {
    await fixture.edit('src/content/site.yaml', (doc) => {
      doc.setIn(['openingHours', 'week', 'wednesday'], doc.createNode({ closed: true }));
      doc.setIn(['openingHours', 'week', 'sunday'], doc.createNode({ opens: '10:00', closes: '13:00' }));
    });
    const { site } = await fixture.compile();
    expect(site.openingHours.periods).toEqual([
      { days: ['monday', 'tuesday', 'thursday', 'friday'], opens: '09:00', closes: '19:00' },
      { days: ['saturday'], opens: '09:00', closes: '18:00' },
      { days: ['sunday'], opens: '10:00', closes: '13:00' },
    ]);
  });

  it('a field the editor saved empty counts as left out: no video, the default card price, no lead', async () => {
    await fixture.edit('src/content/services/pulido-abrillantado.yaml', (doc) => {
      doc.set('video', '');
      doc.set('cardPrice', '');
    });
    await fixture.edit('src/content/home.yaml', (doc) => doc.setIn(['gallery', 'lead'], null));
    await fixture.edit('src/content/legal/politica-privacidad.yaml', (doc) =>
      doc.setIn(['sections', 0, 'list'], doc.createNode([])),
    );
    const content = await fixture.compile();
    const service = content.services.find((entry) => entry.id === 'pulido-abrillantado');
    expect(service?.video).toBeUndefined();
    expect(service?.cardPrice).toBe('Consultar');
    expect(content.home.gallery.lead).toBeUndefined();
    expect(content.legal['politica-privacidad'].sections[0]?.list).toBeUndefined();
  });

  it('a required field saved empty is still named', async () => {
    await fixture.edit('src/content/services/pulido-abrillantado.yaml', (doc) => doc.set('price', ''));
    const [problem] = await problemsOf(fixture.compile());
    expect(problem).toMatchObject({ file: 'src/content/services/pulido-abrillantado.yaml', field: 'price' });
  });

  it('an emptied list, a list item or a whole file of the wrong shape is explained in Spanish', async () => {
    const [service = ''] = await fixture.files('services');
    await fixture.edit(service, (doc) => {
      doc.setIn(['faqs', 0], '¿Cuánto tarda?');
      doc.set('features', []);
    });
    await fixture.write(review, '- Muy buena atención\n');
    const problems = await problemsOf(fixture.compile());
    expect(problems.map(({ file, field, message }) => `${file} ${field}: ${message}`).sort()).toEqual(
      [
        `${service} faqs → ítem 1: tiene que ser un grupo de datos, cada uno en su renglón debajo de este`,
        `${service} features: la lista está vacía`,
        `${review} undefined: el archivo tiene que tener sus datos uno por renglón, «campo: valor», como en la guía`,
      ].sort(),
    );
  });

  it('a site file that is missing is named', async () => {
    await rm(path.join(fixture.root, 'src/content/site.yaml'));
    const problems = await problemsOf(fixture.compile());
    expect(problems).toContainEqual({ file: 'src/content/site.yaml', message: 'falta este archivo' });
  });

  it('reports every problem at once, not only the first', async () => {
    await fixture.edit(review, (doc) => doc.set('rating', 0));
    await fixture.edit('src/content/site.yaml', (doc) => doc.delete('tagline'));
    const problems = await problemsOf(fixture.compile());
    expect(problems.map((problem) => problem.file).sort()).toEqual([review, 'src/content/site.yaml'].sort());
  });
});

describe('prices by vehicle', () => {
  const service = 'src/content/services/pintura-motos.yaml';
  /** The turn fields' vehicles, as the content names them. */
  const vehiclesOf = async () => (await fixture.compile()).site.texts.turn.vehicles;

  it('compile with their vehicles, prices and extras', async () => {
    const [first = '', second = ''] = await vehiclesOf();
    await fixture.edit(service, (doc) => {
      doc.set(
        'prices',
        doc.createNode([
          { vehicle: second, from: 32000 },
          { vehicle: first, from: 25000 },
        ]),
      );
      doc.set('extras', doc.createNode([{ name: 'Pelo de mascota', price: 5000 }]));
    });
    const compiled = (await fixture.compile()).services.find((entry) => entry.id === 'pintura-motos');
    expect(compiled?.prices).toEqual([
      { vehicle: second, from: 32000 },
      { vehicle: first, from: 25000 },
    ]);
    expect(compiled?.extras).toEqual([{ name: 'Pelo de mascota', price: 5000 }]);
  });

  it('a price that is not a positive whole number, an unknown or repeated vehicle, an extra without a price', async () => {
    const [first = ''] = await vehiclesOf();
    await fixture.edit(service, (doc) => {
      doc.set(
        'prices',
        doc.createNode([
          { vehicle: first, from: '25.000' },
          { vehicle: 'Lancha', from: 40000 },
          { vehicle: first, from: 0 },
          { vehicle: first, from: 1500.5 },
        ]),
      );
      doc.set('extras', doc.createNode([{ name: 'Pelo de mascota' }]));
    });
    const problems = await problemsOf(fixture.compile());
    const notAPrice =
      'tiene que ser un precio en pesos: un número entero mayor que cero, sin puntos ni signo, ej. 25000';
    expect(problems).toEqual(
      expect.arrayContaining([
        { file: service, field: 'prices → ítem 1 → from', message: notAPrice, line: expect.any(Number) },
        { file: service, field: 'prices → ítem 3 → from', message: notAPrice, line: expect.any(Number) },
        { file: service, field: 'prices → ítem 4 → from', message: notAPrice, line: expect.any(Number) },
        expect.objectContaining({
          file: service,
          field: 'extras → ítem 1 → price',
          message: 'falta este dato (es obligatorio)',
        }),
      ]),
    );
  });

  it('a vehicle that is not one of the turn fields names the ones there are; one priced twice, the second', async () => {
    const vehicles = await vehiclesOf();
    const [first = ''] = vehicles;
    await fixture.edit(service, (doc) =>
      doc.set(
        'prices',
        doc.createNode([
          { vehicle: first, from: 25000 },
          { vehicle: 'Lancha', from: 40000 },
          { vehicle: first, from: 30000 },
        ]),
      ),
    );
    expect(await problemsOf(fixture.compile())).toEqual([
      {
        file: service,
        field: 'prices → ítem 2 → vehicle',
        message: `"Lancha" no es un vehículo del formulario de turno; usá uno de: ${vehicles.join('; ')}`,
      },
      {
        file: service,
        field: 'prices → ítem 3 → vehicle',
        message: `"${first}" ya tiene su precio más arriba: dejá uno solo`,
      },
    ]);
  });

  it('the day the prices were checked is a warning once over 60 days old, never a problem', async () => {
    await fixture.edit('src/content/site.yaml', (doc) => doc.set('pricesUpdated', '2026-09-29'));
    const content = await fixture.compile();
    expect(calendarWarnings(content, '2026-11-28')).toEqual([]);
    expect(calendarWarnings(content, '2026-11-29')).toEqual([
      expect.stringMatching(
        /^src\/content\/site\.yaml → campo "pricesUpdated": los precios se revisaron el 2026-09-29/,
      ),
    ]);
  });
});
