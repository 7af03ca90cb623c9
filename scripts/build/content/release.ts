// Whether a release may go out with what the content still marks as a sample. A sample review on the live site would
// read as a real customer's opinion, so a release to production refuses it unless the owner allows it on purpose; a
// staging release (a test) publishes it. Stand-in photos and videos only warn, everywhere: they show where each real
// one goes, and the owner replaces them one by one over weeks (docs/fotos-y-videos.md), so refusing them would stop
// every other change from reaching the site meanwhile.
import { sampleReviews, standInMedia, type Content } from './compile.ts';

/** The environment variable with which the owner publishes sample reviews to production on purpose. */
export const allowSamplesVariable = 'PUBLICAR_CON_EJEMPLOS';

/** Whether a value of PUBLICAR_CON_EJEMPLOS says yes (1, true, si or sí, in any case). */
export const allowsSamples = (value: string | undefined): boolean =>
  ['1', 'true', 'si', 'sí'].includes((value ?? '').trim().toLowerCase());

export interface ReleaseOptions {
  /** A release to the live site (wrangler's top-level environment), not to staging. */
  production: boolean;
  /** PUBLICAR_CON_EJEMPLOS said yes. */
  allowSamples: boolean;
}

/** One file the owner has to look at, for a GitHub Actions annotation. */
export interface Notice {
  level: 'error' | 'warning';
  file: string;
  title: string;
  message: string;
}

export interface ReleaseDecision {
  refused: boolean;
  /** What to print, in Spanish, for the owner: stderr when refused, the log otherwise. */
  lines: string[];
  notices: Notice[];
}

export function releaseDecision(content: Content, options: ReleaseOptions): ReleaseDecision {
  const reviews = sampleReviews(content);
  const media = standInMedia(content);
  const refused = options.production && !options.allowSamples && reviews.length > 0;
  const lines: string[] = [];
  const notices: Notice[] = [];
  const listed = reviews.map((review) => `  • ${review.file}: reseña de ejemplo de "${review.author}"`);

  if (refused) {
    lines.push(
      `✗ No se publicó nada: ${reviews.length === 1 ? 'hay una reseña de ejemplo' : `hay ${reviews.length} reseñas de ejemplo`}` +
        ' (marcadas con "sample: true"), y en la web se verían como opiniones reales de clientes.',
      ...listed,
      '',
      'Para publicar, una de dos:',
      '  1. Reemplazá cada una por una reseña real de Google Maps y poné "sample: false" en su archivo, o borrala.',
      '     En el editor: Reseñas → la reseña → apagá «De ejemplo» → Guardar (docs/editor.md).',
      `  2. Si querés publicarlas igual, a propósito: ${allowSamplesVariable}=1 npm run deploy`,
      `     En la publicación automática de GitHub: una variable del repositorio ${allowSamplesVariable} con el valor 1`,
      '     (docs/publicar.md, «Publicar con reseñas de ejemplo»).',
      'Una prueba (npm run deploy:staging) sí se publica con las reseñas de ejemplo.',
    );
    for (const review of reviews)
      notices.push({
        level: 'error',
        file: review.file,
        title: 'Reseña de ejemplo',
        message: `"${review.author}" es una reseña de ejemplo: reemplazala por una real de Google Maps y poné "sample: false", o borrala. Para publicarla igual: ${allowSamplesVariable}=1.`,
      });
  } else if (reviews.length > 0) {
    const why = options.production ? `porque ${allowSamplesVariable} lo permite` : 'porque es una prueba (staging)';
    lines.push(`Se publica con reseñas de ejemplo, ${why}:`, ...listed);
  }

  if (media.length > 0) {
    lines.push(
      ...(lines.length > 0 ? [''] : []),
      `Aviso: ${media.length} fotos y videos provisorios se publican igual. Reemplazalos por los reales y poné` +
        ' "standIn: false" (docs/fotos-y-videos.md):',
      ...media.map((item) => `  • ${item.file}: ${item.label}`),
    );
    for (const item of media)
      notices.push({
        level: 'warning',
        file: item.file,
        title: 'Foto o video provisorio',
        message: `${item.label}: se publica igual; reemplazala por la real y poné "standIn: false".`,
      });
  }
  return { refused, lines, notices };
}

/** A notice as a GitHub Actions workflow command, shown on the run's summary page next to the file. */
export const workflowCommand = (notice: Notice): string =>
  `::${notice.level} file=${notice.file},title=${notice.title}::${notice.message.replace(/%/g, '%25').replace(/\r?\n/g, '%0A')}`;
