// The words that ask a customer for a review, in src/content/site.yaml's `reviewRequest`: the line printed on the
// counter card and the message the owner sends after a job (the owner's page /admin/tarjeta-resena shows both).
import { group, labelled, template, text } from './fields.ts';

/** A text with the short address in its `{dirección}` blank, in the editor's bigger box. */
const withAddress = template('dirección').meta({ editor: { widget: 'text' } });

export const reviewRequest = group(
  'Pedido de reseñas',
  'La tarjeta para el mostrador y el mensaje para mandar después de un trabajo, los dos con la dirección corta que lleva a las reseñas en Google.',
  {
    cardLine: labelled(
      text,
      'Frase de la tarjeta',
      'La invitación impresa en la tarjeta, arriba del código QR. Una oración corta.',
    ),
    message: labelled(
      withAddress,
      'Mensaje después de un trabajo',
      'El texto que le mandás por WhatsApp a quien retira su vehículo; {dirección} es la dirección corta que lleva a las reseñas en Google.',
    ),
  },
);
