import { areaPath, ServiceId } from '@upkeep/contract';
import {
  type LandingPageContent,
  landingImage,
  numberSections,
  type SubServiceCard,
  type Testimonial,
} from '../../../../shared/marketing/types';
import type { GroupInfo, SubPageCopy } from '../build';
import { AREA_PROFILES } from './areas';
import { buildSubPage, subServiceCard } from './build';
import { compareSection, IMAGES, SEARCH_SUBTITLE } from './common';

const SERVICE_NAME = 'Climatización (HVAC)';
/** design.md section 7: HVAC pages search HVAC Service (15), never 4 or 13. */
const INFO: GroupInfo = { group: 'hvac', serviceId: ServiceId.HvacService, serviceName: SERVICE_NAME };
const HERO_IMAGE = landingImage(
  'hvac-hero',
  'Ilustración de la unidad exterior de un aire acondicionado junto a una casa del desierto',
);
const SEARCH_TITLE = 'Encuentre un profesional de HVAC cerca de usted';

/** Spec 001 section 2's description of every HVAC neighbourhood page (HVAC_AREA_DESCRIPTION), in Spanish. */
export const HVAC_AREA_DESCRIPTION =
  'Mantenga eficiente su sistema de HVAC. ¡Reserve hoy profesionales de mantenimiento, reparaciones, instalación y mejoras!';

/** As in English, each page names its area after the spec's sentence (issue 14). */
export const hvacAreaDescription = (area: string) => `${HVAC_AREA_DESCRIPTION} Servicio en ${area}.`;

export const hvacAreaTitle = (area: string) => `Mantenimiento y reparaciones de HVAC en ${area}`;
export const hvacAreaHeroTitle = (area: string) => `Soluciones de HVAC en ${area}`;

const IMG = {
  cooling: landingImage('cooling', 'Ilustración de un aire acondicionado que sopla aire frío con copos de nieve'),
  heating: landingImage('heating', 'Ilustración de un calefactor con una llama cálida'),
  installation: landingImage('installation', 'Ilustración de una unidad condensadora nueva instalada sobre su base'),
  maintenance: landingImage(
    'maintenance',
    'Ilustración de la lista de revisión de un técnico junto a una unidad de HVAC',
  ),
  repairs: landingImage('hvac-repairs', 'Ilustración de una llave inglesa y manómetros sobre un aire acondicionado'),
};

const GROUP_TESTIMONIALS: [Testimonial, ...Testimonial[]] = [
  {
    title: 'Michelle A., Henderson',
    text: 'Nuestro aire dejó de enfriar un domingo de 114 grados. Comparé dos empresas en UpKeep, reservé el primer horario disponible y para la cena ya teníamos aire frío otra vez.',
  },
  {
    title: 'Robert L., Summerlin',
    text: 'En la revisión de primavera encontraron un capacitor débil antes de que fallara. Una reparación de quince minutos en vez de una llamada de emergencia en julio.',
  },
  {
    title: 'Grace T., Enterprise',
    text: 'Cambiar nuestro sistema de 18 años nos parecía abrumador. Ver los presupuestos y las calificaciones lado a lado hizo fácil la decisión, y nuestros recibos de luz bajaron de inmediato.',
  },
];

/** Spec 001 section 2: Heating, Cooling, Repairs, Installation, Maintenance and their destinations. */
const CAROUSEL: SubServiceCard[] = [
  subServiceCard(
    '/heating',
    'Calefacción',
    'Servicio de calefactores y bombas de calor para las noches frías del desierto.',
    IMG.heating,
  ),
  subServiceCard(
    '/cooling',
    'Aire acondicionado',
    'Servicio y reparación de aire acondicionado para pasar frescos los veranos de 110 grados.',
    IMG.cooling,
  ),
  subServiceCard(
    '/hvac-repairs',
    'Reparaciones',
    'Diagnóstico y reparación rápidos de capacitores, motores, fugas y más.',
    IMG.repairs,
  ),
  subServiceCard(
    '/installation',
    'Instalación',
    'Sistemas de alta eficiencia, del tamaño correcto e instalados según el código.',
    IMG.installation,
  ),
  subServiceCard(
    '/maintenance',
    'Mantenimiento',
    'Revisiones de temporada que evitan descomposturas y bajan sus recibos de luz.',
    IMG.maintenance,
  ),
];

