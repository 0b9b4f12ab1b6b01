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

const SERVICE_NAME = 'Jardinería';
const INFO: GroupInfo = { group: 'landscaping', serviceId: ServiceId.Landscaping, serviceName: SERVICE_NAME };
const HERO_IMAGE = landingImage(
  'landscaping-hero',
  'Ilustración de una casa con jardín desértico, palmeras, agaves y piedras',
);
const SEARCH_TITLE = 'Encuentre un jardinero cerca de usted';

const IMG = {
  artificialTurf: landingImage(
    'artificial-turf',
    'Ilustración de un césped artificial verde en un patio trasero del desierto rodeado de muros',
  ),
  irrigation: landingImage('irrigation', 'Ilustración de líneas de riego por goteo que riegan arbustos del desierto'),
  design: landingImage(
    'landscaping-design',
    'Ilustración de un plano de xerojardinería con agaves, rocas grandes y un árbol de sombra',
  ),
  maintenance: landingImage(
    'general-maintenance',
    'Ilustración de un rastrillo y una sopladora junto a un patio de grava ordenado',
  ),
  mulching: landingImage('mulching', 'Ilustración de una carretilla que esparce mantillo alrededor de un árbol joven'),
  treeRemoval: landingImage('tree-removal', 'Ilustración de un tocón y un tronco cortado listos para llevárselos'),
  trimming: landingImage('trimming', 'Ilustración de unas tijeras de podar junto a una palmera bien recortada'),
};

const GROUP_TESTIMONIALS: [Testimonial, ...Testimonial[]] = [
  {
    title: 'Melissa J., Henderson',
    text: 'Comparamos cuatro jardineros en cinco minutos. El que elegimos cambió el césped del frente por plantas del desierto y piedra, y nuestro recibo del agua del verano bajó casi a la mitad.',
  },
  {
    title: 'Carlos R., Summerlin',
    text: 'Una tormenta del monzón partió nuestro mezquite y esa misma tarde reservé una cuadrilla en UpKeep. Vinieron dos días después y recogieron hasta la última rama.',
  },
  {
    title: 'Dana P., Spring Valley',
    text: 'Por fin un servicio de jardinería que llega cuando dice que va a llegar. El mantenimiento semanal va en piloto automático y puedo ver cada visita en mis tickets.',
  },
];

const CAROUSEL: SubServiceCard[] = [
  subServiceCard(
    '/artificial-turf',
    'Césped artificial',
    'Césped suave y resistente al calor que se mantiene verde todo el año, sin regarlo y sin cortarlo.',
    IMG.artificialTurf,
  ),
  subServiceCard(
    '/irrigation',
    'Riego',
    'Instalación de goteo, reparación de aspersores y controladores inteligentes ajustados a cada temporada.',
    IMG.irrigation,
  ),
  subServiceCard(
    '/landscaping-design',
    'Diseño de jardines',
    'Diseños para el desierto con sombra, color y plantas que califican para los reembolsos por quitar césped.',
    IMG.design,
  ),
  subServiceCard(
    '/general-maintenance',
    'Mantenimiento general',
    'Limpiezas semanales o cada dos semanas, deshierbe, sopladora y rastrillado de la piedra.',
    IMG.maintenance,
  ),
  subServiceCard(
    '/mulching',
    'Mantillo',
    'Mantillo, piedra y granito descompuesto que mantienen frescas las raíces y a raya la maleza.',
    IMG.mulching,
  ),
  subServiceCard(
    '/tree-removal',
    'Remoción de árboles',
    'Remoción segura de árboles peligrosos o dañados por tormentas, con el triturado del tocón incluido.',
    IMG.treeRemoval,
  ),
  subServiceCard(
    '/trimming',
    'Poda',
    'Limpieza de palmeras, aclareo de copas y recorte de arbustos antes de los vientos del monzón.',
    IMG.trimming,
  ),
];

