/** The days of the week, Monday first, as the opening hours name them. */
export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

export type Weekday = (typeof weekdays)[number];
