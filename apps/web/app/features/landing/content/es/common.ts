import { IMAGES as IMAGES_EN } from '../../../../shared/marketing/common';
import type { LandingImage } from '../../../../shared/marketing/types';

/** An English illustration with its alt text in Spanish: the same file and size, so the image keys stay the same. */
export const withAlt = (image: LandingImage, alt: string): LandingImage => ({ ...image, alt });

/** The shared illustrations (shared/marketing/common.ts IMAGES), described in Spanish. */
export const IMAGES = {
  comparePrices: withAlt(
    IMAGES_EN.comparePrices,
    'Ilustración de tarjetas de empresas con precios y calificaciones de estrellas',
  ),
  localPros: withAlt(
    IMAGES_EN.localPros,
    'Ilustración de una camioneta de servicio estacionada frente a una casa del desierto',
  ),
  calendar: withAlt(IMAGES_EN.calendar, 'Ilustración de un calendario con una visita reservada y marcada'),
  hardWater: withAlt(IMAGES_EN.hardWater, 'Ilustración de una llave de agua con sarro y gotas de agua'),
  desertSun: withAlt(IMAGES_EN.desertSun, 'Ilustración de una casa de estuco bajo un sol abrasador del desierto'),
  monsoon: withAlt(IMAGES_EN.monsoon, 'Ilustración de una nube de tormenta de monzón sobre una palmera'),
  thermostat: withAlt(IMAGES_EN.thermostat, 'Ilustración de un termostato inteligente en una pared'),
  airFilter: withAlt(IMAGES_EN.airFilter, 'Ilustración de un filtro de aire limpio junto a uno lleno de polvo'),
} as const satisfies Record<keyof typeof IMAGES_EN, LandingImage>;

/** The last section of most pages: how UpKeep itself helps. */
export const compareSection = {
  title: 'Compare, reserve y pague en un solo lugar',
  body: 'Vea precios totales y calificaciones reales de clientes lado a lado, elija la fecha y la hora que le convengan y pague en línea de forma segura. Sin llamadas de ida y vuelta, sin esperar a que le devuelvan la llamada y sin facturas sorpresa.',
  image: IMAGES.comparePrices,
};

export const SEARCH_SUBTITLE = 'Elija un servicio e ingrese su código postal para ver las empresas de su zona.';

/**
 * The sub-services' names in Spanish, by sub-service landing path (the contract's SUB_SERVICE_LANDINGS names them in
 * English): what a Spanish page shows and passes on as its sub-service.
 */
export const SUB_SERVICE_NAMES: Readonly<Record<string, string>> = {
  '/artificial-turf': 'Césped artificial',
  '/irrigation': 'Riego',
  '/landscaping-design': 'Diseño de jardines',
  '/general-maintenance': 'Mantenimiento general',
  '/mulching': 'Mantillo',
  '/tree-removal': 'Remoción de árboles',
  '/trimming': 'Poda',
  '/drain-cleaning': 'Limpieza de drenajes',
  '/leak-detection': 'Detección de fugas',
  '/repairs': 'Reparaciones',
  '/water-heating': 'Calentadores de agua',
  '/cooling': 'Aire acondicionado',
  '/heating': 'Calefacción',
  '/installation': 'Instalación',
  '/maintenance': 'Mantenimiento',
  '/hvac-repairs': 'Reparaciones',
};

/** The Spanish name of the sub-service landing at `path`. */
export function subServiceNameEs(path: string): string {
  const name = SUB_SERVICE_NAMES[path];
  if (!name) throw new Error(`No Spanish sub-service name for ${path}`);
  return name;
}
