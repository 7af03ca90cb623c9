// The owner's closures in the editor (Datos del taller → Cierres), added as a person does on a phone: for the editor's
// end-to-end test (admin.spec.ts) and the guide's picture of them (scripts/measure/editor-screenshots.ts).
import { expect, type Locator, type Page } from '@playwright/test';
import { collectionField, type EditorField } from '../../scripts/build/editor/config.ts';

/** A closure as the owner types it: "Hasta" left empty for one day. */
export interface ClosureEntry {
  from: string;
  to?: string;
  reason: string;
}

export const closuresField = collectionField('site', 'closures');

/** The label of one of a closure's fields (Desde, Hasta, Motivo). */
export function closureLabel(name: keyof ClosureEntry): string {
  const field = (closuresField.fields as EditorField[]).find((entry) => entry.name === name);
  if (!field) throw new Error(`no field closures.${name}`);
  return field.label;
}

/** The closures list of the open Datos del taller entry, scrolled to: the editor draws fields as they come near. */
export async function closuresList(page: Page): Promise<Locator> {
  const list = page.getByRole('group', { name: closuresField.label });
  await expect(async () => {
    if ((await list.count()) === 0) await page.mouse.wheel(0, 600);
    await expect(list).toBeAttached({ timeout: 500 });
  }).toPass({ timeout: 60_000 });
  await list.scrollIntoViewIfNeeded();
  return list;
}

/** Adds a closure at the end of the list with its date pickers (a day in them is written YYYY-MM-DD) and its reason. */
export async function addClosure(list: Locator, { from, to, reason }: ClosureEntry): Promise<void> {
  await list.getByRole('button', { name: String(closuresField.label_singular) }).tap();
  for (const [name, day] of [
    ['from', from],
    ['to', to],
  ] as const) {
    const picker = list.getByLabel(closureLabel(name), { exact: true }).last();
    await expect(picker).toHaveAttribute('type', 'date');
    if (day !== undefined) await picker.fill(day);
  }
  await list.getByLabel(closureLabel('reason'), { exact: true }).last().fill(reason);
}

/** Folds the last open closure to the one line the list shows for it. */
export const foldLastClosure = (list: Locator) => list.getByRole('button', { name: 'Contraer' }).last().tap();
