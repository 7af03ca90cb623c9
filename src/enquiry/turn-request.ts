// A turn request as the contact form's data carries it, apart from src/enquiry/turn-rules.ts's calendar and words, so the
// form's island can read and render its fields without bringing the checks along (they load when the fields open).

/** The time bands a turn may ask for, in the order the form offers them. */
export const bands = ['morning', 'afternoon'] as const;
export type Band = (typeof bands)[number];

/** The turn fields as the form's data carries them; all optional. */
export interface TurnRequest {
  vehicle: string;
  model: string;
  day: string;
  band: string;
}

/** Whether the visitor filled in any of the turn fields. */
export const isTurnRequest = (request: TurnRequest): boolean =>
  Object.values(request).some((value) => value.trim() !== '');

/** The turn fields from the form's data (the Worker's posted body, or the page's form). */
export function readTurnRequest(fields: Pick<FormData, 'get'>): TurnRequest {
  const field = (name: keyof TurnRequest) => {
    const value = fields.get(name);
    return typeof value === 'string' ? value : '';
  };
  return { vehicle: field('vehicle'), model: field('model'), day: field('day'), band: field('band') };
}
