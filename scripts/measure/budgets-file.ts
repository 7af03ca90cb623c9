// BUDGETS.md's written parts: the figures `npm run figures` measures from a build (between <!-- figures:start --> and
// <!-- figures:end -->), the time of each step of the last `npm test` that passed (<!-- suite-time:… -->), and the
// benchmarks' tables when run with --write (tap, lighthouse-devtools, lighthouse-simulate). The prose around them is
// people's; what is between the marks is rewritten whole, then the file is formatted with Prettier.
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { root } from '../paths.ts';
import type { SiteBytes } from './page-bytes.ts';
import { inKiB, type WorkerBytes } from './worker-bundle.ts';

export const budgetsFile = path.join(root, 'BUDGETS.md');

type Block = 'figures' | 'suite-time' | 'tap' | 'lighthouse-devtools' | 'lighthouse-simulate';
const marksOf = (block: Block) => [`<!-- ${block}:start -->`, `<!-- ${block}:end -->`] as const;

/** Where a block's text starts (after its start mark) and ends (at its end mark). */
function blockOf(markdown: string, block: Block): { from: number; to: number } {
  const [start, end] = marksOf(block);
  const from = markdown.indexOf(start);
  const to = markdown.indexOf(end);
  if (from < 0 || to < from) throw new Error(`BUDGETS.md has no ${start} … ${end} block`);
  return { from: from + start.length, to };
}

/** Replaces a block of BUDGETS.md with `text`, and formats the file as `prettier --check` expects it. */
export async function writeBlock(block: Block, text: string): Promise<void> {
  const markdown = await readFile(budgetsFile, 'utf8');
  const { from, to } = blockOf(markdown, block);
  const next = `${markdown.slice(0, from)}\n\n${text}\n\n${markdown.slice(to)}`;
  const options = await prettier.resolveConfig(budgetsFile);
  await writeFile(budgetsFile, await prettier.format(next, { ...options, filepath: budgetsFile }));
}

/** When and from what: the date, the commit, and whether the working copy differed from it. */
function provenance(): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  let commit = 'a copy outside git';
  try {
    commit = `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain') ? ' with uncommitted changes' : ''}`;
  } catch {
    // Not a git checkout: say so rather than fail.
  }
  return `${new Date().toISOString().slice(0, 10)} at ${commit}`;
}

/** One row of a written table: its label (unique in the block) and its cells. */
export interface Row {
  label: string;
  cells: string[];
}

const table = (header: string[], rows: Row[]) =>
  [header, header.map(() => '---'), ...rows.map((row) => [row.label, ...row.cells])]
    .map((cells) => `| ${cells.join(' | ')} |`)
    .join('\n');

const count = (value: number) => value.toLocaleString('en-US');
const bytes = (value: number) => `${count(value)} B`;

export function pageRows({ pages, stylesheet }: SiteBytes): Row[] {
  return [
    ...pages.map((page) => ({
      label: page.type,
      cells: [
        `${bytes(page.html)} (${count(page.htmlRaw)} raw)`,
        page.firstScreen === undefined ? 'the whole page' : bytes(page.firstScreen),
        bytes(page.inlineCss),
        bytes(page.javaScript),
      ],
    })),
    { label: 'whole stylesheet', cells: [`${bytes(stylesheet.gzip)} (${count(stylesheet.raw)} raw)`] },
  ];
}

export const workerRow = (worker: WorkerBytes): Row => ({
  label: 'Worker',
  cells: [`${inKiB(worker.gzip)} (${inKiB(worker.raw)} raw)`],
});

export function figuresText(site: SiteBytes, worker: WorkerBytes): string {
  const [pages, stylesheet] = [pageRows(site).slice(0, -1), pageRows(site).slice(-1)];
  return [
    `Written by \`npm run figures\` on ${provenance()}.\nPages: ${site.pages.map((page) => `\`${page.path}\``).join(', ')}.`,
    '',
    table(['Page type', 'HTML', 'First screen', 'Inline CSS', 'JavaScript before interaction'], pages),
    '',
    table(['Build output', 'Size (gzip -9)'], [...stylesheet, workerRow(worker)]),
  ].join('\n');
}

/**
 * How far a figure in BUDGETS.md may be from the build's and still match it: the owner's saves in the editor change the
 * pages (and the Worker, which carries the content) by a few hundred bytes, and nobody measures after a save. A change
 * of the code that moves a figure further, such as Zod in the Worker (+64 %), fails until `npm run figures` is run.
 */
export const figureTolerance = 0.05;

const numbersIn = (text: string) =>
  [...text.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map(([figure]) => Number(figure.replaceAll(',', '')));

/** The rows whose figures in BUDGETS.md are missing or further than figureTolerance from the build's: what to say. */
export async function staleFigures(rows: Row[]): Promise<string[]> {
  const markdown = await readFile(budgetsFile, 'utf8');
  const { from, to } = blockOf(markdown, 'figures');
  const written = new Map(
    markdown
      .slice(from, to)
      .split('\n')
      .filter((line) => line.startsWith('|'))
      .map((line) => line.split('|').map((cell) => cell.trim()))
      .map(([, label = '', ...cells]) => [label, cells.filter(Boolean)] as const),
  );
  return rows.flatMap((row) => {
    const cells = written.get(row.label);
    const [before, now] = [numbersIn(cells?.join(' | ') ?? ''), numbersIn(row.cells.join(' | '))];
    const matches =
      before.length === now.length &&
      now.every((figure, index) => Math.abs((before[index] ?? NaN) - figure) <= figure * figureTolerance);
    return matches
      ? []
      : [`${row.label}: BUDGETS.md has ${cells?.join(' | ') ?? 'no row'}; the build ${row.cells.join(' | ')}`];
  });
}

/** The load average over the last minute, which slows every step: the machine is shared. */
export const loadAverage = () => os.loadavg()[0] ?? 0;

/** The time of each step of `npm test`, written when every step passed; `load` is the load average at its start. */
export function suiteTimeText(times: [step: string, seconds: number][], load: number): string {
  return [
    `Written by \`npm test\` on ${provenance()}, load average ${load.toFixed(1)} at its start.`,
    '',
    table(
      ['Step', 'Time'],
      times.map(([step, seconds]) => ({ label: step, cells: [`${seconds.toFixed(1)} s`] })),
    ),
  ].join('\n');
}