const MAIN: LandingPageContent = {
  path: '/hvac',
  kind: 'main',
  ...INFO,
  title: 'Servicios de HVAC en Las Vegas',
  description:
    'Profesionales de HVAC en Las Vegas para reparar su aire, mantenimiento, calefacción y equipos nuevos. Compare empresas por precio y calificación en UpKeep.',
  hero: {
    title: 'Pase el verano fresco con los profesionales de HVAC de Las Vegas',
    subtitle:
      'Desde un mantenimiento rápido del aire acondicionado hasta un sistema completamente nuevo, compare empresas locales de HVAC de confianza y reserve al técnico indicado en minutos.',
    image: HERO_IMAGE,
    searchTitle: SEARCH_TITLE,
    searchSubtitle: SEARCH_SUBTITLE,
  },
  intro: {
    title: 'Aquí su aire acondicionado trabaja más que en casi cualquier otro lugar',
    text: 'En Las Vegas los sistemas funcionan casi sin parar de mayo a octubre, y todo ese tiempo arrastran polvo del desierto a través de filtros y serpentines. Un sistema descuidado puede perder hasta un 20% de su eficiencia, y una descompostura en julio es mucho más que una molestia. UpKeep le facilita mantener su sistema en buen estado y encontrar ayuda rápido cuando algo falla.',
  },
  sectionsTitle: 'Por qué reservar su servicio de HVAC con UpKeep',
  sectionStyle: 'benefits',
  sections: numberSections([
    {
      title: 'Un mantenimiento que se paga solo',
      body: 'Serpentines limpios, filtros nuevos y el nivel correcto de refrigerante pueden ahorrarle hasta un 20% en el costo del aire acondicionado. Una revisión en primavera también detecta capacitores débiles y motores gastados antes de la primera ola de calor.',
      image: IMAGES.airFilter,
    },
    {
      title: 'Ayuda rápida cuando el aire deja de funcionar',
      body: 'Cuando afuera hace 110 grados, esperar días a que le devuelvan la llamada no es opción. Vea qué empresas locales tienen horarios disponibles y reserve el primero que le convenga.',
      image: IMG.repairs,
    },
    compareSection,
  ]),
  testimonials: GROUP_TESTIMONIALS,
  carousel: { title: 'Servicios de HVAC que ofrecemos', cards: CAROUSEL },
  areaLinks: {
    title: 'Servicio de HVAC en todo el valle',
    links: AREA_PROFILES.map((area) => ({ name: `HVAC en ${area.name}`, path: areaPath('hvac', area.slug) })),
  },
  leadForm: true,
};

const AREAS: LandingPageContent[] = AREA_PROFILES.map((area) => ({
  path: areaPath('hvac', area.slug),
  kind: 'area',
  ...INFO,
  areaName: area.name,
  title: hvacAreaTitle(area.name),
  description: hvacAreaDescription(area.name),
  hero: {
    title: hvacAreaHeroTitle(area.name),
    subtitle: `Díganos qué necesita su sistema y lo pondremos rápidamente en contacto con el experto en HVAC indicado en ${area.name}.`,
    image: HERO_IMAGE,
    searchTitle: SEARCH_TITLE,
    searchSubtitle: SEARCH_SUBTITLE,
  },
  intro: { title: area.hvac.introTitle, text: area.hvac.introText },
  sectionsTitle: `Calefacción y aire acondicionado en ${area.name}, resueltos`,
  sectionStyle: 'benefits',
  sections: numberSections([
    {
      title: `Mantenimiento que mantiene fresca su casa en ${area.name}`,
      body: 'El polvo, el calor y las largas horas de uso desgastan los sistemas. Una revisión de temporada limpia los serpentines, revisa el refrigerante y las partes eléctricas, y puede recuperar hasta un 20% de la eficiencia perdida.',
      image: IMAGES.airFilter,
    },
    {
      title: `Expertos en HVAC que atienden ${area.name}`,
      body: 'Todas las empresas que ve en UpKeep trabajan en su código postal, así que siempre hay un técnico cerca cuando necesita una reparación, una segunda opinión o un sistema nuevo.',
      image: IMAGES.localPros,
    },
    compareSection,
  ]),
  testimonials: [area.hvac.testimonial, GROUP_TESTIMONIALS[0]],
  leadForm: true,
}));

