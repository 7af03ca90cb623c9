// The contact form island's code and React, loaded on demand by client/lazy-islands.ts.
import type { ComponentType } from 'react';
import { contactForm } from '../../src/generated/browser-form.ts';
import { ContactForm } from '../../src/enquiry/ContactForm.tsx';
import { hydrateIsland } from '../hydrate.tsx';

export const hydrate = (element: HTMLElement) =>
  hydrateIsland(element, ContactForm as ComponentType<object>, contactForm);
