/**
 * The nine blog articles in Spanish (issue 49): written for the valley's Spanish-speaking homeowners (usted, US
 * units and conventions), not translated word for word. Each article is its English one's twin: the same slug, date
 * and images, the same sections in the same order with as many paragraphs (blog-articles-es.test.ts holds them so).
 * The web app prerenders them at `/es/blog/{slug}`; the API does not seed them.
 */
import { BLOG_ARTICLES, type BlogArticle } from './blog-articles.ts';

/** The Spanish words of an article: the rest (slug, date, images) is its English twin's. */
interface SpanishArticle {
  slug: string;
  title: string;
  brief: string;
  sections: { title: string; text: string }[];
}

const SPANISH: SpanishArticle[] = [
  {
    slug: 'twelve-best-trees',
    title: 'Los 12 mejores árboles para los jardines de Las Vegas',
    brief:
      'Los veranos de Las Vegas pasan de 110°F, la tierra es alcalina y está llena de caliche, y el agua vale oro. El árbol correcto aguanta todo eso y le da sombra a su casa por décadas; el equivocado sufre, tira ramas y se bebe su factura de agua. Estos son doce árboles que prosperan en el Mojave, agrupados según lo que usted quiera de ellos, y cómo plantarlos para que se establezcan rápido.',
    sections: [
      {
        title: 'Nativos del desierto que casi no piden nada',
        text: "El sauce del desierto (Chilopsis linearis) no es un sauce de verdad: es nativo de los arroyos secos del desierto y de mayo a septiembre da flores rosadas y moradas en forma de trompeta que a los colibríes les encantan. Se queda entre 15 y 25 pies de alto, aguanta el sol directo y reflejado y, una vez establecido, solo necesita un riego profundo cada dos o tres semanas en verano.\n\nEl palo verde 'Desert Museum' es un híbrido sin espinas, de tronco verde brillante, que en primavera se cubre de flores amarillas. Crece rápido, da una sombra filtrada que deja crecer plantas debajo y tolera los suelos más pobres. El mezquite chileno y el mezquite dulce completan la lista de nativos: árboles de sombra resistentes, de copa ancha y hojas finas como helecho. Pode los mezquites desde jóvenes para darles una estructura fuerte, porque un mezquite regado de más crece pesado de arriba y se puede rajar con los vientos del monzón.",
      },
      {
        title: 'Árboles de sombra que aguantan 115 grados',
        text: 'El pistache chino es el favorito del valle por algo: aguanta el calor y la tierra alcalina, se mantiene ordenado entre 25 y 35 pies, y es de los pocos árboles de aquí que en noviembre se pintan de naranja y rojo intenso. Escoja un macho sin fruto si no quiere bayas en el patio.\n\nEl encino siempreverde del sur (southern live oak) crece más despacio, pero forma una copa amplia y siempre verde que puede bajar varios grados la temperatura del lado oeste de la casa. El olmo cedro es otro árbol de sombra confiable, de hoja caduca, con hojas pequeñas que no se queman y que ensucia poco. Los tres necesitan más agua que los nativos del desierto mientras se establecen, así que deles su propia zona de goteo.',
      },
      {
        title: 'Siempreverdes y pantallas',
        text: "El pino Mondell (pino afgano) es ese pino alto que se ve en los vecindarios más antiguos. Aguanta el calor y el viento y sirve muy bien de pantalla, pero necesita espacio: cuente con 30 a 40 pies de alto y 20 pies de ancho, bien lejos de piscinas y cimientos. El ébano de Texas es un siempreverde lento y tupido, de hojas verde oscuro y flores color crema muy perfumadas, excelente cerca de los patios porque se mantiene compacto.\n\nSi le gusta el color plateado del olivo, escoja una variedad sin fruto y sin polen, como 'Swan Hill'. El Condado de Clark restringe la siembra de olivos y moras que producen polen por las alergias, así que confirme las reglas vigentes con su vivero antes de comprar.",
      },
      {
        title: 'Flores para dar color',
        text: 'El sauzgatillo (Vitex) se cubre de espigas azul lavanda desde finales de la primavera hasta el verano y alimenta a abejas y mariposas. El laurel de montaña de Texas es un arbolito siempreverde con flores moradas que huelen a uva en marzo; sus semillas son tóxicas, así que evítelo donde juegan niños pequeños. La acacia dulce da flores amarillas en forma de borla, muy perfumadas, a fines del invierno y una sombra ligera, pero tiene espinas: manténgala lejos de los pasillos.\n\nLos tres se quedan por debajo de 20 pies, lo que los hace ideales para patios interiores, como punto focal del jardín delantero y para los patios laterales angostos tan comunes en las subdivisiones nuevas.',
      },
      {
        title: 'Cómo plantar y regar para que el árbol se establezca',
        text: "Plante en otoño o a principios de la primavera, nunca en junio o julio. Cave un hoyo de dos a tres veces el ancho del cepellón, pero no más hondo, y rompa cualquier capa de caliche del fondo para que el agua drene; un árbol metido en una 'bañera' de caliche se ahoga. Rellene con la misma tierra del lugar: si la enmienda demasiado, las raíces no salen a la tierra de alrededor.\n\nPonga los goteros en el borde de la copa, no pegados al tronco, y agregue más a medida que el árbol crece. Riegue profundo y con poca frecuencia para que las raíces bajen de 2 a 3 pies, siga el calendario de riego por temporada de la Autoridad del Agua del Sur de Nevada (SNWA) y cubra la zona de las raíces con 3 pulgadas de mantillo o piedra para mantenerla fresca. Un jardinero puede trazar sus zonas de goteo y sus goteros para que cada árbol reciba lo que necesita.",
      },
    ],
  },
  {
    slug: 'how-to-maintain-a-healthy',
    title: 'Cómo mantener un césped sano en Las Vegas',
    brief:
      'Tener el césped verde en el Mojave sí se puede, pero hace falta el pasto correcto, el horario de riego correcto y la podadora a la altura correcta. Ya sea que tenga festuca alta, Bermuda o una mezcla, esta guía le explica cómo regar según la temporada, cortar, fertilizar, airear y resolver los problemas más comunes de los céspedes de Las Vegas, para que mantenga sano el pasto que ya tiene con menos agua.',
    sections: [
      {
        title: 'Sepa qué pasto tiene',
        text: 'Casi todos los céspedes del valle son de festuca alta o de pasto Bermuda. La festuca alta es un pasto de temporada fría: se mantiene verde en invierno, crece en macollos de hoja ancha y sufre cuando las noches no bajan de 80°F. El Bermuda es un pasto de temporada cálida que se extiende con estolones, adora el calor y se pone dormido y color paja más o menos de noviembre a marzo, a menos que se resiembre con ryegrass.\n\nLa diferencia importa porque todo lo demás depende de ella: la festuca se fertiliza en otoño y primavera y se corta alta; el Bermuda se fertiliza en verano y se corta bajo. Si no está seguro, mire el césped en enero: si está verde y en macollos, es festuca; si está color paja y extendido, es Bermuda.',
      },
      {
        title: 'Riegue según la temporada, y riegue a fondo',
        text: 'La Autoridad del Agua del Sur de Nevada fija días de riego obligatorios por temporada: más días permitidos en verano, tres días asignados en primavera y otoño, y un solo día asignado en invierno. Dentro de esos límites, riegue antes del amanecer, cuando hay menos viento y evaporación, y nunca riegue un día que el calendario no permite.\n\nUse el método de ciclos con pausa (cycle-and-soak): en vez de un solo riego de 12 minutos, programe tres ciclos de 4 minutos con una hora de diferencia. Nuestra tierra compactada no absorbe el agua rápido, y las pausas dejan que se filtre en lugar de correr a la cuneta (lo que le puede costar una multa por desperdicio de agua). Revise los aspersores cada mes por si hay cabezas rotas o agua que cae en la banqueta, y ajuste el controlador cada temporada.',
      },
      {
        title: 'Corte alto la festuca y bajo el Bermuda',
        text: 'Mantenga la festuca alta entre 3 y 4 pulgadas. Las hojas más largas le dan sombra a la tierra, mantienen frescas las raíces y no dejan crecer la maleza. El Bermuda se ve mejor entre 1 y 2 pulgadas, cortado con la frecuencia necesaria para no quitar nunca más de un tercio de la hoja de una vez.\n\nMantenga afilada la cuchilla de la podadora: una cuchilla sin filo desgarra el pasto y deja puntas cafés deshilachadas que pierden más agua con el calor. Deje los recortes sobre el césped; se descomponen rápido y le devuelven nitrógeno a la tierra.',
      },
      {
        title: 'Fertilice, airee y esté atento a los problemas',
        text: 'Fertilice la festuca en septiembre, en noviembre y a principios de la primavera, y con moderación en verano, cuando el abono la estresa. Al Bermuda aplíquele fertilizante de mayo a agosto, mientras está en pleno crecimiento. Un fertilizante de liberación lenta con hierro ayuda contra el amarillamiento que causa nuestra tierra alcalina.\n\nAiree con extracción de núcleos una vez al año (en otoño la festuca, a fines de la primavera el Bermuda) para descompactar la tierra y que el agua llegue a las raíces. Las manchas cafés del verano suelen ser zonas sin riego, gusanos blancos u hongos: haga la prueba de las latas de atún para revisar la cobertura antes de subir el tiempo de riego, porque regar de más invita a los hongos.',
      },
    ],
  },
  {
    slug: 'las-vegas-landscaping-ideas',
    title: 'Ideas de jardinería para Las Vegas que aman el desierto',
    brief:
      'Un jardín desértico no tiene por qué ser grava y un cactus solitario. Con plantas en capas, piedra natural, sombra y un poco de iluminación, un jardín de Las Vegas puede ser colorido, fresco y fácil de cuidar, y usar una fracción del agua que necesita un césped. Estas son ideas prácticas que funcionan con el calor del valle, desde la selección de plantas hasta los patios y los detalles que lo unen todo.',
    sections: [
      {
        title: 'Arme una paleta desértica en capas',
        text: "Combine plantas de distintas alturas y texturas: un agave o una yuca que dé estructura, un arbusto redondeado como el cenizo de Texas (Texas ranger) o el emu 'Valentine', y perennes bajas como la margarita blackfoot, el penstemon y la caléndula del desierto. La yuca roja y el zacatón (deer grass) dan movimiento y se ven ordenados todo el año.\n\nAgrupe las plantas que necesitan una cantidad parecida de agua en la misma válvula de goteo (zonas de riego o hidrozonas), para que las más sedientas no lo obliguen a regar de más a las más resistentes. Plante en grupos impares en lugar de plantas sueltas; los grupos de tres o cinco se ven naturales y llenan el espacio más rápido.",
      },
      {
        title: 'Use la piedra y las rocas grandes con intención',
        text: 'El granito descompuesto y la piedra decorativa mantienen la tierra fresca y frenan la maleza, pero un solo color y tamaño en todo el jardín se ve plano. Combine dos tonos que se complementen, use piedra de río más grande en cauces secos por donde el agua corre naturalmente después de una tormenta, y coloque unas cuantas rocas grandes medio enterradas, como estarían en la naturaleza.\n\nUn cauce seco también puede servir de drenaje de verdad: los aguaceros del monzón dejan caer mucha agua en minutos, y un canal de piedra la aleja de la casa en vez de dejar que se encharque contra los cimientos.',
      },
      {
        title: 'Haga de la sombra la protagonista',
        text: 'La sombra es lo más valioso que puede agregarle a un jardín de Las Vegas. Una pérgola con persianas o malla sombra sobre el patio, un árbol del desierto en el lado oeste de la casa o una ramada en una esquina del jardín convierten un espacio inservible por la tarde en un lugar donde de verdad se sienta. Los adoquines de color claro se mantienen más frescos al pisarlos que la piedra oscura o el concreto teñido.',
      },
      {
        title: 'Termine con iluminación y bordes limpios',
        text: 'Unas luces LED de bajo voltaje que iluminen hacia arriba el tronco de un palo verde o un agave escultural hacen que el jardín cobre vida de noche, cuando por fin hace suficiente fresco para estar afuera. Las luces a lo largo de los pasillos dan seguridad sin deslumbrar.\n\nLos bordes limpios entre la piedra y los adoquines, una orilla de acero o concreto alrededor de los arriates y un sistema de goteo ordenado y escondido bajo el mantillo son lo que hace que un jardín desértico se vea diseñado y no abandonado.',
      },
    ],
  },
  {
    slug: 'how-do-you-design-a-landscape',
    title: '¿Cómo se diseña un jardín? Una guía paso a paso',
    brief:
      'Un gran jardín empieza en papel, no en el vivero. Diseñar un jardín en el valle de Las Vegas significa planear alrededor del sol, el viento, la tierra con caliche, las reglas de la HOA y los límites de agua antes de escoger una sola planta. Esta guía paso a paso explica cómo abordan un diseño los profesionales, desde medir su terreno y encontrar los microclimas hasta las zonas de riego, las obras de piedra y concreto, la selección de plantas y un presupuesto por etapas.',
    sections: [
      {
        title: 'Paso 1: estudie el terreno',
        text: 'Mida el jardín y dibújelo a escala, con la casa, las ventanas, las puertas, las cajas de servicios, las pendientes y el camino que sigue el agua cuando llueve. Luego observe el sol: las paredes del oeste y del sur reciben un calor brutal por la tarde, mientras que el lado norte puede quedarse en sombra todo el invierno.\n\nAnote de dónde viene el viento, las vistas que quiere conservar o tapar, y el tipo de tierra. Haga un hoyo de prueba: si a menos de un pie encuentra una capa blanca y dura como roca, es caliche, y tendrá que romperla para cada árbol. Por último, lea las normas de jardinería de su HOA, que muchas veces limitan la lista de plantas, los colores de la piedra y la altura de las bardas.',
      },
      {
        title: 'Paso 2: decida cómo va a usar el espacio',
        text: 'Haga una lista de lo que quiere del jardín: un patio con sombra para cenar, un área de juegos, un corral para el perro, un huerto, una vista tranquila desde la ventana de la cocina. Dibuje burbujas aproximadas para cada uso en su plano, con las áreas más usadas cerca de la casa y la sombra donde se va a sentar al final de la tarde.\n\nPiense también en cómo se camina por el jardín. Los senderos deben seguir las rutas que la gente de verdad recorre, hacia la puerta, los botes de basura y el equipo de la piscina; si no, terminarán reemplazados por atajos sobre la piedra.',
      },
      {
        title: 'Paso 3: planee las obras y las zonas de riego',
        text: 'Trace primero los patios, las bardas, los senderos y las estructuras de sombra; son el esqueleto del diseño y lo más caro de mover después. Luego divida las áreas de plantas en zonas de riego: de mucha agua (un césped pequeño o un huerto), de agua moderada (árboles de sombra, arbustos con flor) y de poca agua (nativas y suculentas). Cada zona lleva su propia válvula de goteo.\n\nDeje solo el pasto que de verdad va a usar. Las reglas de agua y los reembolsos del sur de Nevada favorecen mucho reemplazar el pasto decorativo por jardinería que ahorra agua.',
      },
      {
        title: 'Paso 4: escoja las plantas por su tamaño final',
        text: 'Escoja plantas adecuadas al sol y a la zona de riego de cada lugar, y deje entre ellas el espacio de su tamaño adulto, no el de la maceta del vivero. Un cenizo de Texas de 5 galones medirá 5 pies de ancho en tres años. Repita una paleta limitada de plantas en todo el jardín para darle unidad, y agregue uno o dos puntos focales.\n\nPrefiera especies adaptadas al desierto que aguanten el calor reflejado y la tierra alcalina. Las plantas nativas además sostienen a los polinizadores locales y casi nunca necesitan fertilizante.',
      },
      {
        title: 'Paso 5: presupueste y construya por etapas',
        text: 'Pocos propietarios instalan todo el jardín de una vez. Divida el trabajo en etapas: primero la nivelación, el drenaje y las líneas principales de riego; luego las obras de piedra y concreto; después los árboles (que necesitan más tiempo para crecer), y al final los arbustos y las cubresuelos. Un plano de diseño profesional permite que cada etapa encaje con la siguiente sin tener que arrancar nada.\n\nPida dos o tres cotizaciones del mismo plano para comparar lo mismo con lo mismo, y pregunte si el precio incluye el retiro de escombros, la garantía de las plantas y un ajuste del goteo después del primer verano.',
      },
    ],
  },
  {
    slug: 'landscaping-for-curb-appeal',
    title: 'Jardinería para que su casa luzca desde la calle en el desierto',
    brief:
      'Los compradores y los vecinos juzgan una casa en los pocos segundos que tardan en pasar en carro. En el valle de Las Vegas, donde muchas casas tienen el mismo estuco y los mismos techos de teja, el jardín delantero es lo que hace que la suya destaque. Estas mejoras son económicas, ahorran agua y piden poco mantenimiento, y casi todas se pueden hacer en un fin de semana o en una sola visita de una cuadrilla de jardinería.',
    sections: [
      {
        title: 'Empiece con un jardín delantero limpio y bien definido',
        text: 'Antes de agregar nada, quite lo que estorba: arbustos secos, adelfas crecidas que tapan las ventanas, maleza entre la piedra y grava descolorida y escasa. Rellene el granito descompuesto o la piedra hasta una capa pareja de 2 pulgadas y emparéjela con el rastrillo.\n\nLos bordes bien marcados hacen más que cualquier planta. Una línea limpia entre la piedra, la entrada de carros y el pasillo hace que el jardín se vea cuidado al instante.',
      },
      {
        title: 'Enmarque la entrada',
        text: "Lleve la mirada hacia la puerta principal con un pasillo más ancho, un par de macetas iguales o plantas con flor a cada lado de la entrada. Las macetas grandes de cerámica esmaltada con agaves o áloes 'Blue Elf' funcionan bien en entradas calurosas y angostas donde las plantas en tierra sufren.\n\nRenueve los detalles de la puerta: números de casa modernos, una lámpara nueva y una puerta recién pintada o barnizada cuestan poco y se ven muy bien en las fotos.",
      },
      {
        title: 'Agregue capas y un punto focal',
        text: "Un solo árbol bien ubicado, como un sauce del desierto o un palo verde de varios troncos, le da al jardín delantero un punto focal y suaviza las líneas duras de la casa. Acomode arbustos y perennes en capas frente a las paredes de la casa, los más altos atrás, para tener color en cada temporada: penstemons en primavera, cenizo de Texas después de las lluvias del verano y tecoma 'Sparky' desde la primavera hasta las heladas.",
      },
      {
        title: 'Ilumínelo y manténgalo',
        text: 'Unas luces LED cálidas en el pasillo y un par de luces hacia arriba en el árbol hacen que la casa se vea acogedora de noche y que sea más seguro llegar a ella. Póngalas con temporizador o fotocelda.\n\nAl final, que la casa luzca desde la calle es cuestión de mantenimiento. Una visita mensual para podar, soplar la piedra y revisar las líneas de goteo mantiene el jardín tan bonito en agosto como el día en que se plantó.',
      },
    ],
  },
  {
    slug: 'fall-lawn-care-tips',
    title: 'Consejos de otoño para el césped en el sur de Nevada',
    brief:
      'El otoño es la temporada más importante para el césped en el valle de Las Vegas. Cuando refrescan las noches, la festuca alta se recupera del estrés del verano y el Bermuda se prepara para dormir, y lo que usted haga entre septiembre y noviembre decide cómo se verá el pasto la próxima primavera. Esta es una lista mes por mes para regar, resembrar, fertilizar, airear y plantar en la mejor temporada de crecimiento del valle.',
    sections: [
      {
        title: 'Ajuste el horario de riego',
        text: 'Cuando el calendario de la Autoridad del Agua del Sur de Nevada cambia de verano a otoño, bajan los días de riego permitidos. Actualice su controlador esa misma semana y acorte los tiempos de riego a medida que bajan las temperaturas: el pasto necesita mucha menos agua a 80°F que a 110°F.\n\nSiga usando ciclos con pausa y riegue temprano en la mañana. Regar de más en otoño invita a los hongos y desperdicia agua justo cuando el césped necesita menos.',
      },
      {
        title: 'Airee y resiembre',
        text: 'Septiembre y principios de octubre son ideales para airear la festuca alta con extracción de núcleos y resembrar las partes ralas. Airee primero, esparza la semilla para que caiga en los hoyos, cubra con una capa fina de tierra y mantenga la semilla húmeda con riegos cortos y frecuentes durante unas dos semanas (las reglas de riego permiten establecer semilla nueva; consulte las indicaciones vigentes de la SNWA).\n\nSi tiene Bermuda y quiere un césped verde en invierno, resiembre con ryegrass perenne de principios a mediados de octubre, después de cortar el Bermuda muy bajo. Si no le importa un césped color paja en invierno, no resiembre y ahórrese el agua.',
      },
      {
        title: 'Fertilice para las raíces',
        text: 'El otoño es el momento de fertilizar la festuca alta: una aplicación en septiembre y otra en noviembre forman raíces y color que duran hasta la primavera. El Bermuda debe recibir su último fertilizante a principios de septiembre, para no forzarlo a echar brotes tiernos antes de dormir.\n\nUn herbicida preemergente aplicado a principios del otoño detiene la maleza de invierno, como la poa anual y la malva, pero no lo aplique donde va a resembrar; también impide que germine la semilla de pasto.',
      },
      {
        title: 'Plante árboles y arbustos ahora',
        text: 'El otoño es la mejor temporada para plantar en el Mojave. La tierra tibia favorece el crecimiento de las raíces mientras el aire más fresco estresa menos las hojas, así que los árboles y arbustos plantados en octubre y noviembre se establecen antes del próximo verano. Además, los viveros surten sus plantas del desierto para la temporada.\n\nRecoja seguido las hojas caídas para que no ahoguen el césped ni tapen los goteros, y programe la poda de los árboles para fines del otoño o el invierno, cuando la mayoría de los árboles de hoja caduca están dormidos.',
      },
    ],
  },
  {
    slug: 'benefits-of-artificial-turf',
    title: 'Los beneficios del pasto artificial en Las Vegas',
    brief:
      'El pasto artificial ha cambiado mucho desde aquella alfombra brillante que parecía de plástico. Para los propietarios de Las Vegas, un buen pasto sintético puede ahorrar decenas de miles de galones de agua al año, acabar con el corte y el abono, y darles a los niños y las mascotas un lugar verde para jugar todo el año. Esto es lo que el pasto artificial hace bien, lo que hay que cuidar con el calor y cómo se hace una instalación de calidad.',
    sections: [
      {
        title: 'Ahorro de agua y reembolsos',
        text: 'El pasto natural es lo que más agua consume en casi todos los jardines del valle: la Autoridad del Agua del Sur de Nevada calcula que cada pie cuadrado de pasto usa unos 55 galones de agua al año. Si reemplaza un césped de 1,000 pies cuadrados, se ahorra unos 55,000 galones al año, y eso se nota pronto en la factura del agua.\n\nEl programa Water Smart Landscapes de la Autoridad del Agua paga un reembolso por pie cuadrado por reemplazar el pasto con jardinería que ahorra agua, y el pasto sintético puede calificar dentro de ciertos límites. Las reglas y los montos cambian, así que revise el programa vigente y obtenga la aprobación previa antes de quitar el pasto.',
      },
      {
        title: 'Verde todo el año casi sin mantenimiento',
        text: 'El pasto artificial tiene el mismo color en agosto que en enero, sin cortar, orillar, fertilizar, airear ni resembrar. El mantenimiento se reduce a soplar las hojas, cepillar las áreas de mucho paso para que las fibras se levanten y enjuagarlo de vez en cuando.\n\nSi tiene perro, un sistema de pasto con base permeable y relleno antimicrobiano deja que la orina drene hasta la base, y un enjuague semanal o un limpiador enzimático evita los malos olores.',
      },
      {
        title: 'Hablemos claro sobre el calor',
        text: 'Bajo el sol pleno del verano, el pasto sintético se calienta mucho más que el natural, lo suficiente para que moleste en los pies descalzos y las patas por la tarde. Prepárese: póngalo donde le dé la sombra de un árbol o de un techo de patio, escoja fibras de color más claro y rellenos que refrescan, y deles a los niños y las mascotas un área con sombra para las horas de más calor. Un enjuague rápido enfría la superficie por un rato.\n\nManténgalo lejos de ventanas reflejantes que puedan concentrar el sol sobre él, y no lo ponga junto a asadores ni fogatas.',
      },
      {
        title: 'Cómo es una instalación de calidad',
        text: 'La base es lo que hace o deshace el pasto artificial. Los instaladores deben quitar el pasto existente y sus raíces, excavar de 3 a 4 pulgadas, tender y compactar una base de piedra triturada o granito descompuesto con una ligera pendiente para el drenaje, poner una malla antihierba, extender el pasto con las uniones pegadas o cosidas para que no se vean y terminar con el relleno cepillado entre las fibras.\n\nPregunte por la garantía de la fibra (muchas veces de 8 a 15 años), la garantía de mano de obra de las uniones y si los aspersores actuales se van a tapar o convertir a goteo para los árboles y arbustos cercanos, que siguen necesitando agua.',
      },
    ],
  },
  {
    slug: 'about-tree-removal',
    title: 'Lo que debe saber sobre quitar un árbol',
    brief:
      'Quitar un árbol es una decisión importante: un árbol maduro le da sombra a su casa y le suma valor, pero uno seco, inclinado o mal ubicado es un riesgo, sobre todo cuando los vientos del monzón barren el valle cada verano. Así puede saber si un árbol debe irse, cómo es el proceso para quitarlo, de qué depende el precio y qué plantar después para que el jardín no se quede sin sombra.',
    sections: [
      {
        title: 'Señales de que hay que tumbar un árbol',
        text: 'Llame a un profesional cuando el árbol esté seco o se haya secado más de la mitad de su copa, cuando se incline de repente o la tierra de la base se haya levantado, o cuando aparezcan grietas grandes, huecos u hongos en el tronco. Las raíces que levantan los cimientos, la orilla de la piscina o las bardas de block, y las ramas que crecen hacia los cables de luz, también son razones para actuar.\n\nAlgunos problemas se arreglan sin quitar el árbol. Un arborista certificado muchas veces puede salvarlo con una poda estructural, con cables de soporte o regándolo mejor, así que pida una evaluación antes de decidir.',
      },
      {
        title: 'El árbol equivocado en el lugar equivocado',
        text: 'Muchos árboles que se quitan en el valle no están enfermos: se plantaron demasiado cerca de la casa, de una piscina o de una barda. Los pinos y fresnos plantados a unos cuantos pies de los cimientos en las décadas de 1990 y 2000 hoy miden 40 pies y tienen raíces debajo de la losa. Quitar uno antes de que cause daños casi siempre sale más barato que reparar lo que rompa.',
      },
      {
        title: 'Cómo se quita un árbol, y cuánto cuesta',
        text: 'Los árboles pequeños se pueden tumbar enteros si hay espacio. Los grandes se bajan por partes: un trepador o un camión con canastilla quita las ramas de arriba hacia abajo y baja los pedazos pesados con cuerdas para que nada le pegue al techo ni a la barda. Cerca de los cables de luz, puede ser necesario llamar a la compañía eléctrica.\n\nEl precio depende de la altura, el grosor del tronco, el acceso (un patio trasero al que solo se llega por dentro de la casa lleva mucho más tiempo), la cercanía a construcciones y si quiere que se lleven la madera y muelan el tocón. Revise las reglas de su HOA antes de quitarlo y pida comprobante de seguro: el trabajo con árboles es riesgoso, y una cuadrilla sin seguro deja la responsabilidad en sus manos.',
      },
      {
        title: 'Después del árbol: tocón, tierra y un árbol nuevo',
        text: "Moler el tocón lo elimina de 6 a 12 pulgadas bajo el nivel del suelo, para poder cubrir el área con piedra o volver a plantar. Cuente con un montón de astillas de madera, que sirven de buen mantillo para otros árboles.\n\nReponga la sombra perdida con un árbol más adecuado en el lugar correcto: más lejos de la casa, en el lado oeste o sur, y con un tamaño adulto que quepa. Un sauce del desierto, un pistache chino o un palo verde 'Desert Museum' se establecen en pocas temporadas.",
      },
    ],
  },
  {
    slug: 'improve-property-value',
    title: 'Cómo la jardinería puede aumentar el valor de su propiedad',
    brief:
      'La jardinería es de las pocas mejoras del hogar que ganan valor después de instalarse. En el mercado de Las Vegas, un jardín bien cuidado y que ahorra agua dice que la casa está bien cuidada, le baja los gastos al próximo dueño y ayuda a que el anuncio destaque en internet. Estas son las inversiones en el jardín que más rinden cuando usted vende, y las que casi nunca.',
    sections: [
      {
        title: 'La primera impresión vende casas',
        text: 'La mayoría de los compradores ven su casa primero en las fotos del anuncio. Un jardín delantero ordenado, con plantas sanas, piedra nueva y un camino despejado hasta la puerta, es la diferencia entre un clic y seguir de largo. Los agentes de bienes raíces ponen una y otra vez el mantenimiento del jardín entre los proyectos que más rinden antes de vender, porque cuesta poco comparado con la diferencia de precio que logra.',
      },
      {
        title: 'Un jardín que ahorra agua cuesta menos mantener',
        text: 'Los compradores del sur de Nevada se fijan en la factura del agua. Un jardín con riego por goteo eficiente, plantas agrupadas por zonas de riego y poco o nada de pasto decorativo cuesta mucho menos de mantener que un césped grande, y deja la casa un paso adelante de las reglas de agua cada vez más estrictas de la región. Un controlador de riego inteligente y una inspección reciente del goteo son argumentos de venta fáciles.',
      },
      {
        title: 'Los árboles de sombra pagan dos veces',
        text: 'Los árboles de sombra maduros en los lados oeste y sur de la casa bajan el gasto de aire acondicionado en verano y hacen que el patio se pueda usar, y los compradores valoran esa sombra. Como los árboles tardan años en crecer, plántelos con tiempo, mucho antes de pensar en vender. Mantenga sanos los árboles que ya tiene con podas estructurales periódicas; un árbol descuidado que cuelga sobre el techo puede volverse un pendiente de la inspección en lugar de una ventaja.',
      },
      {
        title: 'Espacio para vivir al aire libre',
        text: 'En un clima donde se puede estar afuera casi todo el año, un patio con sombra, una banca integrada o una fogata sencilla suman espacio habitable. Piense primero en la sombra y la comodidad, y después en la iluminación. Los materiales de poco mantenimiento, como los adoquines y el acero con pintura en polvo, envejecen mejor al sol que la madera.',
      },
      {
        title: 'Lo que casi nunca se recupera',
        text: 'Lo muy personal casi nunca recupera lo que costó: fuentes elaboradas, jardines temáticos muy específicos o plantas caras que piden cuidados constantes. Un césped grande hasta puede jugar en contra con los compradores que no quieren pagar la factura del agua. Si tiene dudas, escoja una jardinería limpia, sencilla y que ahorre agua, en la que cualquier comprador se imagine disfrutando, y manténgala bien cuidada hasta el día en que venda.',
      },
    ],
  },
];

/** The articles in Spanish, in BLOG_ARTICLES' order, each with its English twin's slug, date and images. */
export const BLOG_ARTICLES_ES: BlogArticle[] = BLOG_ARTICLES.map((english) => {
  const spanish = SPANISH.find((a) => a.slug === english.slug);
  if (!spanish) throw new Error(`No Spanish article for ${english.slug}`);
  return {
    ...english,
    title: spanish.title,
    brief: spanish.brief,
    sections: english.sections.map((section, i) => {
      const words = spanish.sections[i];
      if (!words) throw new Error(`No Spanish section ${i + 1} for ${english.slug}`);
      return { ...section, title: words.title, text: words.text };
    }),
  };
});

/** The Spanish words as written, for the test that holds them to the English structure. */
export const SPANISH_ARTICLE_WORDS: readonly SpanishArticle[] = SPANISH;