const SUBS: SubPageCopy[] = [
  {
    path: '/cooling',
    sectionsTitle: 'Servicios de aire acondicionado, paso a paso',
    searchTitle: 'Encuentre técnicos de aire acondicionado cerca de usted',
    title: 'Servicio de aire acondicionado en Las Vegas',
    description:
      'Servicio, reparación y mantenimiento de aire acondicionado en Las Vegas para pasar frescos los veranos de más de 100 grados. Compare y reserve en UpKeep.',
    heroTitle: 'Aire acondicionado a la altura del verano del desierto',
    heroSubtitle:
      '¿Sale aire caliente por las rejillas, la unidad no deja de funcionar o sus recibos no paran de subir? Reserve a un experto local en aire acondicionado y vuelva a estar cómodo.',
    image: IMG.cooling,
    intro: {
      title: 'En Las Vegas, el aire acondicionado no es opcional',
      text: 'Con meses de días de más de 100 grados y noches que apenas bajan de 85, su aire acondicionado es el aparato más importante de la casa. Un servicio profesional lo mantiene funcionando con eficiencia y detecta los problemas antes de que lo dejen sudando.',
    },
    sections: [
      {
        title: 'Inspección y diagnóstico',
        body: 'El técnico revisa el flujo de aire, la presión del refrigerante, los capacitores y los contactores, y mide la diferencia de temperatura a través del serpentín para saber qué tan bien enfría de verdad su sistema.',
        image: IMG.cooling,
      },
      {
        title: 'Limpieza de serpentines y desagües',
        body: 'El polvo del desierto tapa los serpentines del condensador y obstruye las líneas de condensado, sobre todo después de las tormentas del monzón. Limpiarlos le devuelve capacidad al equipo y evita daños por agua.',
        image: IMAGES.airFilter,
      },
      {
        title: 'Ajustes para más eficiencia',
        body: 'La carga correcta de refrigerante, conexiones bien apretadas y un termostato programado pueden bajar sus recibos del verano y alargar la vida del compresor.',
        image: IMAGES.thermostat,
      },
    ],
    testimonials: [
      {
        title: 'Jessica H., Paradise',
        text: 'Nuestro aire funcionaba todo el día y la casa nunca bajaba de 82. El técnico encontró un serpentín sucio y poco refrigerante, y ahora prende y apaga como debe.',
      },
      {
        title: 'Tony M., North Las Vegas',
        text: 'Reservé a las 9 a. m. y el técnico llegó al mediodía. Cambió el capacitor y a la 1 ya teníamos aire frío. No sabía que reservar pudiera ser tan fácil.',
      },
    ],
  },
  {
    path: '/heating',
    sectionsTitle: 'Servicios de calefacción, paso a paso',
    title: 'Reparación de calefacción y calefactores en Las Vegas',
    description:
      'Servicio, reparación y mantenimiento de calefactores y bombas de calor en Las Vegas para las noches frías del desierto. Compare y reserve en UpKeep.',
    heroTitle: 'Calefacción confiable para los inviernos del desierto',
    heroSubtitle:
      'En invierno, las noches del desierto se acercan al punto de congelación. Reserve a un profesional local para dar servicio o reparar su calefactor o bomba de calor antes de que llegue el frío.',
    image: IMG.heating,
    intro: {
      title: 'Sí, en Las Vegas también hace falta calefacción',
      text: 'En invierno, las noches del valle bajan con frecuencia a 30 y tantos grados, y los vecindarios más altos como Summerlin y Centennial Hills son todavía más fríos. Las bombas de calor y los calefactores que pasaron todo el verano sin uso necesitan una revisión antes de volver a trabajar.',
    },
    sections: [
      {
        title: 'Primero, la seguridad',
        body: 'En los calefactores de gas, los técnicos inspeccionan el intercambiador de calor, los quemadores y la ventilación, y hacen pruebas de monóxido de carbono para que su familia esté segura todo el invierno.',
        image: IMG.heating,
      },
      {
        title: 'Servicio de bombas de calor y descongelamiento',
        body: 'Las bombas de calor aguantan bien casi todos los inviernos del valle cuando la válvula de inversión, los controles de descongelamiento y las resistencias de calor auxiliar funcionan como deben. Un mantenimiento lo confirma.',
        image: IMAGES.thermostat,
      },
      {
        title: 'Reparaciones antes de la ola de frío',
        body: 'Los encendedores, los sensores de llama y los motores del ventilador son los sospechosos de siempre. Arreglarlos en otoño es mejor que esperar a un técnico la noche más fría del año.',
        image: IMG.repairs,
      },
    ],
    testimonials: [
      {
        title: 'Carol B., Boulder City',
        text: 'El calefactor no encendía la primera noche fría. El técnico cambió el sensor de llama y revisó todo el sistema en menos de una hora.',
      },
      {
        title: 'Nate R., Centennial Hills',
        text: 'Nuestra bomba de calor se pasaba a cada rato a la calefacción de emergencia y el recibo se disparó. Encontraron un sensor de descongelamiento dañado. Lo arreglaron el mismo día.',
      },
    ],
  },
  {
    path: '/installation',
    sectionsTitle: 'Cómo se instala un sistema nuevo',
    searchTitle: 'Encuentre instaladores de HVAC cerca de usted',
    title: 'Instalación de HVAC en Las Vegas',
    description:
      'Instalación de aire acondicionado, bombas de calor y calefactores en Las Vegas: equipos eficientes del tamaño correcto. Compare instaladores en UpKeep.',
    heroTitle: 'Sistemas de HVAC nuevos, bien instalados',
    heroSubtitle:
      '¿Va a reemplazar un sistema viejo o quiere climatizar un espacio nuevo? Compare instaladores locales y reserve una visita para recibir un presupuesto exacto.',
    image: IMG.installation,
    intro: {
      title: 'El sistema correcto para una casa del desierto',
      text: 'La mayoría de los sistemas del valle duran de 12 a 15 años bajo el esfuerzo de nuestros veranos. Cuando llega la hora de reemplazar el suyo, un cálculo de carga bien hecho, un equipo eficiente y una instalación cuidadosa importan más que la marca de la caja.',
    },
    sections: [
      {
        title: 'Del tamaño justo para su casa',
        body: 'Los instaladores calculan la carga de enfriamiento de su casa, incluidas las ventanas, el aislamiento y la exposición al sol, para que el sistema nuevo no se quede corto ni prenda y apague a cada rato.',
        image: IMAGES.desertSun,
      },
      {
        title: 'Elija equipos eficientes',
        body: 'Los aires acondicionados con alta calificación SEER2 y las bombas de calor modernas gastan mucha menos energía que las unidades de 15 años. Pregúntele a su instalador por los reembolsos de la compañía de luz y los créditos fiscales federales.',
        image: IMG.installation,
      },
      {
        title: 'Instalado según el código y probado',
        body: 'Una buena instalación incluye una base nueva, conexiones selladas, la carga correcta de refrigerante, un permiso cuando se requiera y una prueba completa de funcionamiento antes de que se vaya la cuadrilla.',
        image: IMG.maintenance,
      },
    ],
    testimonials: [
      {
        title: 'Laura P., Spring Valley',
        text: 'Tres presupuestos en un solo lugar, todos con calificaciones. Elegimos una empresa local y la cuadrilla terminó la instalación en un día y dejó el ático más limpio de como lo encontró.',
      },
      {
        title: 'Mike D., Henderson',
        text: 'Nuestra bomba de calor nueva hace menos ruido, enfría más rápido y el primer recibo del verano salió un 30% más bajo que el del año anterior.',
      },
    ],
  },
  {
    path: '/maintenance',
    sectionsTitle: 'Qué incluye una visita de mantenimiento',
    searchTitle: 'Reserve un mantenimiento de HVAC cerca de usted',
    title: 'Mantenimiento y revisiones de HVAC en Las Vegas',
    description:
      'Mantenimiento y revisiones de temporada de HVAC en Las Vegas. Evite descomposturas y ahorre hasta un 20% de energía. Compare y reserve en UpKeep.',
    heroTitle: 'Mantenimiento de HVAC que evita descomposturas',
    heroSubtitle:
      'Un poco de cuidado en primavera y en otoño mantiene su sistema eficiente todo el año. Reserve una revisión con un técnico local de confianza.',
    image: IMG.maintenance,
    intro: {
      title: 'La reparación más barata es la que se evita',
      text: 'Las tormentas de polvo, la humedad del monzón y los meses de aire acondicionado sin parar pasan factura. El mantenimiento dos veces al año mantiene su sistema en su máxima eficiencia, protege su garantía y encuentra los problemas pequeños antes de que se conviertan en llamadas de emergencia.',
    },
    sections: [
      {
        title: 'Cambio de filtros y limpieza de serpentines',
        body: 'Un filtro tapado y un serpentín lleno de polvo pueden reducir la eficiencia hasta un 20%. Los técnicos cambian los filtros, lavan el condensador y revisan el serpentín del evaporador.',
        image: IMAGES.airFilter,
      },
      {
        title: 'Prueba de partes eléctricas y refrigerante',
        body: 'Los capacitores y los contactores son lo que más rápido se desgasta con el calor. Probarlos, junto con la presión del refrigerante, detecta las piezas que están por fallar antes de que lo dejen sin aire.',
        image: IMG.maintenance,
      },
      {
        title: 'Revisión del flujo de aire y del termostato',
        body: 'Los técnicos destapan los desagües del condensado, revisan el flujo de aire en los ductos y calibran su termostato, para que cada cuarto tenga la comodidad por la que usted paga.',
        image: IMAGES.thermostat,
      },
    ],
    testimonials: [
      {
        title: 'Kathy W., Alliante',
        text: 'Cada abril y cada octubre reservo una revisión en UpKeep. Ocho años con el mismo sistema y ni una sola descompostura.',
      },
      {
        title: 'Ben S., Summerlin',
        text: 'El técnico me enseñó fotos de nuestro serpentín antes y después de limpiarlo. Al mes siguiente el recibo bajó bastante.',
      },
    ],
  },
  {
    path: '/hvac-repairs',
    sectionsTitle: 'Cómo funcionan las reparaciones de HVAC',
    searchTitle: 'Encuentre un técnico de HVAC para reparaciones cerca de usted',
    title: 'Reparación de HVAC en Las Vegas',
    description:
      'Reparación rápida de HVAC y aire acondicionado en Las Vegas: capacitores, motores, fugas de refrigerante y más. Compare empresas locales en UpKeep.',
    heroTitle: 'Reparaciones de HVAC rápidas cuando las necesita',
    heroSubtitle:
      '¿No enfría, hace ruidos extraños o el sistema no prende? Reserve hoy mismo a un técnico local con horario disponible.',
    image: IMG.repairs,
    intro: {
      title: 'De vuelta a la comodidad, rápido',
      text: 'Cuando su sistema falla en pleno verano de Las Vegas, cada hora cuenta. UpKeep le muestra qué empresas locales pueden llegar más pronto y cuánto cobran, para que reserve a un técnico calificado sin una ronda de llamadas.',
    },
    sections: [
      {
        title: 'Encontrar el problema exacto',
        body: 'Los técnicos prueban capacitores, contactores, motores, la presión del refrigerante y los controles para encontrar la causa real, no solo el síntoma.',
        image: IMG.repairs,
      },
      {
        title: 'Reparar con las piezas correctas',
        body: 'La mayoría de las empresas llevan en la camioneta las piezas más comunes, como capacitores, contactores y motores de ventilador, así que muchas reparaciones quedan listas en la primera visita.',
        image: IMG.maintenance,
      },
      {
        title: 'Probar y prevenir la próxima falla',
        body: 'Después de la reparación, su técnico revisa todo el sistema y le dice con honestidad si algo más está por fallar, y si conviene más reparar o reemplazar.',
        image: IMG.cooling,
      },
    ],
    testimonials: [
      {
        title: 'Erica J., Sunrise Manor',
        text: 'Un zumbido fuerte y nada de aire frío. El técnico diagnosticó un contactor dañado en diez minutos y lo cambió ahí mismo.',
      },
      {
        title: 'Paul K., Enterprise',
        text: 'Otra empresa quería cambiarnos todo el sistema. El técnico que encontré en UpKeep reparó una fuga de refrigerante, por una fracción del precio.',
      },
    ],
  },
];

/** Spec 001 section 2: HVAC sub-service pages show three numbered blocks with alternating image sides. */
const SUB_PAGES = SUBS.map((sub) => buildSubPage(INFO, sub, 'numbered'));

export const HVAC_PAGES: readonly LandingPageContent[] = [MAIN, ...AREAS, ...SUB_PAGES];
