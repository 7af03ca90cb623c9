// Checks the owner's content and writes src/generated/content.ts, site.ts and
// the browser's modules (browser-*.ts), the typed modules the Worker and the client import.
// Stops the build with a list of problems when content is off.
import { ContentError, publishingWarnings } from './content/compile.ts';
import { writeGeneratedContent } from './content/write.ts';
import { formatProblem } from './content/yaml-source.ts';
import { root } from '../paths.ts';
import { StepFailed } from './step.ts';

export async function buildContent(): Promise<void> {
  try {
    const content = await writeGeneratedContent(root);
    console.log(
      `Contenido OK: ${content.services.length} servicios, ${content.courses.length} curso(s), ` +
        `${content.gallery.length} ítems de galería, ${content.reviews.length} reseñas.`,
    );
    const warnings = publishingWarnings(content);
    if (warnings.length > 0) {
      console.warn('\nAntes de publicar:\n' + warnings.map((warning) => `  • ${warning}`).join('\n'));
    }
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.error(`\nEl contenido tiene ${error.problems.length} problema(s); la web no se construyó:\n`);
    for (const problem of error.problems) console.error(`  ✗ ${formatProblem(problem)}`);
    console.error('\nCorregí esos archivos y volvé a correr el comando. Ayuda: docs/guia-contenido.md\n');
    throw new StepFailed();
  }
}