const MAIN: LandingPageContent = {
  path: '/landscaping',
  kind: 'main',
  group: 'landscaping',
  serviceId: ServiceId.Landscaping,
  serviceName: SERVICE_NAME,
  title: 'Servicios de jardinería en Las Vegas',
  description:
    'Compare jardineros en Las Vegas para xerojardinería, riego, mantenimiento, poda y trabajo en árboles. Vea precios y calificaciones y reserve en UpKeep.',
  hero: {
    title: 'Jardinería pensada para el desierto de Las Vegas',
    subtitle:
      'Desde el cuidado semanal del jardín hasta una transformación completa con xerojardinería, compare jardineros locales de confianza por precio y calificación y reserve el que más le convenga.',
    image: HERO_IMAGE,
    searchTitle: SEARCH_TITLE,
    searchSubtitle: SEARCH_SUBTITLE,
  },
  intro: {
    title: 'Un jardín que prospera en veranos de 115 grados',
    text: 'Los jardines de Las Vegas enfrentan un sol implacable, suelo de caliche, vientos del monzón y reglas de agua cada vez más estrictas. UpKeep lo pone en contacto con jardineros que trabajan con el desierto y no en su contra: riego por goteo ajustado a cada temporada, plantas nativas y adaptadas al desierto, y diseños que pueden calificar para los reembolsos de la SNWA por reemplazar el césped.',
  },
  sectionsTitle: 'Por qué los propietarios de Las Vegas reservan su jardinería con UpKeep',
  sectionStyle: 'benefits',
  sections: numberSections([
    {
      title: 'Ahorre agua sin sacrificar la buena imagen de su casa',
      body: 'Cambiar el césped que consume tanta agua por plantas del desierto, piedra y goteo puede reducir muchísimo el consumo de agua al aire libre. Los diseñadores locales combinan agaves, yuca roja, cenizo y árboles de sombra en jardines que se ven frondosos en julio y califican para los reembolsos de Water Smart Landscapes.',
      image: IMG.design,
    },
    {
      title: 'Cuadrillas que conocen el suelo y las temporadas del valle',
      body: 'El caliche, el suelo alcalino y los cambios de temperatura de 40 grados exigen conocimiento local. Nuestras empresas plantan en las temporadas de otoño y primavera, protegen las plantas delicadas antes de las heladas de enero y aclaran los árboles antes de que lleguen los vientos del monzón.',
      image: IMAGES.monsoon,
    },
    compareSection,
  ]),
  testimonials: GROUP_TESTIMONIALS,
  carousel: { title: 'Servicios de jardinería que ofrecemos', cards: CAROUSEL },
  areaLinks: {
    title: 'Jardinería en todo el valle',
    links: AREA_PROFILES.map((area) => ({
      name: `Jardinería en ${area.name}`,
      path: areaPath('landscaping', area.slug),
    })),
  },
  leadForm: true,
};

const AREAS: LandingPageContent[] = AREA_PROFILES.map((area) => ({
  path: areaPath('landscaping', area.slug),
  kind: 'area',
  group: 'landscaping',
  serviceId: ServiceId.Landscaping,
  serviceName: SERVICE_NAME,
  areaName: area.name,
  title: `Jardinería y mantenimiento de patios en ${area.name}`,
  description: area.landscaping.description,
  hero: {
    title: `Servicios de jardinería en ${area.name}`,
    subtitle: `Cuéntenos sobre su jardín y lo pondremos en contacto con un jardinero de confianza en ${area.name}, desde el mantenimiento semanal hasta una transformación desértica completa.`,
    image: HERO_IMAGE,
    searchTitle: SEARCH_TITLE,
    searchSubtitle: SEARCH_SUBTITLE,
  },
  intro: { title: area.landscaping.introTitle, text: area.landscaping.introText },
  sectionsTitle: `Jardinería en ${area.name}, sin complicaciones`,
  sectionStyle: 'benefits',
  sections: numberSections([
    {
      title: `Jardines que ahorran agua para las casas de ${area.name}`,
      body: 'El riego por goteo, las plantas adaptadas al desierto y una capa nueva de piedra mantienen su jardín verde donde importa, con una fracción del agua que necesita un césped. Pregunte por diseños que califican para los reembolsos de Water Smart Landscapes de la SNWA.',
      image: IMG.design,
    },
    {
      title: `Cuadrillas locales que conocen ${area.name}`,
      body: 'Todas las empresas que ve en UpKeep atienden su código postal, así que encuentra jardineros que conocen el suelo, las reglas de la HOA y las mejores temporadas para plantar en su parte del valle.',
      image: IMAGES.localPros,
    },
    compareSection,
  ]),
  testimonials: [area.landscaping.testimonial, GROUP_TESTIMONIALS[0]],
  leadForm: true,
}));

