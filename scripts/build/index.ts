// `npm run build`: the whole build, step by step, in this order.
//   node scripts/build/index.ts                   every step
//   node scripts/build/index.ts content media …   only the steps named, in the order named
//                                                 (`npm run content`; `npm run admin` after a save)
// Each step's module is loaded when its turn comes: later steps import the modules earlier ones generate.
import { parseArgs } from 'node:util';
import { StepFailed } from './step.ts';

interface Step {
  name: string;
  run(): Promise<void>;
}

const steps: Step[] = [
  // First: every later step, and the client bundles, import the modules it writes from the content.
  { name: 'content', run: async () => (await import('./content.ts')).buildContent() },
  // The font is cut to the characters of the content, and the stylesheets that Vite builds load it.
  { name: 'font', run: async () => (await import('./font.ts')).buildFont() },
  // The first-screen stylesheets' @source lists, which Vite's Tailwind reads.
  { name: 'first-screen', run: async () => (await import('./first-screen.ts')).writeFirstScreenSources() },
  // Vite empties dist/client: every step that writes there comes after it.
  { name: 'client-bundles', run: async () => (await import('./client-bundles.ts')).buildClientBundles() },
  { name: 'icons', run: async () => (await import('./icons.ts')).buildIconSprite() },
  // Reads Vite's manifest.
  { name: 'client-assets', run: async () => (await import('./client-assets.ts')).writeClientAssets() },
  { name: 'media', run: async () => (await import('./media.ts')).buildMedia() },
  // Its link previews are drawn from the content's photos and titles.
  { name: 'brand', run: async () => (await import('./brand.ts')).buildBrand() },
  // The review card's QR code and logo, for the owner's page (src/admin/review-card-page.ts).
  { name: 'review-card', run: async () => (await import('./review-card.ts')).buildReviewCard() },
  { name: 'editor', run: async () => (await import('./editor.ts')).buildEditor() },
  { name: 'editor-config', run: async () => (await import('./editor-config.ts')).writeEditorConfig() },
  // Hashes src/ and Vite's manifest: last, once every module a page is rendered from is written.
  { name: 'build-version', run: async () => (await import('./build-version.ts')).writeBuildVersion() },
];

const { positionals } = parseArgs({ allowPositionals: true });
const chosen = positionals.map((name) => {
  const step = steps.find((candidate) => candidate.name === name);
  if (!step) throw new Error(`no build step "${name}"; the steps: ${steps.map((each) => each.name).join(', ')}`);
  return step;
});

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const run = chosen.length > 0 ? chosen : steps;
// One step alone (`npm run content`) prints only its own lines.
const log = run.length > 1 ? console.log : () => undefined;
const started = performance.now();
for (const step of run) {
  const stepStarted = performance.now();
  log(`\n▸ ${step.name}`);
  try {
    await step.run();
  } catch (error) {
    log(`✗ ${step.name} failed after ${seconds(stepStarted)}`);
    // A step that printed its own reasons (the content's problems) needs no stack trace.
    if (!(error instanceof StepFailed)) throw error;
    process.exitCode = 1;
    break;
  }
  log(`✓ ${step.name} ${seconds(stepStarted)}`);
}
if (process.exitCode !== 1) log(`\nBuilt in ${seconds(started)}`);
