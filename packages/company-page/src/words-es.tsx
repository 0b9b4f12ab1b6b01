/**
 * A company's page in Spanish (issue 49): the Spanish of the Las Vegas valley, usted, US conventions (money as in
 * English, '4.7' with a point, 12-hour clocks as '8:00 a. m.', dates as the contract's formatDateEs writes them).
 * Loaded only by the Spanish page (words.tsx's loadCompanyPageWords).
 */
import { formatDateEs, starsLabel } from '@upkeep/contract';
import { type CompanyPageWords, money } from './words.tsx';

const WEEKDAYS = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'] as const;

/** '8:00 a. m.' for '08:00' (formatValleyClockEs's form, for a wall-clock time). */
function clockEs(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'a. m.' : 'p. m.'}`;
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

export const SPANISH: CompanyPageWords = {
  starsOutOf5: (score) => `${starsLabel(score)} de 5 estrellas`,
  logoAlt: (name) => `Logo de ${name}`,
  reviewCount: (count) => `(${count} ${plural(count, 'reseña', 'reseñas')})`,
  noReviewsYet: 'Aún no tiene reseñas',
  specialities: 'Especialidades',
  credentials: 'Credenciales',
  licenceVerified: 'Licencia verificada',
  licenceNote: (licence) =>
    `Licencia de Nevada ${licence.number}${licence.limit !== null ? `, límite de ${money(licence.limit)}` : ''}; verificada el ${formatDateEs(licence.verifiedAt)}`,
  insured: 'Con seguro',
  insuredNote: (verifiedAt) => `verificado el ${formatDateEs(verifiedAt)}`,
  onUpKeep: 'En UpKeep',
  years: (years) => (years < 1 ? 'Menos de un año' : `${years} ${plural(years, 'año', 'años')}`),
  jobsCompleted: 'Trabajos realizados',
  messages: 'Mensajes',
  services: 'Servicios',
  from: (dollars) => `desde ${money(dollars)}`,
  getAPrice: 'Obtenga un precio',
  questionnairePath: (serviceId) => `/es/questionnaire?Service=${serviceId}`,
  areasServed: 'Zonas de servicio',
  zipCodes: (list) => `Códigos postales: ${list}`,
  mapLabel: (points) =>
    points === 1 ? 'Mapa del código postal atendido' : `Mapa de los ${points} códigos postales atendidos`,
  hours: 'Horario',
  weekday: (dayOfWeek) => WEEKDAYS[dayOfWeek] ?? '',
  openHours: (opens, closes) => `De ${clockEs(opens)} a ${clockEs(closes)}`,
  lastStart: (lastStart) => ` (última cita a las ${clockEs(lastStart)})`,
  photosOfOurWork: 'Fotos de nuestro trabajo',
  workBy: (name) => `Trabajo de ${name}`,
  reviews: 'Reseñas',
  ratings: 'Calificaciones',
  stars: (stars) => `${stars} ${plural(stars, 'estrella', 'estrellas')}`,
  noReviewsYetSentence: 'Aún no tiene reseñas.',
  reviewPages: 'Páginas de reseñas',
  newerReviews: 'Reseñas más recientes',
  pageOf: (page, total) => `Página ${page} de ${total}`,
  olderReviews: 'Reseñas anteriores',
  replyFrom: (companyName) => `Respuesta de ${companyName}`,
  date: formatDateEs,
};
