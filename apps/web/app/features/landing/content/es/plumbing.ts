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

const SERVICE_NAME = 'Plomería';
/** design.md section 7: plumbing pages search Plumbing (1), never landscaping's id. */
const INFO: GroupInfo = { group: 'plumbing', serviceId: ServiceId.Plumbing, serviceName: SERVICE_NAME };
const HERO_IMAGE = landingImage(
  'plumbing-hero',
  'Ilustración de una llave inglesa y tuberías de cobre debajo del fregadero de una cocina',
);
const SEARCH_TITLE = 'Encuentre un plomero cerca de usted';

const IMG = {
  drainCleaning: landingImage('drain-cleaning', 'Ilustración de una sonda de plomero destapando una tubería obstruida'),
  leakDetection: landingImage('leak-detection', 'Ilustración de una lupa que encuentra una fuga en una tubería'),
  repairs: landingImage('repairs', 'Ilustración de una llave inglesa apretando una conexión de tubería'),
  waterHeating: landingImage(
    'water-heating',
    'Ilustración del tanque de un calentador de agua con la llama del piloto',
  ),
};

const GROUP_TESTIMONIALS: [Testimonial, ...Testimonial[]] = [
  {
    title: 'Steve K., Henderson',
    text: 'Un sábado se empezó a encharcar el agua debajo del fregadero. Comparé tres plomeros, reservé uno para esa tarde y la fuga quedó arreglada en menos de una hora.',
  },
  {
    title: 'Angela M., Summerlin',
    text: 'El plomero purgó nuestro calentador, cambió la varilla de ánodo y me explicó cómo el agua dura se lo estaba comiendo vivo. Consejos claros y precio justo.',
  },
  {
    title: 'Luis P., North Las Vegas',
    text: 'Me encantó ver el precio total antes de reservar. Nada de ventas de más ni cobros sorpresa por la visita, solo un drenaje limpio y un técnico amable.',
  },
];

/** Spec 001 section 2: leak detection, drain cleaning, water heater services, repairs. */
const CAROUSEL: SubServiceCard[] = [
  subServiceCard(
    '/leak-detection',
    'Detección de fugas',
    'Localice fugas ocultas y bajo la losa sin levantar pisos ni romper paredes.',
    IMG.leakDetection,
  ),
  subServiceCard(
    '/drain-cleaning',
    'Limpieza de drenajes',
    'Lavabos, tinas y líneas principales que drenan lento, con inspección por cámara cuando los tapones vuelven.',
    IMG.drainCleaning,
  ),
  subServiceCard(
    '/water-heating',
    'Servicio de calentadores de agua',
    'Purgas, reparaciones, reemplazos y calentadores sin tanque para casas con agua dura.',
    IMG.waterHeating,
  ),
  subServiceCard(
    '/repairs',
    'Reparaciones',
    'Llaves, inodoros, válvulas, reguladores de presión y tubos reventados, bien reparados.',
    IMG.repairs,
  ),
];

const MAIN: LandingPageContent = {
  path: '/plumbing',
  kind: 'main',
  ...INFO,
  title: 'Servicios de plomería en Las Vegas',
  description:
    'Plomeros en Las Vegas para fugas, drenajes tapados, calentadores de agua y reparaciones. Compare precios y calificaciones, reserve y pague en línea con UpKeep.',
  hero: {
    title: 'Plomeros de confianza en todo Las Vegas',
    subtitle:
      '¿Fugas, tapones o se quedó sin agua caliente? Compare plomeros locales con licencia por precio total y calificación, y reserve una visita en minutos.',
    image: HERO_IMAGE,
    searchTitle: SEARCH_TITLE,
    searchSubtitle: SEARCH_SUBTITLE,
  },
  intro: {
    title: 'Agua dura, tuberías exigidas y respuestas rápidas',
    text: 'Las Vegas tiene una de las aguas de la llave más duras del país. El sarro tapa aireadores y goteros, acorta la vida de los calentadores de agua y desgasta las válvulas, mientras que las losas de concreto esconden las fugas hasta que se dispara el recibo del agua. UpKeep lo pone en contacto con plomeros locales que ven estos problemas todos los días y los resuelven de una vez por todas.',
  },
  sectionsTitle: 'Por qué reservar un plomero con UpKeep',
  sectionStyle: 'benefits',
  sections: numberSections([
    {
      title: 'Protección contra el agua dura',
      body: 'El sarro se acumula dentro de tuberías, accesorios y tanques año tras año. Los plomeros pueden purgar y desincrustar los calentadores, cambiar los cartuchos gastados e instalar suavizadores o filtros que protegen todo lo que viene después.',
      image: IMAGES.hardWater,
    },
    {
      title: 'Detecte las fugas antes de que se vuelvan un problema bajo la losa',
      body: 'La mayoría de las casas del valle están sobre losas de concreto, así que una fuga pequeñita puede correr durante meses sin que nadie la vea. La detección acústica y térmica encuentra el origen sin tener que romper todo el piso con un martillo neumático.',
      image: IMG.leakDetection,
    },
    compareSection,
  ]),
  testimonials: GROUP_TESTIMONIALS,
  carousel: { title: 'Servicios de plomería que ofrecemos', cards: CAROUSEL },
  areaLinks: {
    title: 'Plomería en todo el valle',
    links: AREA_PROFILES.map((area) => ({ name: `Plomería en ${area.name}`, path: areaPath('plumbing', area.slug) })),
  },
  leadForm: true,
};

