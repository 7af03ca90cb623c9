/** Collects unique SVG <defs> entries (gradients, filters, clip paths) by id. */
export class Defs {
  private readonly items = new Map<string, string>();

  /** Registers `markup` under `id` once and returns the id. */
  add(id: string, markup: string): string {
    if (!this.items.has(id)) this.items.set(id, markup);
    return id;
  }

  has(id: string): boolean {
    return this.items.has(id);
  }

  toString(): string {
    return [...this.items.values()].join('');
  }
}
