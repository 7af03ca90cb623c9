// What the browser gets of a group of words, chosen once: a picker names the keys, and the type of what it picks follows
// from them, so the island's props, the generated browser modules and their types cannot drift apart.

/** A function that picks `keys` of a `T`; its `keys` say which, for a test or a message. */
export type Picker<T, K extends keyof T> = ((from: T) => Pick<T, K>) & { keys: readonly K[] };

/**
 * A picker of some keys of `T`, typed by them.
 *
 * @example
 * const contactWords = picker<FormTexts>()('name', 'phone');
 * type ContactWords = ReturnType<typeof contactWords>; // Pick<FormTexts, 'name' | 'phone'>
 */
export const picker =
  <T>() =>
  <K extends keyof T>(...keys: K[]): Picker<T, K> =>
    Object.assign((from: T) => Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>, { keys });