const AREAS: LandingPageContent[] = AREA_PROFILES.map((area) => ({
  path: areaPath('plumbing', area.slug),
  kind: 'area',
  ...INFO,
  areaName: area.name,
  title: `Reparaciones y servicios de plomería en ${area.name}`,
  description: area.plumbing.description,
  hero: {
    title: `Soluciones de plomería en ${area.name}`,
    subtitle: `Describa el problema y lo pondremos en contacto con un plomero con licencia en ${area.name} que pueda arreglarlo rápido, con el precio por adelantado.`,
    image: HERO_IMAGE,
    searchTitle: SEARCH_TITLE,
    searchSubtitle: SEARCH_SUBTITLE,
  },
  intro: { title: area.plumbing.introTitle, text: area.plumbing.introText },
  sectionsTitle: `Ayuda de plomería en ${area.name}, sin dolores de cabeza`,
  sectionStyle: 'benefits',
  sections: numberSections([
    {
      title: `Protección contra el agua dura para las casas de ${area.name}`,
      body: 'El agua del valle deja sarro en cada tubería, accesorio y tanque que toca. Un plomero local puede purgar su calentador de agua, cambiar las válvulas gastadas y recomendarle un suavizador o un filtro adecuado para su casa.',
      image: IMAGES.hardWater,
    },
    {
      title: `Plomeros con licencia que atienden ${area.name}`,
      body: 'Todas las empresas que ve en UpKeep trabajan en su código postal, así que hay ayuda cerca cuando revienta un tubo o se tapa un drenaje, y puede leer primero lo que opinaron sus vecinos.',
      image: IMAGES.localPros,
    },
    compareSection,
  ]),
  testimonials: [area.plumbing.testimonial, GROUP_TESTIMONIALS[0]],
  leadForm: true,
}));

