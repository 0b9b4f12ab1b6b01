import { LANDING_AREAS, type LandingAreaSlug } from '@upkeep/contract';
import type { AreaProfile } from '../areas';

/** The ten neighbourhoods' local copy in Spanish, in LANDING_AREAS order (the areas keep their names). */
const PROFILES: Record<LandingAreaSlug, Omit<AreaProfile, 'slug' | 'name'>> = {
  summerlin: {
    landscaping: {
      description:
        'Jardineros en Summerlin: jardines al día con la HOA, riego por goteo, poda y renovaciones desérticas cerca de Red Rock. Compare y reserve en UpKeep.',
      introTitle: 'Jardines que cumplen con la HOA a la sombra de Red Rock',
      introText:
        'Los vecindarios de Summerlin tienen algunas de las normas de jardinería más detalladas del valle, y el viento del oeste que baja de las Spring Mountains castiga a las plantas jóvenes. Las cuadrillas locales conocen las plantas aprobadas, mantienen la grava y el granito como nuevos y ajustan las zonas de goteo a las noches un poco más frescas de la parte alta.',
      testimonial: {
        title: 'Karen M., The Trails',
        text: 'Un viernes la HOA nos mandó un aviso por los arbustos demasiado crecidos. Esa misma noche reservé una cuadrilla en UpKeep y a la semana siguiente el jardín pasó la inspección.',
      },
    },
    plumbing: {
      description:
        'Plomeros en Summerlin para fugas bajo la losa, daños del agua dura, calentadores de agua y drenajes tapados. Compare plomeros locales en UpKeep.',
      introTitle: 'Plomería para los vecindarios en crecimiento de Summerlin',
      introText:
        'Desde las casas de principios de los noventa en The Hills hasta las construcciones nuevas de Summerlin West, el enemigo común es el agua dura: llena de sarro llaves y accesorios, acorta la vida del calentador de agua y desgasta las tuberías más viejas. Reserve un plomero que resuelva el problema de hoy y le diga qué vigilar después.',
      testimonial: {
        title: 'Daniel R., Summerlin South',
        text: 'Nuestro recibo del agua se duplicó y nadie sabía por qué. En una hora el plomero encontró una fuga bajo la losa del cuarto de lavado, y esa misma semana desvió la tubería.',
      },
    },
    hvac: {
      introTitle: 'Comodidad en las casas de dos pisos de Summerlin',
      introText:
        'Muchas casas de Summerlin tienen dos pisos y grandes ventanas hacia el oeste, así que el piso de arriba se calienta cada tarde de mayo a octubre. Los profesionales de HVAC de la zona equilibran las zonas, sellan los ductos con fugas y mantienen los dos sistemas bien ajustados para que toda la casa esté cómoda.',
      testimonial: {
        title: 'Priya S., Summerlin',
        text: 'El piso de arriba siempre estaba ocho grados más caliente. El técnico reajustó las compuertas y encontró un ducto desconectado en el ático. La diferencia es como del día a la noche.',
      },
    },
  },
  henderson: {
    landscaping: {
      description:
        'Jardineros en Henderson para terrenos en pendiente, xerojardinería, riego y árboles, de Green Valley a Inspirada. Compare y reserve en UpKeep.',
      introTitle: 'Del césped de Green Valley a las laderas de Anthem',
      introText:
        'Los jardines de Henderson van desde céspedes maduros en Green Valley, listos para una renovación que ahorre agua, hasta terrenos rocosos y en pendiente en Anthem y MacDonald Highlands. Encuentre jardineros que controlen la erosión, construyan jardineras en terrazas e instalen sistemas de goteo que sigan funcionando cuando se levanta el viento de la tarde.',
      testimonial: {
        title: 'Tom B., Green Valley',
        text: 'Por fin cambiamos el césped del frente por plantas del desierto y piedra. La cuadrilla nos ayudó con los trámites del reembolso de la SNWA, y el jardín se ve mejor que cuando tenía pasto.',
      },
    },
    plumbing: {
      description:
        'Plomeros en Henderson para fugas, calentadores de agua, reguladores de presión y limpieza de drenajes. Compare empresas locales de confianza en UpKeep.',
      introTitle: 'Ayuda de plomería en todos los rincones de Henderson',
      introText:
        'Las casas en las lomas de Henderson suelen tener una presión de agua alta que desgasta válvulas y mangueras, mientras que los vecindarios más antiguos de Green Valley ya llegan a la edad en que los calentadores y las líneas de suministro necesitan atención. Los plomeros locales revisan, ajustan y reparan antes de que un goteo se convierta en un gabinete inundado.',
      testimonial: {
        title: 'Lisa K., Anthem',
        text: 'El plomero midió la presión del agua en 110 psi y cambió el regulador. Ya no se oyen golpes en la tubería, y ahora sí deberían durar nuestras llaves nuevas.',
      },
    },
    hvac: {
      introTitle: 'Aire acondicionado eficiente para las casas de Henderson',
      introText:
        'Las casas más grandes de Henderson a menudo hacen trabajar dos o tres sistemas durante el verano, y cada uno de ellos aspira polvo del desierto. Reserve mantenimiento, reparaciones o una mejora de alta eficiencia con un profesional de HVAC de Henderson que le diga qué unidad necesita atención primero.',
      testimonial: {
        title: 'Mark y Jen T., Seven Hills',
        text: 'Dos de nuestras tres unidades ya no daban abasto. El técnico limpió los dos condensadores, cambió un capacitor y el recibo de luz de julio salió más bajo que el de junio.',
      },
    },
  },
  paradise: {
    landscaping: {
      description:
        'Jardinería en Paradise, NV: cuidado de árboles maduros, cambio de césped a jardín desértico y mantenimiento semanal cerca de UNLV. Reserve en UpKeep.',
      introTitle: 'Renovando los jardines de siempre de Paradise',
      introText:
        'Muchas casas de Paradise cerca de UNLV y al este del Strip se construyeron en los años sesenta y setenta, con grandes árboles de sombra y céspedes plantados mucho antes de las reglas para ahorrar agua. Los jardineros locales mantienen sanos esos árboles, reemplazan el césped que consume tanta agua y le dan un aire desértico y fresco a una clásica casa estilo rancho.',
      testimonial: {
        title: 'Gloria P., University District',
        text: 'Nuestra vieja morera estaba tirando ramas sobre la cochera. La cuadrilla la quitó con cuidado, trituró el tocón y plantó un sauce del desierto en su lugar.',
      },
    },
    plumbing: {
      description:
        'Plomeros en Paradise, NV para tuberías viejas, limpieza de drenajes, fugas y calentadores de agua. Compare empresas locales y reserve en línea en UpKeep.',
      introTitle: 'Para que la plomería antigua de Paradise siga fluyendo',
      introText:
        'En Paradise son comunes los drenajes de hierro fundido y las líneas de suministro galvanizadas de hace décadas, y el agua dura solo acelera su desgaste. Un plomero local puede inspeccionar con cámara una línea principal que drena lento, reemplazar la tubería corroída y mantener casas, propiedades en renta y condominios funcionando sin sorpresas.',
      testimonial: {
        title: 'Andre L., Paradise',
        text: 'El drenaje de la cocina se tapaba cada pocos meses. La inspección con cámara mostró raíces en la vieja línea de hierro fundido; la limpiaron con agua a presión y nos dieron un presupuesto justo para la reparación.',
      },
    },
    hvac: {
      introTitle: 'Comodidad confiable cerca del Strip',
      introText:
        'Paradise tiene de todo, desde casas estilo rancho de los años setenta hasta condominios en torres, y muchos sistemas viejos que aguantan veranos de más de 100 grados. Comuníquese con un profesional de HVAC que pueda reparar una unidad antigua, sellar ductos desgastados o recomendarle un reemplazo del tamaño correcto.',
      testimonial: {
        title: 'Nicole F., Paradise',
        text: 'Nuestro aire acondicionado de 20 años por fin dejó de funcionar en agosto. UpKeep me mostró tres presupuestos lado a lado y al día siguiente por la tarde ya teníamos el sistema nuevo.',
      },
    },
  },
  'sunrise-manor': {
    landscaping: {
      description:
        'Jardineros en Sunrise Manor para limpieza de patios, poda de árboles, piedra y riego por goteo en el lado este. Compare precios y calificaciones en UpKeep.',
      introTitle: 'Patios del lado este con espacio para crecer',
      introText:
        'Los terrenos de Sunrise Manor suelen ser más grandes que en los suburbios nuevos, con árboles maduros y terreno abierto al pie de Frenchman Mountain. Las cuadrillas locales limpian patios descuidados, controlan la maleza y podan, y pueden convertir la tierra desnuda en un jardín de poco consumo de agua que se mantiene ordenado aun con las tormentas de polvo.',
      testimonial: {
        title: 'Rosa H., Sunrise Manor',
        text: 'El terreno de atrás era pura maleza y tierra. Lo limpiaron, pusieron malla antihierba y piedra, y le instalaron goteo a tres árboles nuevos. Por fin se siente parte de la casa.',
      },
    },
    plumbing: {
      description:
        'Plomeros en Sunrise Manor para fugas bajo la losa, tubería galvanizada, drenajes y calentadores de agua. Compare plomeros de confianza del este en UpKeep.',
      introTitle: 'Reparaciones de plomería para casas establecidas del este',
      introText:
        'Muchas casas de Sunrise Manor son de los años setenta y ochenta, cuando lo normal eran las tuberías de acero galvanizado y los primeros plásticos. La presión baja, el agua con óxido y las fugas inesperadas bajo la losa son señales de que es hora de que un plomero local le eche un vistazo.',
      testimonial: {
        title: 'James W., Sunrise Manor',
        text: 'El agua café de todas las mañanas resultó ser tubería galvanizada corroída. Cambiaron la tubería de los baños en dos días y dejaron todo limpio.',
      },
    },
    hvac: {
      introTitle: 'Cómo enfriar las casas más antiguas de Sunrise Manor',
      introText:
        'Algunas casas de Sunrise Manor todavía usan bombas de calor viejas o incluso enfriadores evaporativos, que pierden fuerza cuando sube la humedad en la temporada de monzones. Encuentre un experto en HVAC que mantenga funcionando un sistema antiguo o que planee con usted una mejora sensata.',
      testimonial: {
        title: 'Eddie M., Sunrise Manor',
        text: 'Nuestro enfriador evaporativo ya no daba abasto en julio. El instalador nos explicó las opciones con honestidad y nos decidimos por una bomba de calor que además calienta en invierno.',
      },
    },
  },
  enterprise: {
    landscaping: {
      description:
        "Jardineros en Enterprise para patios de casas nuevas, césped artificial, goteo y mantenimiento en Mountain's Edge y Southern Highlands. Reserve en UpKeep.",
      introTitle: 'Patios terminados para las casas nuevas de Enterprise',
      introText:
        "Enterprise es una de las zonas del valle que más rápido crecen, y muchos patios traseros en Mountain's Edge, Rhodes Ranch y Southern Highlands empiezan como pura tierra. Los paisajistas locales diseñan patios compactos y de bajo consumo de agua, con césped para los niños, árboles de sombra y un goteo fácil de mantener.",
      testimonial: {
        title: "Ashley C., Mountain's Edge",
        text: 'Nos mudamos a una casa nueva con el patio de atrás de pura tierra. El diseñador nos dio un plan con césped, adoquines y árboles de sombra que cabía en nuestro presupuesto, y la instalación tomó una semana.',
      },
    },
    plumbing: {
      description:
        'Plomeros en Enterprise para calentadores de agua, suavizadores, llaves y accesorios nuevos y fugas en el suroeste del valle. Compare y reserve en UpKeep.',
      introTitle: 'Plomería para las casas más nuevas del suroeste',
      introText:
        'Las casas nuevas de Enterprise tienen tuberías modernas de PEX, pero las llaves, los accesorios y los calentadores básicos que instala la constructora igual sufren con el agua dura. Los plomeros locales instalan suavizadores y filtros, cambian las válvulas que fallan y dan servicio a los calentadores sin tanque antes de que el sarro los apague.',
      testimonial: {
        title: 'Kevin D., Southern Highlands',
        text: 'Nuestro calentador sin tanque marcaba un código de error a cada rato. El plomero le quitó el sarro, me enseñó a purgarlo cada año y me recomendó un suavizador. Desde entonces el agua caliente ha sido perfecta.',
      },
    },
    hvac: {
      introTitle: 'Para que los sistemas nuevos de Enterprise sigan eficientes',
      introText:
        'Los sistemas básicos que instaló la constructora en las casas de Enterprise ya llegan a la edad en que fallan los capacitores y baja la eficiencia. El mantenimiento regular, los filtros limpios y una revisión rápida del refrigerante mantienen vigente su garantía y bajo control su recibo de luz del verano.',
      testimonial: {
        title: 'Samantha O., Enterprise',
        text: 'No sabía que nuestra garantía exigía mantenimiento cada año. Reservé una revisión en dos minutos y ahora me llega un recordatorio cada primavera.',
      },
    },
  },
  'spring-valley': {
    landscaping: {
      description:
        'Jardineros en Spring Valley para árboles maduros, poda, cambio de césped y reparación del riego. Compare profesionales locales de confianza en UpKeep.',
      introTitle: 'Cuidado para los jardines maduros de Spring Valley',
      introText:
        'Los vecindarios de Spring Valley construidos en los años ochenta y noventa tienen algunos de los mejores árboles de sombra de la ciudad, junto con las raíces, el riego cansado y los arbustos crecidos que vienen con ellos. Los profesionales locales aclaran las copas antes de los vientos del monzón, reparan aspersores viejos y convierten el césped gastado en jardineras que ahorran agua.',
      testimonial: {
        title: 'Howard Y., Spring Valley',
        text: 'Dos pinos grandes estaban empujando nuestro muro de bloque. El arbolista podó las raíces con cuidado e instaló goteo para que los árboles sigan recibiendo riego profundo.',
      },
    },
    plumbing: {
      description:
        'Plomeros en Spring Valley para cambiar tubería de polibutileno, fugas bajo la losa, drenajes y calentadores. Compare plomeros con licencia en UpKeep.',
      introTitle: 'Renovando la plomería de Spring Valley',
      introText:
        'Muchas casas de Spring Valley se construyeron con polibutileno, la tubería de plástico gris que se vuelve quebradiza con los años y con el agua clorada. Un plomero local puede inspeccionar sus líneas, reparar fugas y planear el cambio de tubería de toda la casa cuando a usted le convenga.',
      testimonial: {
        title: 'Mei L., Spring Valley',
        text: 'El inspector de la casa nos señaló tuberías de polibutileno. UpKeep nos ayudó a comparar presupuestos para cambiarlas y el trabajo quedó listo en tres días, con muy poco daño a las paredes.',
      },
    },
    hvac: {
      introTitle: 'Reemplazo de sistemas viejos en Spring Valley',
      introText:
        'Las casas más antiguas de Spring Valley todavía pueden tener sistemas cargados con R-22, un refrigerante que ya no se fabrica y que cuesta caro recargar. Consulte con un experto en HVAC si conviene reparar o reemplazar, y pregunte por bombas de calor eficientes que bajan el recibo de luz del verano.',
      testimonial: {
        title: 'Victor A., Spring Valley',
        text: 'El técnico nos habló claro: recargar nuestra unidad de R-22 costaría más de lo que valía. Con la bomba de calor nueva, el recibo de agosto bajó casi una tercera parte.',
      },
    },
  },
  'centennial-hills': {
    landscaping: {
      description:
        'Jardineros en Centennial Hills para plantas resistentes al viento y a las heladas, riego y poda en el noroeste del valle. Compare y reserve en UpKeep.',
      introTitle: 'Jardines del noroeste hechos para el viento y las heladas',
      introText:
        'Allá arriba en Centennial Hills, cerca de Tule Springs y de las faldas del Mount Charleston, los jardines reciben vientos más fuertes y noches de invierno más frías que el fondo del valle. Los jardineros locales eligen plantas resistentes, ponen tutores a los árboles jóvenes y aíslan las válvulas antirretorno antes de la primera helada.',
      testimonial: {
        title: 'Brian G., Centennial Hills',
        text: 'El primer invierno perdimos la mitad de las plantas. La nueva cuadrilla las reemplazó con plantas nativas resistentes a las heladas y cubrió nuestra válvula antirretorno. Este año todo sobrevivió.',
      },
    },
    plumbing: {
      description:
        'Plomeros en Centennial Hills para evitar tuberías congeladas, fugas, calentadores de agua y drenajes. Compare plomeros con licencia del noroeste en UpKeep.',
      introTitle: 'Plomería lista para los inviernos del noroeste',
      introText:
        'Centennial Hills está más alto que casi todo el valle, así que las tuberías expuestas, las llaves de manguera y las válvulas antirretorno se pueden congelar en las noches de enero. Los plomeros locales aíslan y reparan la plomería exterior, dan servicio a calentadores de agua y destapan drenajes en todos estos vecindarios del noroeste.',
      testimonial: {
        title: 'Tanya R., Centennial Hills',
        text: 'Con una helada se reventó un tubo del garaje. El plomero vino esa misma mañana, lo arregló y aisló cada línea expuesta para que no vuelva a pasar.',
      },
    },
    hvac: {
      introTitle: 'Comodidad todo el año en Centennial Hills',
      introText:
        'Las casas de Centennial Hills necesitan calefacción de verdad en invierno y un aire acondicionado potente en verano. Un experto local en HVAC puede revisar su bomba de calor o su calefactor antes de que llegue el frío, y darle mantenimiento al aire acondicionado antes del primer día de 100 grados.',
      testimonial: {
        title: 'Omar J., Centennial Hills',
        text: 'Nuestra bomba de calor echaba aire frío en las mañanas de helada. El técnico arregló la tarjeta de control del descongelamiento y nos explicó qué hace en realidad la calefacción de emergencia.',
      },
    },
  },
  alliante: {
    landscaping: {
      description:
        'Jardineros en Alliante para jardines que cumplen con la HOA, poda, riego por goteo y césped en North Las Vegas. Compare precios y calificaciones en UpKeep.',
      introTitle: 'Jardines bien cuidados para las calles planificadas de Alliante',
      introText:
        'Los vecindarios planificados de Alliante tienen calles muy cuidadas y normas de HOA a la altura. Los jardineros locales mantienen los jardines del frente listos para la inspección, recortan los arbustos que invaden muros y caminos y ajustan el goteo para que las plantas pasen el verano sin que el agua escurra a la acera.',
      testimonial: {
        title: 'Denise W., Alliante',
        text: 'Viajamos mucho, así que necesitábamos a alguien confiable. Nuestro jardinero viene cada dos semanas, manda fotos, y desde entonces la HOA no nos ha mandado ni una sola carta.',
      },
    },
    plumbing: {
      description:
        'Plomeros en Alliante para fugas, suavizadores de agua, calentadores y limpieza de drenajes en North Las Vegas. Compare plomeros por precio en UpKeep.',
      introTitle: 'Plomería confiable para las casas de Alliante',
      introText:
        'La mayoría de las casas de Alliante se construyeron en los años 2000, así que los calentadores de agua, las válvulas de llenado y las mangueras de suministro originales están llegando al final de su vida útil. Un plomero local puede reemplazarlos antes de que fallen y agregar un suavizador para proteger del agua dura todo lo nuevo.',
      testimonial: {
        title: 'Chris N., Alliante',
        text: 'Nuestro calentador original tenía 17 años y goteaba por la base. El plomero instaló uno nuevo esa misma tarde y se llevó el viejo.',
      },
    },
    hvac: {
      introTitle: 'Cuidado de HVAC para las casas de Alliante',
      introText:
        'Los sistemas instalados cuando se construyó Alliante ya tienen de 15 a 20 años, la edad en que empiezan a fallar los compresores y los motores del ventilador. Un profesional de HVAC de Alliante puede decirle si vale la pena una reparación o si un reemplazo de alta eficiencia se pagará solo.',
      testimonial: {
        title: 'Patricia E., Alliante',
        text: 'Pedimos dos opiniones en UpKeep sobre si cambiar nuestra unidad vieja. Las dos coincidieron en que con un motor de ventilador nuevo le quedaban unos buenos años, y nos ahorramos miles de dólares.',
      },
    },
  },
  'north-las-vegas': {
    landscaping: {
      description:
        'Jardineros en North Las Vegas para limpieza de patios, piedra y xerojardinería, poda y riego. Compare profesionales locales de confianza en UpKeep.',
      introTitle: 'Cuidado de jardines en todo North Las Vegas',
      introText:
        'North Las Vegas combina vecindarios de muchos años con desarrollos nuevos alrededor de Craig Ranch y en el borde norte del valle. Ya sea que necesite una limpieza única, una capa nueva de piedra del desierto o una instalación completa de xerojardinería, las cuadrillas locales conocen el suelo, el sol y las reglas de la ciudad.',
      testimonial: {
        title: 'Marcus T., North Las Vegas',
        text: 'Buen precio, llegaron a tiempo y se llevaron un tráiler lleno de ramas secas. Ya los reservé otra vez para el otoño.',
      },
    },
    plumbing: {
      description:
        'Plomeros en North Las Vegas para líneas de drenaje, fugas, calentadores de agua y destape de drenajes. Compare plomeros locales con licencia en UpKeep.',
      introTitle: 'Soluciones de plomería en todo North Las Vegas',
      introText:
        'North Las Vegas tiene su propio servicio de agua y casas de siete décadas distintas, desde casas antiguas con líneas de drenaje de barro y de hierro fundido hasta construcciones nuevas con PEX moderno. Los plomeros locales trabajan con ambas, desde inspecciones del drenaje con cámara hasta accesorios nuevos.',
      testimonial: {
        title: 'Yolanda B., North Las Vegas',
        text: 'Un domingo salieron aguas negras por la tina. El plomero vino esa tarde, destapó la línea principal y me enseñó el video de la cámara con las raíces metidas en el tubo.',
      },
    },
    hvac: {
      introTitle: 'Cómo vencer el calor en North Las Vegas',
      introText:
        'Los veranos de North Las Vegas traen largas rachas de más de 110 grados, y un aire acondicionado que falla en julio es una emergencia. Reserve el mantenimiento de temporada antes de que llegue el calor y encuentre rápido a un técnico local de confianza cuando algo falle.',
      testimonial: {
        title: 'Ray S., North Las Vegas',
        text: 'El aire se nos descompuso una tarde de 112 grados, con mi mamá de visita en la casa. UpKeep encontró una empresa con un horario disponible esa noche y a las 8 p. m. ya estaba funcionando.',
      },
    },
  },
  'boulder-city': {
    landscaping: {
      description:
        'Jardineros en Boulder City para casas históricas, árboles maduros, poda y jardines que ahorran agua cerca del lago Mead. Compare profesionales en UpKeep.',
      introTitle: 'Jardines que ahorran agua, con carácter de pueblo',
      introText:
        'Las calles históricas de Boulder City, sus árboles maduros y su altura un poco mayor dan jardines con más carácter que la mayoría. Los jardineros locales podan con cuidado los viejos árboles de sombra, mantienen sano el césped donde todavía tiene sentido y agregan jardines desérticos que van con un pueblo construido junto a la presa Hoover.',
      testimonial: {
        title: 'Helen V., Boulder City',
        text: 'Nuestro olmo de 70 años necesitaba una poda cuidadosa, no una mutilación. El arbolista se tomó su tiempo y el árbol se ve más sano que en muchos años.',
      },
    },
    plumbing: {
      description:
        'Plomeros en Boulder City para casas antiguas: tubería galvanizada, drenajes, calentadores de agua y fugas. Compare plomeros de confianza en UpKeep.',
      introTitle: 'Plomería para las casas históricas de Boulder City',
      introText:
        'Algunas casas de Boulder City datan de la época en que se construyó la presa, con tuberías galvanizadas originales y ramales de drenaje envejecidos. Un plomero local que respete la construcción antigua puede reparar, cambiar la tubería y modernizar sin dañar las paredes de yeso ni los detalles originales.',
      testimonial: {
        title: 'Frank O., Boulder City',
        text: 'Nuestra casita de los años cuarenta tenía poca presión en todas partes. Cambiaron las viejas líneas galvanizadas por el espacio bajo el piso sin abrir ni una sola pared.',
      },
    },
    hvac: {
      introTitle: 'Comodidad para las casas de Boulder City, antiguas y nuevas',
      introText:
        'En Boulder City hace unos grados menos que en el fondo del valle, pero los veranos siguen siendo largos y calurosos, y las casas antiguas a menudo no tienen buenos ductos. Un experto en HVAC puede darle servicio a su equipo actual o recomendarle minisplits sin ductos que mantienen cómodas las casas históricas.',
      testimonial: {
        title: 'Sue y Dave K., Boulder City',
        text: 'Nuestra casa histórica nunca tuvo aire central. El instalador nos recomendó tres minisplits, y ahora todos los cuartos están cómodos sin tener que abrir los techos.',
      },
    },
  },
};

export const AREA_PROFILES: readonly AreaProfile[] = LANDING_AREAS.map((area) => ({
  slug: area.slug,
  name: area.name,
  ...PROFILES[area.slug],
}));