const SUBS: SubPageCopy[] = [
  {
    path: '/artificial-turf',
    sectionsTitle: 'Por qué los propietarios de Las Vegas eligen el césped artificial',
    title: 'Instalación de césped artificial en Las Vegas',
    description:
      'Instalación de césped artificial en Las Vegas: pasto sintético resistente al calor, buen drenaje y relleno apto para mascotas. Compare instaladores en UpKeep.',
    heroTitle: 'Césped artificial que se mantiene verde todo el año',
    heroSubtitle:
      'Cambie un césped sediento por uno artificial que se ve muy bien en julio y nunca necesita aspersores. Compare instaladores locales verificados y reserve en línea.',
    image: IMG.artificialTurf,
    intro: {
      title: 'Pasto verde, sin horario de riego',
      text: 'Un césped natural puede consumir decenas de miles de galones al año en el desierto de Mojave. Un buen césped sintético conserva el aspecto suave y verde para niños y mascotas mientras baja su recibo del agua, y una base bien nivelada drena un aguacero del monzón en minutos.',
    },
    sections: [
      {
        title: 'Hecho para el calor del desierto',
        body: 'Los instaladores recomiendan fibras con protección UV que no se decoloran con el sol de Las Vegas, y rellenos refrescantes que alivian las tardes calurosas. También le aconsejan dónde funciona mejor el césped: en áreas de juego con sombra y patios laterales, más que junto a un muro del oeste que se cuece todo el día.',
        image: IMAGES.desertSun,
      },
      {
        title: 'Apto para mascotas y fácil de limpiar',
        body: 'El respaldo permeable y el relleno antimicrobiano dejan que el agua del enjuague y la lluvia drenen directamente, así que las áreas de los perros se mantienen frescas. Con una pasada de manguera y un cepillado de vez en cuando, las hojas del césped se mantienen de pie.',
        image: IMG.artificialTurf,
      },
      {
        title: 'Menos agua, menos trabajo',
        body: 'Sin cortar, sin fertilizante, sin resembrar después de un verano caluroso y sin reparar aspersores. Pregúntele a su instalador cómo encaja el césped en las normas de su HOA y en las reglas de la SNWA antes de quitar el pasto viejo.',
        image: IMG.irrigation,
      },
    ],
    testimonials: [
      {
        title: 'Jordan L., Enterprise',
        text: 'Nuestros perros acababan con cada césped que plantábamos. La instalación del césped artificial tomó dos días y después de todo un verano sigue como nuevo.',
      },
      {
        title: 'Angela S., Henderson',
        text: 'El instalador niveló la base tan bien que nuestro patio drenó en minutos durante la última tormenta del monzón. Ya no entra lodo a la casa.',
      },
    ],
  },
  {
    path: '/irrigation',
    sectionsTitle: 'Lo que un buen profesional de riego hace por usted',
    title: 'Riego y reparación de sistemas de goteo en Las Vegas',
    description:
      'Instalación de riego por goteo, reparación de aspersores y controladores inteligentes en Las Vegas. Compare profesionales de riego por precio en UpKeep.',
    heroTitle: 'Sistemas de riego ajustados al desierto',
    heroSubtitle:
      'Que cada gota llegue a las raíces, no a la acera. Reserve a un profesional local de riego para reparaciones, conversiones a goteo y controladores inteligentes.',
    image: IMG.irrigation,
    intro: {
      title: 'En el Mojave, cada gota cuenta',
      text: 'El horario de riego por temporada del valle limita los días en que puede regar, y un gotero roto o un aspersor desalineado pueden desperdiciar cientos de galones a la semana. Un sistema de goteo bien diseñado con un controlador inteligente mantiene sanas las plantas con calor de 110 grados y a usted dentro de las reglas.',
    },
    sections: [
      {
        title: 'Goteo que llega a las raíces',
        body: 'Los goteros dan agua lenta y profunda justo donde la necesitan las plantas del desierto, casi sin evaporación. Los profesionales calculan cada zona para árboles, arbustos y cubresuelos, para que nada reciba de más ni de menos.',
        image: IMG.irrigation,
      },
      {
        title: 'Controladores inteligentes que siguen las temporadas',
        body: 'Los controladores basados en el clima ajustan los tiempos de riego a medida que el valle pasa de los horarios de primavera a los de verano y de invierno, y se pausan solos cuando pasa una tormenta del monzón.',
        image: IMAGES.thermostat,
      },
      {
        title: 'Reparación rápida de fugas y tapones',
        body: 'El agua dura tapa los goteros y la manguera quemada por el sol se agrieta con el tiempo. Los técnicos purgan las líneas, cambian válvulas y reparan los ramales rotos antes de que sus plantas, o su recibo del agua, muestren el daño.',
        image: IMAGES.hardWater,
      },
    ],
    testimonials: [
      {
        title: 'Phil M., Summerlin',
        text: 'La mitad de nuestros goteros estaban tapados de sarro. El técnico purgó el sistema, cambió los dañados e instaló un controlador inteligente. En dos semanas las plantas revivieron.',
      },
      {
        title: 'Rachel D., North Las Vegas',
        text: 'Llevábamos meses con un charco junto a la entrada de la cochera. Encontraron un ramal agrietado en una hora y lo repararon el mismo día.',
      },
    ],
  },
  {
    path: '/landscaping-design',
    sectionsTitle: 'Qué hace falta para un gran diseño desértico',
    title: 'Diseño de jardines en Las Vegas',
    description:
      'Diseño de jardines desérticos y xerojardinería en Las Vegas: planos aptos para reembolsos, árboles de sombra y plantas de poco riego. Reserve en UpKeep.',
    heroTitle: 'Diseño de jardines hecho para vivir en el desierto',
    heroSubtitle:
      'Convierta un césped cansado o un terreno de pura tierra en un jardín que le encante. Trabaje con diseñadores locales que saben qué crece en el valle.',
    image: IMG.design,
    intro: {
      title: 'Jardines hermosos que pertenecen al desierto',
      text: 'Los mejores jardines de Las Vegas usan sombra, textura y color en lugar de acres de pasto. Un diseñador local planea dónde van las plantas, la piedra, los caminos y la iluminación según cómo usa usted su jardín y según el recorrido del sol sobre él.',
    },
    sections: [
      {
        title: 'Plantas a las que les encanta el calor',
        body: 'El sotol, la yuca roja, el cenizo, la lantana y el palo verde dan color todo el año con poca agua. Los diseñadores agrupan las plantas según el agua que necesitan, para que cada zona de goteo funcione solo el tiempo necesario.',
        image: IMG.design,
      },
      {
        title: 'Sombra donde la necesita',
        body: 'Un mezquite bien ubicado o una pérgola en el lado oeste pueden refrescar un patio varios grados y quitarle carga a su aire acondicionado. Los diseñadores estudian el sol de la tarde antes de elegir un solo árbol.',
        image: IMAGES.desertSun,
      },
      {
        title: 'Planos que califican para reembolsos',
        body: 'Reemplazar el césped con un jardín que ahorra agua puede calificar para el reembolso Water Smart Landscapes de la SNWA. Su diseñador puede preparar un plano que cumpla con sus reglas y con el proceso de aprobación de su HOA.',
        image: IMAGES.comparePrices,
      },
    ],
    testimonials: [
      {
        title: 'Steph y Rob W., Centennial Hills',
        text: 'El diseñador escuchó cómo usamos de verdad el patio. Nos quedó un área para sentarnos a la sombra, un pedacito de césped para los niños y un jardín desértico que se ve bien todo el año.',
      },
      {
        title: 'Linda T., Paradise',
        text: 'Nuestro plano calificó para el reembolso por quitar el césped, que cubrió buena parte de la instalación. El jardín se ve mejor y el recibo del agua bajó muchísimo.',
      },
    ],
  },
  {
    path: '/general-maintenance',
    sectionsTitle: 'Qué incluye el mantenimiento regular',
    title: 'Mantenimiento de jardines en Las Vegas',
    description:
      'Mantenimiento de jardines semanal o cada dos semanas en Las Vegas: deshierbe, sopladora, rastrillado de piedra y cuidado de temporada. Compare en UpKeep.',
    heroTitle: 'Mantenimiento de jardines confiable, semana tras semana',
    heroSubtitle:
      'Mantenga su jardín limpio, sano y listo para la HOA sin mover un dedo. Reserve una cuadrilla local confiable cuando a usted le convenga.',
    image: IMG.maintenance,
    intro: {
      title: 'Un jardín ordenado en todas las temporadas',
      text: 'Los jardines desérticos también necesitan cuidado regular: la maleza brota después de cada lluvia, el palo verde y el mezquite tiran hojas y vainas, y el viento acumula basura entre la piedra. Una visita de mantenimiento regular mantiene todo bajo control y detecta a tiempo los problemas del riego.',
    },
    sections: [
      {
        title: 'Grava ordenada y jardineras limpias',
        body: 'Las cuadrillas arrancan y tratan la maleza, limpian con sopladora las áreas de piedra y concreto, acomodan la piedra en su lugar y quitan la basura de las esquinas y los muros para que su jardín siempre se vea cuidado.',
        image: IMG.maintenance,
      },
      {
        title: 'Cuidados de temporada a tiempo',
        body: 'Revisión del riego antes del verano, limpieza después de las tormentas del monzón y poda de invierno mientras las plantas descansan: su cuadrilla sigue el calendario del desierto para que usted no tenga que hacerlo.',
        image: IMAGES.monsoon,
      },
      {
        title: 'Una cuadrilla con la que puede contar',
        body: 'Reserve a la misma empresa de confianza visita tras visita, vea cada cita en sus tickets y cámbiela con unos cuantos clics cuando cambien sus planes.',
        image: IMAGES.calendar,
      },
    ],
    testimonials: [
      {
        title: 'Denise K., Alliante',
        text: 'La misma cuadrilla cada dos semanas, siempre puntual, y me avisan cuando algo en el riego no se ve bien. Justo lo que quería.',
      },
      {
        title: 'Greg H., Henderson',
        text: 'Después de la tormenta del monzón, el patio de atrás quedó lleno de ramas y vainas. Lo dejaron limpio en su visita de siempre, sin ningún drama.',
      },
    ],
  },
  {
    path: '/mulching',
    sectionsTitle: 'Por qué el mantillo y la piedra importan aquí',
    title: 'Mantillo y cubierta de piedra en Las Vegas',
    description:
      'Mantillo, granito descompuesto y cubierta de piedra en Las Vegas para raíces más frescas y menos maleza. Compare jardineros locales y reserve en UpKeep.',
    heroTitle: 'Mantillo y piedra que protegen su suelo',
    heroSubtitle:
      'Raíces más frescas, menos maleza y un acabado impecable. Reserve profesionales locales para renovar sus jardineras con la cubierta adecuada para cada planta.',
    image: IMG.mulching,
    intro: {
      title: 'La forma más sencilla de ayudar a las plantas contra el calor',
      text: 'En verano, la tierra desnuda del desierto puede pasar con creces de los 140 grados. Una capa de mantillo o de piedra le da sombra a la zona de las raíces, conserva la humedad de cada riego y evita que broten las semillas de maleza, y además les da a las jardineras un acabado limpio.',
    },
    sections: [
      {
        title: 'Raíces más frescas en verano',
        body: 'Unas cuantas pulgadas de cubierta pueden mantener el suelo muchísimo más fresco que la tierra desnuda, lo que significa menos estrés para los árboles y arbustos jóvenes durante julio y agosto.',
        image: IMAGES.desertSun,
      },
      {
        title: 'Menos maleza y menos riego',
        body: 'El mantillo y la malla antihierba bloquean la luz a las semillas de maleza y frenan la evaporación, así que el goteo puede funcionar menos tiempo y las cuadrillas pasan menos tiempo deshierbando.',
        image: IMG.mulching,
      },
      {
        title: 'La cubierta correcta para cada jardinera',
        body: 'El mantillo orgánico va bien en los huertos y alrededor de las raíces de los árboles de sombra; el granito descompuesto y la piedra del desierto van bien con cactus y suculentas. Su profesional elegirá la cubierta según la planta.',
        image: IMG.design,
      },
    ],
    testimonials: [
      {
        title: 'Tina B., Spring Valley',
        text: 'Rellenaron nuestra piedra, pusieron mantillo alrededor de los árboles frutales y tendieron malla en el patio lateral. La maleza pasó de salir cada semana a casi nunca.',
      },
      {
        title: 'Oscar V., Sunrise Manor',
        text: 'El granito descompuesto nuevo en el frente hizo que toda la casa se viera más nueva. Trabajo rápido, precio justo, y se llevaron la piedra vieja.',
      },
    ],
  },
  {
    path: '/tree-removal',
    sectionsTitle: 'Por qué contratar a una cuadrilla profesional de árboles',
    title: 'Remoción de árboles y triturado de tocones en Las Vegas',
    description:
      'Remoción segura de árboles peligrosos, secos o dañados por tormentas y triturado de tocones en Las Vegas. Compare cuadrillas locales aseguradas en UpKeep.',
    heroTitle: 'Remoción segura de árboles con profesionales locales',
    heroSubtitle:
      '¿Un árbol seco, inclinado o dañado por una tormenta? Reserve una cuadrilla local con experiencia que lo quite de forma segura y deje su jardín limpio.',
    image: IMG.treeRemoval,
    intro: {
      title: 'Cuando un árbol tiene que irse',
      text: 'Los vientos del monzón pueden quebrar ramas frágiles y arrancar árboles de raíces poco profundas, y algunas especies crecen demasiado rápido para los jardines pequeños del desierto. Quitar un árbol cerca de muros, techos y cables eléctricos requiere el equipo y la experiencia adecuados: deje que lo haga un profesional local.',
    },
    sections: [
      {
        title: 'Árboles peligrosos o dañados por tormentas',
        body: 'Los troncos partidos, los árboles inclinados y las ramas secas son un riesgo para las personas y la propiedad. Las cuadrillas amarran y bajan cada sección de forma controlada en lugar de dejarla caer.',
        image: IMAGES.monsoon,
      },
      {
        title: 'Raíces que amenazan muros y tuberías',
        body: 'Las raíces sedientas pueden levantar muros de bloque, agrietar patios y meterse en las líneas de drenaje. Su profesional le dirá con honestidad cuándo basta con podar y cuándo quitar el árbol es lo más seguro.',
        image: IMG.treeRemoval,
      },
      {
        title: 'Limpieza y triturado del tocón incluidos',
        body: 'Pida que su presupuesto incluya llevarse los restos y triturar el tocón, para que el trabajo termine con un jardín limpio y listo para un árbol nuevo más adecuado.',
        image: IMG.mulching,
      },
    ],
    testimonials: [
      {
        title: 'Bill A., Paradise',
        text: 'Después de una tormenta, un pino enorme quedó inclinado sobre el techo del vecino. La cuadrilla lo bajó pedazo por pedazo sin tocar ninguna de las dos casas.',
      },
      {
        title: 'Kim N., Boulder City',
        text: 'El triturado del tocón, la limpieza y llevarse todo venían incluidos en el precio. No se nota que alguna vez hubo un árbol ahí.',
      },
    ],
  },
  {
    path: '/trimming',
    sectionsTitle: 'Los beneficios de una poda profesional',
    title: 'Poda de árboles y arbustos en Las Vegas',
    description:
      'Poda de árboles, palmeras y arbustos en Las Vegas. Aclare las copas antes del monzón y mantenga sanas sus plantas. Compare profesionales por precio en UpKeep.',
    heroTitle: 'Poda experta de árboles, palmeras y arbustos',
    heroSubtitle:
      'Plantas más sanas y árboles más seguros antes de que lleguen las tormentas. Reserve profesionales locales para palmeras, árboles de sombra y arbustos.',
    image: IMG.trimming,
    intro: {
      title: 'Podados como se debe, para el desierto',
      text: 'Una buena poda tiene que ver con la salud de la planta, no solo con la apariencia. Aclarar una copa densa deja que los vientos del monzón pasen a través de ella en lugar de tumbar el árbol, y una poda cuidadosa mantiene en flor a los cenizos y las adelfas en lugar de dejarlos recortados como cajas.',
    },
    sections: [
      {
        title: 'Aclare las copas antes del monzón',
        body: 'Las copas densas de mezquites, acacias y palos verdes funcionan como velas en las tormentas de verano. Aclararlas a finales de la primavera reduce el riesgo de troncos partidos y ramas caídas.',
        image: IMAGES.monsoon,
      },
      {
        title: 'Poda de palmeras bien hecha',
        body: 'Las cuadrillas quitan las hojas secas y los racimos de semillas sin cortar de más la corona verde y sana, lo que debilita a las palmeras. Limpiar las bases de las hojas viejas le da al tronco un acabado limpio.',
        image: IMG.trimming,
      },
      {
        title: 'Arbustos sanos, no paletas',
        body: 'La poda de forma natural mantiene en flor a los arbustos del desierto y hace que den sombra a sus propias raíces. La poda fuerte espera a los meses más frescos, para no estresar a las plantas con calor de 110 grados.',
        image: IMG.design,
      },
    ],
    testimonials: [
      {
        title: 'Maria G., Summerlin',
        text: 'Por fin nuestras palmeras se ven como las de los resorts. Limpiaron los racimos y las hojas secas y dejaron las coronas llenas.',
      },
      {
        title: 'Derek F., Enterprise',
        text: 'Aclararon nuestro mezquite en mayo. Llegaron las tormentas de julio, a los vecinos se les cayeron ramas y a nuestro árbol no se le cayó ni una.',
      },
    ],
  },
];

const SUB_PAGES = SUBS.map((sub) => buildSubPage(INFO, sub, 'benefits'));

export const LANDSCAPING_PAGES: readonly LandingPageContent[] = [MAIN, ...AREAS, ...SUB_PAGES];
