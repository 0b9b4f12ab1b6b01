/**
 * The help page's questions and answers in Spanish (issue 49): written for the valley's Spanish-speaking
 * homeowners (usted), each the twin of the English one in the same place (help-faqs.ts; es/help-faqs.test.ts holds
 * them in step). Read by the page's loader at build only.
 */
import type { Faq } from '../help-faqs';

export const FAQS_ES: readonly Faq[] = [
  {
    question: '¿Cómo funciona UpKeep?',
    answer:
      'Elija un servicio, escriba su código postal, conteste unas preguntas sobre el trabajo y compare las empresas locales que atienden su zona por precio total y calificación. Escoja la fecha y la hora, pague en línea de forma segura y recibirá una confirmación por correo electrónico y mensaje de texto.',
  },
  {
    question: '¿En qué zonas trabajan?',
    answer:
      'En todo el valle de Las Vegas: Las Vegas, Henderson, North Las Vegas, Boulder City, Summerlin, Paradise, Spring Valley, Enterprise y los vecindarios de alrededor. Si todavía no atendemos un código postal, la búsqueda se lo dice de inmediato.',
  },
  {
    question: '¿Cómo se calculan los precios?',
    answer:
      'Cada empresa calcula el precio de su trabajo con su propia lista de precios y las respuestas que usted da en el cuestionario. El total que ve antes de reservar, con cualquier cargo por reserva incluido, es lo que paga. Si la empresa encuentra trabajo adicional en el lugar, tiene que enviarle un cargo adicional que usted puede aceptar o rechazar.',
  },
  {
    question: '¿Necesito una cuenta para reservar?',
    answer:
      'No. Puede continuar como invitado y escribir su nombre, correo electrónico y teléfono al pagar. Con una cuenta gratis sus datos quedan guardados y puede seguir cada visita en Mis reservas, usar códigos de descuento y dejar reseñas.',
  },
  {
    question: '¿Cómo cambio la fecha de una visita o la cancelo?',
    answer:
      'Abra la visita en Mis reservas. Cambiar la fecha o cancelar es gratis hasta 48 horas antes de la visita; dentro de las 48 horas se cobra un cargo de $25. Las reglas completas están en nuestra política de cancelación, más abajo.',
  },
  {
    question: '¿Cuándo se cobra mi tarjeta?',
    answer:
      'Cuando confirma su reserva. Los datos de su tarjeta van directo a nuestro procesador de pagos y nunca pasan por nuestros servidores. Los presupuestos gratis en persona no piden tarjeta.',
  },
  {
    question: '¿Y si no quedo contento con el trabajo?',
    answer:
      'Avísenos dentro de los 7 días siguientes por el formulario de contacto. Trabajaremos con la empresa para corregirlo, y usted puede dejar una reseña honesta para otros propietarios.',
  },
  {
    question: 'Tengo una empresa de servicios para el hogar. ¿Cómo me uno?',
    answer:
      'Envíenos una solicitud desde la página Asóciese. Verificamos licencias y seguros donde se requieren, y luego le ayudamos a configurar sus servicios, precios y calendario.',
  },
];