const SUBS: SubPageCopy[] = [
  {
    path: '/drain-cleaning',
    sectionsTitle: 'Cómo destapan sus drenajes los profesionales locales',
    title: 'Limpieza de drenajes en Las Vegas',
    description:
      'Limpieza de drenajes en Las Vegas para lavabos lentos, tinas tapadas y líneas principales, con cámara e hidrojet. Reserve un plomero local en UpKeep.',
    heroTitle: 'Limpieza de drenajes que acaba con los tapones',
    heroSubtitle:
      '¿Un lavabo que drena lento, un inodoro que gorgotea o la línea principal tapada? Reserve un plomero local que encuentre la causa, no solo el tapón.',
    image: IMG.drainCleaning,
    intro: {
      title: 'Mucho más que pasar la sonda',
      text: 'En Las Vegas, los tapones suelen ser una mezcla de grasa, jabón y sarro del agua dura que va cerrando las tuberías con los años, y en las casas más antiguas se suman las raíces de los árboles y el hierro fundido hundido. Una limpieza profesional destapa la línea y le dice por qué se tapó.',
    },
    sections: [
      {
        title: 'Cocina, baño y líneas principales',
        body: 'Desde un lavabo del baño que drena lento hasta una línea principal que se regresa por la tina, los plomeros traen el cable, el cabezal de corte o el hidrojet adecuados para cada tamaño de tubería.',
        image: IMG.drainCleaning,
      },
      {
        title: 'Inspección con cámara para los tapones que regresan',
        body: 'Cuando un drenaje se tapa una y otra vez, una inspección con cámara muestra raíces, sarro, tramos hundidos o tubería rota, para que pague por arreglar el verdadero problema una sola vez en lugar de destaparlo cada tanto.',
        image: IMG.leakDetection,
      },
      {
        title: 'Hidrojet para el sarro y la grasa',
        body: 'El agua a alta presión arranca la grasa acumulada y el sarro de las paredes de la tubería, y devuelve el flujo completo a las líneas de la cocina y a los viejos drenajes de hierro fundido.',
        image: IMAGES.hardWater,
      },
    ],
    testimonials: [
      {
        title: 'Monica S., Paradise',
        text: 'La regadera drenaba más lento cada semana. El plomero sacó una cantidad impresionante de pelo y sarro, y de paso revisó todos los demás drenajes.',
      },
      {
        title: 'Jeff T., Spring Valley',
        text: 'La cámara mostró raíces en nuestra línea de drenaje. La limpiaron con hidrojet ese mismo día y programaron una reparación con encamisado para la semana siguiente. Se acabaron los tapones.',
      },
    ],
  },
  {
    path: '/leak-detection',
    sectionsTitle: 'Cómo la detección de fugas protege su casa',
    title: 'Detección de fugas en Las Vegas',
    description:
      'Detección de fugas ocultas y bajo la losa en Las Vegas con equipo acústico y térmico. Encuéntrelas antes de que causen daños. Compare plomeros en UpKeep.',
    heroTitle: 'Encuentre las fugas ocultas antes de que causen daños',
    heroSubtitle:
      '¿El recibo del agua sube, hay partes tibias en el piso o se oye correr el agua? Reserve un profesional local que localice la fuga sin destrozar su casa.',
    image: IMG.leakDetection,
    intro: {
      title: 'En las casas sobre losa, las fugas se esconden bien',
      text: 'La mayoría de las casas de Las Vegas están construidas sobre losas de concreto con las líneas de agua por debajo. Las líneas de agua caliente, sobre todo, se pueden desgastar con el tiempo, y una fuga puede correr durante meses antes de que usted la note. La detección profesional la encuentra rápido y mantiene pequeñas las reparaciones.',
    },
    sections: [
      {
        title: 'Fugas bajo la losa en las casas del desierto',
        body: 'Las partes tibias en la loseta, un medidor que se mueve con todas las llaves cerradas o las grietas en el piso pueden indicar una fuga bajo la losa. Los plomeros la confirman con una prueba de presión antes de abrir nada.',
        image: IMG.leakDetection,
      },
      {
        title: 'Detección sin romper',
        body: 'El equipo de escucha acústica y las cámaras térmicas ubican la fuga con una precisión de pulgadas, así que la reparación solo abre un pedacito de piso o de pared en lugar de todo un cuarto.',
        image: IMAGES.thermostat,
      },
      {
        title: 'Reparaciones y desvíos',
        body: 'Una vez encontrada la fuga, su plomero puede reparar ese tramo de la línea o desviarla por las paredes o el ático, que a menudo es la solución más duradera para la plomería vieja bajo la losa.',
        image: IMG.repairs,
      },
    ],
    testimonials: [
      {
        title: 'Diane L., Henderson',
        text: 'El piso del baño estaba tibio y el recibo del agua se había duplicado. Encontraron una fuga bajo la losa en 40 minutos y solo tuvieron que abrir un cuadro de un pie.',
      },
      {
        title: 'Aaron B., Centennial Hills',
        text: 'Estaba seguro de que teníamos un problema grande. Resultó ser una válvula de riego con fuga. Un diagnóstico honesto y una cuenta pequeña.',
      },
    ],
  },
  {
    path: '/repairs',
    sectionsTitle: 'Qué cubren las reparaciones de plomería',
    searchTitle: 'Encuentre un plomero para reparaciones',
    title: 'Reparaciones de plomería en Las Vegas',
    description:
      'Reparaciones de plomería en Las Vegas: llaves, inodoros, válvulas, reguladores de presión y tubos reventados. Compare plomeros con licencia en UpKeep.',
    heroTitle: 'Reparaciones de plomería bien hechas a la primera',
    heroSubtitle:
      '¿Una llave que gotea, un inodoro que no deja de correr o un tubo que acaba de reventar? Reserve un plomero local con licencia y vea el precio antes de comprometerse.',
    image: IMG.repairs,
    intro: {
      title: 'Goteos pequeños, recibos del agua grandes',
      text: 'Un inodoro que no deja de correr puede desperdiciar cientos de galones al día, y el agua dura desgasta los cartuchos de las llaves y las válvulas de llenado más rápido aquí que casi en cualquier otro lugar. Hacer las reparaciones a tiempo ahorra agua, dinero y los gabinetes debajo de su fregadero.',
    },
    sections: [
      {
        title: 'Llaves, inodoros y accesorios',
        body: 'Los plomeros cambian cartuchos, válvulas de llenado y válvulas de descarga gastadas, vuelven a sellar inodoros e instalan accesorios nuevos, y traen las piezas más comunes para que la mayoría de los trabajos queden listos en una sola visita.',
        image: IMG.repairs,
      },
      {
        title: 'Tuberías, válvulas y reguladores de presión',
        body: 'Una presión de agua de más de 80 psi, común en los vecindarios de las lomas, desgasta mangueras y válvulas. Una válvula reductora de presión nueva protege todo su sistema.',
        image: IMAGES.hardWater,
      },
      compareSection,
    ],
    testimonials: [
      {
        title: 'Paula R., Enterprise',
        text: 'Reservé un plomero para una llave que goteaba y un inodoro que no dejaba de correr. Arregló los dos en una visita, y el precio fue exactamente el que vi en línea.',
      },
      {
        title: 'Hector G., Sunrise Manor',
        text: 'Se reventó una manguera de suministro debajo del lavabo del baño. Vinieron esa misma tarde, cambiaron todas las mangueras viejas de la casa y hasta revisaron el calentador de agua.',
      },
    ],
  },
  {
    path: '/water-heating',
    sectionsTitle: 'Servicios de calentadores de agua que puede reservar',
    searchTitle: 'Encuentre expertos en calentadores de agua cerca de usted',
    title: 'Reparación e instalación de calentadores de agua en Las Vegas',
    description:
      'Reparación, purga, reemplazo e instalación de calentadores sin tanque en Las Vegas. Expertos en agua dura cerca de usted. Compare plomeros en UpKeep.',
    heroTitle: 'Servicio de calentadores de agua para casas con agua dura',
    heroSubtitle:
      '¿Sin agua caliente, un tanque que retumba o agua con óxido? Reserve un profesional local para reparar, purgar o reemplazar su calentador de agua.',
    image: IMG.waterHeating,
    intro: {
      title: 'El agua dura es dura con los calentadores',
      text: 'El sarro se asienta en el fondo de los calentadores de tanque y recubre los intercambiadores de calor de los calentadores sin tanque, lo que los hace trabajar más y desgastarse antes. Purgarlos con regularidad, revisar el ánodo y reemplazarlos a tiempo mantiene el agua caliente y los recibos de energía bajos.',
    },
    sections: [
      {
        title: 'Purga y revisión del ánodo',
        body: 'Una purga al año saca el sedimento que hace retumbar el tanque y desperdiciar energía, y una varilla de ánodo nueva protege el recubrimiento del tanque contra la corrosión.',
        image: IMAGES.hardWater,
      },
      {
        title: 'Reparaciones y reemplazos',
        body: 'Los plomeros arreglan termostatos, resistencias, válvulas de gas y pilotos, y cuando un tanque tiene fuga instalan un reemplazo del tamaño correcto y que cumple con el código, a menudo el mismo día.',
        image: IMG.waterHeating,
      },
      {
        title: 'Calentadores sin tanque y de alta eficiencia',
        body: 'Los calentadores sin tanque y los de bomba de calor ahorran espacio y energía. Los profesionales locales los eligen del tamaño adecuado para su hogar y desincrustan los sin tanque para que el agua dura no los apague.',
        image: IMAGES.thermostat,
      },
    ],
    testimonials: [
      {
        title: 'Rita C., Alliante',
        text: 'Nuestro tanque tenía 15 años y tronaba como palomitas. Lo cambiaron a la mañana siguiente y se llevaron el viejo. Ya volvimos a bañarnos con agua caliente.',
      },
      {
        title: 'Sam W., Summerlin',
        text: 'El plomero le quitó el sarro a nuestro calentador sin tanque y dejó un recordatorio para el próximo año. Llevaba meses dándonos agua tibia.',
      },
    ],
  },
];

const SUB_PAGES = SUBS.map((sub) => buildSubPage(INFO, sub, 'benefits'));

export const PLUMBING_PAGES: readonly LandingPageContent[] = [MAIN, ...AREAS, ...SUB_PAGES];
