/**
 * The nine blog articles: the API seeds them into the database and the web app prerenders them, from
 * this one source.
 */
export interface BlogArticleSection {
  title: string;
  text: string;
  imageUrl?: string;
}

export interface BlogArticle {
  slug: string;
  title: string;
  brief: string;
  /** ISO date the article was published. */
  createdAt: string;
  imageUrl: string;
  sections: BlogArticleSection[];
}

const image = (slug: string) => `/images/blog/${slug}.svg`;
const sectionImage = (slug: string, n: number) => `/images/blog/${slug}-${n}.svg`;

// The nine articles of spec 001, in BLOG_ARTICLE_SLUGS order. Paragraphs within a section are separated
// by a blank line. The first two sections of each article carry an illustration.
export const BLOG_ARTICLES: BlogArticle[] = [
  {
    slug: 'twelve-best-trees',
    title: 'The 12 Best Trees for Las Vegas Yards',
    brief:
      'Las Vegas summers top 110°F, the soil is alkaline and full of caliche, and water is precious. The right tree shrugs all of that off and shades your house for decades; the wrong one struggles, drops limbs and drinks your water bill. Here are twelve trees that thrive in the Mojave, grouped by what you want them to do, plus how to plant them so they establish fast.',
    createdAt: '2025-02-11',
    imageUrl: image('twelve-best-trees'),
    sections: [
      {
        title: 'Desert natives that ask for almost nothing',
        text: "Desert willow (Chilopsis linearis) is not a true willow at all: it is a native of desert washes with trumpet-shaped pink and purple flowers from May to September that hummingbirds love. It stays 15 to 25 feet tall, takes full reflected sun and, once established, needs only a deep soak every two to three weeks in summer.\n\n'Desert Museum' palo verde is a thornless hybrid with a bright green trunk and a cloud of yellow flowers in spring. It grows fast, casts filtered shade that still lets plants grow beneath it, and tolerates the poorest soils. Chilean and honey mesquite round out the natives: tough, wide-canopied shade trees with ferny leaves. Prune mesquites to a strong structure while they are young, because over-watered mesquites grow top-heavy and can split in monsoon winds.",
        imageUrl: sectionImage('twelve-best-trees', 1),
      },
      {
        title: 'Shade trees that handle 115 degrees',
        text: 'Chinese pistache is the valley favourite for a reason: it shrugs off heat and alkaline soil, stays a tidy 25 to 35 feet, and is one of the few trees here that turns brilliant orange and red in November. Choose a fruitless male if you want to avoid berries on the patio.\n\nSouthern live oak is slower but builds a broad, evergreen canopy that can cool the west side of a house by several degrees. Cedar elm is another dependable deciduous shade tree with small leaves that do not scorch and little litter. All three need more water than the desert natives while they establish, so give them their own drip zone.',
        imageUrl: sectionImage('twelve-best-trees', 2),
      },
      {
        title: 'Evergreens and screens',
        text: "Mondell (Afghan) pine is the tall evergreen you see in older neighbourhoods. It tolerates heat and wind and makes an excellent screen, but it needs room: plan for 30 to 40 feet of height and a 20-foot spread, well away from pools and foundations. Texas ebony is a slow, dense evergreen with dark green leaves and fragrant cream flowers, excellent near patios because it stays compact.\n\nIf you love the silver look of an olive tree, choose a fruitless, pollen-free variety such as 'Swan Hill'. Clark County restricts planting pollen-producing olive and mulberry trees because of allergies, so check the current rules with your nursery before you buy.",
      },
      {
        title: 'Flowering accents',
        text: 'Chaste tree (Vitex) covers itself in lavender-blue spikes from late spring into summer and feeds bees and butterflies. Texas mountain laurel is an evergreen small tree with grape-scented purple flowers in March; its seeds are toxic, so skip it where small children play. Sweet acacia offers fragrant yellow puffball flowers in late winter and light shade, but it has thorns, so keep it away from walkways.\n\nThese three stay under 20 feet, which makes them ideal for courtyards, front-yard focal points and the narrow side yards common in newer subdivisions.',
      },
      {
        title: 'Planting and watering so trees establish',
        text: "Plant in fall or early spring, never in June or July. Dig the hole two to three times as wide as the root ball but no deeper, and break through any caliche layer at the bottom so water can drain; a tree sitting in a caliche 'bathtub' will drown. Backfill with the native soil: heavy amendments keep roots from spreading into the surrounding ground.\n\nPut emitters at the edge of the canopy, not against the trunk, and add more as the tree grows. Water deeply and infrequently so roots go down 2 to 3 feet, follow the Southern Nevada Water Authority's seasonal watering schedule, and spread 3 inches of mulch or rock to keep the root zone cool. A landscaper can map your drip zones and emitters so each tree gets what it needs.",
      },
    ],
  },
  {
    slug: 'how-to-maintain-a-healthy',
    title: 'How to Maintain a Healthy Lawn in Las Vegas',
    brief:
      'A green lawn in the Mojave is possible, but it takes the right grass, the right watering schedule and a mower set to the right height. Whether you have tall fescue, Bermuda or a mix, this guide walks through watering by the season, mowing, feeding, aeration and the problems Las Vegas lawns run into most often, so you can keep the grass you have healthy with less water.',
    createdAt: '2025-03-18',
    imageUrl: image('how-to-maintain-a-healthy'),
    sections: [
      {
        title: 'Know which grass you have',
        text: 'Most valley lawns are either tall fescue or Bermuda grass. Tall fescue is a cool-season grass: it stays green through winter, grows in clumps with wide blades, and struggles when nights stay above 80°F. Bermuda is a warm-season grass that spreads by runners, loves the heat and goes dormant and tan from roughly November to March unless it is overseeded with ryegrass.\n\nThe difference matters because everything else follows from it: fescue is fed in fall and spring and mowed tall, Bermuda is fed in summer and mowed short. If you are not sure, look at the lawn in January: green and clumpy is fescue, straw-coloured and spreading is Bermuda.',
        imageUrl: sectionImage('how-to-maintain-a-healthy', 1),
      },
      {
        title: 'Water by the season, and water deeply',
        text: 'The Southern Nevada Water Authority sets mandatory seasonal watering days: more days allowed in summer, three assigned days in spring and fall, and a single assigned day in winter. Within those limits, water before sunrise, when there is less wind and evaporation, and never water on a day the schedule does not allow.\n\nUse cycle-and-soak: instead of one 12-minute run, set three cycles of 4 minutes an hour apart. Our compacted soils cannot absorb water quickly, and the pauses let it soak in instead of running into the gutter (which can earn a water-waste fine). Check the sprinklers monthly for broken heads and spray hitting sidewalks, and adjust the controller every season.',
        imageUrl: sectionImage('how-to-maintain-a-healthy', 2),
      },
      {
        title: 'Mow high for fescue, low for Bermuda',
        text: 'Keep tall fescue at 3 to 4 inches. The longer blades shade the soil, keep roots cooler and crowd out weeds. Bermuda looks best at 1 to 2 inches, mowed often enough that you never remove more than a third of the blade at once.\n\nKeep the mower blade sharp: a dull blade tears grass, leaving frayed brown tips that lose more water in the heat. Leave the clippings on the lawn; they break down quickly and return nitrogen to the soil.',
      },
      {
        title: 'Feed, aerate and watch for trouble',
        text: 'Fertilise fescue in September, November and early spring, and go easy in summer, when feeding stresses it. Feed Bermuda from May through August while it is actively growing. A slow-release fertiliser with iron helps with the yellowing that our alkaline soil causes.\n\nCore-aerate once a year (fall for fescue, late spring for Bermuda) to relieve compaction and let water reach the roots. Brown patches in summer are usually irrigation gaps, grubs or fungus: do the tuna-can test to check coverage before you raise the watering time, because overwatering invites fungus.',
      },
    ],
  },
  {
    slug: 'las-vegas-landscaping-ideas',
    title: 'Las Vegas Landscaping Ideas That Love the Desert',
    brief:
      'Desert landscaping does not mean gravel and a lonely cactus. With layered plants, natural stone, shade and a little lighting, a Las Vegas yard can be colourful, cool and easy to care for while using a fraction of the water a lawn needs. Here are practical ideas that work in the valley heat, from plant palettes to patios and the details that tie everything together.',
    createdAt: '2025-05-06',
    imageUrl: image('las-vegas-landscaping-ideas'),
    sections: [
      {
        title: 'Build a layered desert palette',
        text: "Combine plants of different heights and textures: a structural agave or yucca, a mounding shrub such as Texas ranger or 'Valentine' emu bush, and low perennials such as blackfoot daisy, penstemon and desert marigold. Red yucca and deer grass add movement and stay tidy all year.\n\nGroup plants with similar water needs on the same drip valve (hydrozoning) so the thirsty ones do not force you to overwater the tough ones. Plant in odd-numbered groups rather than single specimens; drifts of three or five look natural and fill in faster.",
        imageUrl: sectionImage('las-vegas-landscaping-ideas', 1),
      },
      {
        title: 'Use rock and boulders with intention',
        text: 'Decomposed granite and rock mulch keep soil cool and weeds down, but a single colour and size across the whole yard looks flat. Mix two complementary tones, use larger cobble in dry stream beds where water naturally flows after a storm, and set a few boulders partly buried, as they would sit in nature.\n\nA dry river bed can double as real drainage: monsoon downpours dump a lot of water in minutes, and a rock channel leads it away from the house instead of letting it pond against the foundation.',
        imageUrl: sectionImage('las-vegas-landscaping-ideas', 2),
      },
      {
        title: 'Make shade the centrepiece',
        text: 'Shade is the most valuable thing you can add to a Las Vegas yard. A pergola with louvres or shade cloth over the patio, a desert tree on the west side of the house, or a ramada in a corner of the yard turns unusable afternoon space into somewhere you actually sit. Light-coloured pavers stay cooler underfoot than dark stone or concrete stain.',
      },
      {
        title: 'Finish with lighting and clean edges',
        text: 'Low-voltage LED uplights on a palo verde trunk or a sculptural agave make the yard come alive after dark, when it is finally cool enough to be outside. Path lights along walkways add safety without glare.\n\nClean borders between rock and pavers, a steel or concrete edge around planting beds, and a tidy drip system hidden under the mulch are what make a desert yard look designed rather than left alone.',
      },
    ],
  },
  {
    slug: 'how-do-you-design-a-landscape',
    title: 'How Do You Design a Landscape? A Step-by-Step Guide',
    brief:
      'A great yard starts on paper, not at the nursery. Designing a landscape in the Las Vegas valley means planning around sun, wind, caliche soil, HOA rules and water limits before choosing a single plant. This step-by-step guide covers how professionals approach a design, from measuring your lot and finding microclimates to hydrozones, hardscape, plant choices and a phased budget.',
    createdAt: '2025-07-22',
    imageUrl: image('how-do-you-design-a-landscape'),
    sections: [
      {
        title: 'Step 1: study the site',
        text: "Measure the yard and sketch it to scale, including the house, windows, doors, utility boxes, slopes and where water flows when it rains. Then watch the sun: the west and south walls take brutal afternoon heat, while the north side may stay shaded all winter.\n\nNote the wind direction, the views you want to keep or hide, and the soil. Dig a test hole: if you hit a white, rock-hard layer of caliche within a foot, plan to break through it for every tree. Finally, read your HOA's landscape guidelines, which often limit plant lists, rock colours and wall heights.",
        imageUrl: sectionImage('how-do-you-design-a-landscape', 1),
      },
      {
        title: 'Step 2: decide how you will use the space',
        text: 'List what you want the yard to do: a shaded patio for dinner, a play area, a dog run, a vegetable bed, a quiet view from the kitchen window. Draw rough bubbles for each use on your plan, keeping the most-used areas close to the house and placing shade where you will sit in the late afternoon.\n\nThink about circulation too. Paths should follow the routes people actually walk, to the gate, the trash cans and the pool equipment, or they will be replaced by shortcuts across the rock.',
        imageUrl: sectionImage('how-do-you-design-a-landscape', 2),
      },
      {
        title: 'Step 3: plan hardscape and water zones',
        text: "Lay out patios, walls, paths and shade structures first; they are the bones of the design and the most expensive to move later. Then divide the planting areas into hydrozones: high-water (a small lawn or vegetable bed), moderate (shade trees, flowering shrubs) and low-water (natives and succulents). Each zone gets its own drip valve.\n\nKeep any grass to what you will really use. Southern Nevada's water rules and rebates strongly favour replacing decorative grass with water-smart landscaping.",
      },
      {
        title: 'Step 4: choose plants for their final size',
        text: "Pick plants suited to each spot's sun and water zone, and space them for their mature size, not the size of the nursery pot. A 5-gallon Texas ranger will be 5 feet wide in three years. Repeat a limited palette of plants across the yard for unity, and add one or two focal points.\n\nPrefer desert-adapted species that tolerate reflected heat and alkaline soil. Native plants also support local pollinators and rarely need fertiliser.",
      },
      {
        title: 'Step 5: budget and build in phases',
        text: 'Few homeowners install a whole yard at once. Phase the work: grading, drainage and irrigation mains first, then hardscape, then trees (which need the most time to grow), then shrubs and groundcover. A professional design plan lets each phase fit the next without tearing anything out.\n\nGet two or three quotes for the same plan so you compare like with like, and ask whether the price includes haul-away, plant warranties and a drip system adjustment after the first summer.',
      },
    ],
  },
  {
    slug: 'landscaping-for-curb-appeal',
    title: 'Landscaping for Curb Appeal in the Desert',
    brief:
      'Buyers and neighbours judge a house in the few seconds it takes to drive past. In the Las Vegas valley, where many homes share similar stucco and tile roofs, the front yard is what sets yours apart. These curb-appeal upgrades are affordable, water-smart and low-maintenance, and most can be done in a weekend or a single visit from a landscaping crew.',
    createdAt: '2025-09-09',
    imageUrl: image('landscaping-for-curb-appeal'),
    sections: [
      {
        title: 'Start with a clean, defined front yard',
        text: 'Before adding anything, remove what detracts: dead shrubs, overgrown oleanders hiding windows, weeds in the rock and faded, thin gravel. Top up decomposed granite or rock to a consistent 2-inch depth, and rake it even.\n\nCrisp edges do more than any single plant. A clean line between rock, the driveway and the walkway instantly makes the yard look cared for.',
        imageUrl: sectionImage('landscaping-for-curb-appeal', 1),
      },
      {
        title: 'Frame the entry',
        text: "Lead the eye to the front door with a widened walkway, a pair of matching planters, or flowering plants on either side of the entrance. Large glazed pots with agaves or 'Blue Elf' aloes work well in hot, narrow entries where in-ground plants struggle.\n\nUpdate the details at the door: modern house numbers, a new light fixture and a freshly painted or stained door cost little and photograph beautifully.",
        imageUrl: sectionImage('landscaping-for-curb-appeal', 2),
      },
      {
        title: 'Add layers and one focal point',
        text: "A single, well-placed tree such as a desert willow or a multi-trunk palo verde gives the front yard a focal point and softens the hard lines of the house. Layer shrubs and perennials in front of the house walls, tallest at the back, so there is colour in every season: penstemons in spring, Texas ranger after summer rains, and 'Sparky' tecoma from spring until frost.",
      },
      {
        title: 'Light it and keep it up',
        text: 'Warm LED path lights and a couple of uplights on the tree make the house inviting at night and safer to approach. Put them on a timer or photocell.\n\nFinally, curb appeal is maintenance. A monthly visit to trim, blow off the rock and check the drip lines keeps the yard looking as good in August as it did the day it was planted.',
      },
    ],
  },
  {
    slug: 'fall-lawn-care-tips',
    title: 'Fall Lawn Care Tips for Southern Nevada',
    brief:
      "Fall is the most important season for lawns in the Las Vegas valley. As nights cool down, tall fescue recovers from summer stress and Bermuda gets ready for dormancy, and what you do between September and November decides how the grass looks next spring. Here is a month-by-month checklist for watering, overseeding, feeding, aerating and planting in the valley's best growing season.",
    createdAt: '2025-10-14',
    imageUrl: image('fall-lawn-care-tips'),
    sections: [
      {
        title: 'Adjust the watering schedule',
        text: "When the Southern Nevada Water Authority's schedule switches from summer to fall, the number of allowed watering days drops. Update your controller the same week, and shorten run times as temperatures fall: grass needs far less water at 80°F than at 110°F.\n\nKeep cycle-and-soak programming and water early in the morning. Overwatering in fall invites fungus and wastes water just as the lawn needs less.",
        imageUrl: sectionImage('fall-lawn-care-tips', 1),
      },
      {
        title: 'Aerate and overseed',
        text: 'September and early October are ideal for core-aerating tall fescue and overseeding thin areas. Aerate first, spread seed so it falls into the holes, then top-dress lightly and keep the seed moist with short, frequent waterings for about two weeks (your watering rules allow establishment of new seed; check the current SNWA guidance).\n\nIf you have Bermuda and want a green winter lawn, overseed with perennial ryegrass in early to mid October, after scalping the Bermuda low. If you are happy with a tan winter lawn, skip overseeding and save the water.',
        imageUrl: sectionImage('fall-lawn-care-tips', 2),
      },
      {
        title: 'Feed for the roots',
        text: 'Fall is the time to fertilise tall fescue: one feeding in September and another in November build roots and colour that carry through to spring. Bermuda should get its last feeding by early September so it is not pushed into soft growth before dormancy.\n\nA pre-emergent weed control applied in early fall stops winter weeds like annual bluegrass and mallow, but do not apply it where you are overseeding; it stops grass seed from germinating too.',
      },
      {
        title: 'Plant trees and shrubs now',
        text: 'Fall is the best planting season in the Mojave. Warm soil encourages root growth while cooler air reduces stress on leaves, so trees and shrubs planted in October and November establish before next summer. Nurseries also restock their desert plants for the season.\n\nClean up fallen leaves regularly so they do not smother the lawn or clog drip emitters, and schedule a tree trim for late fall or winter, when most deciduous trees are dormant.',
      },
    ],
  },
  {
    slug: 'benefits-of-artificial-turf',
    title: 'The Benefits of Artificial Turf in Las Vegas',
    brief:
      'Artificial turf has come a long way from the shiny, plastic-looking carpet of the past. For Las Vegas homeowners, good synthetic grass can save tens of thousands of gallons of water a year, end mowing and fertilising, and give kids and pets a green place to play year round. Here is what turf does well, what to watch for in the heat, and how a quality installation is built.',
    createdAt: '2026-01-20',
    imageUrl: image('benefits-of-artificial-turf'),
    sections: [
      {
        title: 'Water savings and rebates',
        text: "Natural grass is the thirstiest thing in most valley yards: the Southern Nevada Water Authority estimates that every square foot of grass uses around 55 gallons of water a year. Replace a 1,000-square-foot lawn and you save roughly 55,000 gallons annually, which shows up quickly on the water bill.\n\nThe Water Authority's Water Smart Landscapes program pays a rebate per square foot for replacing grass with water-efficient landscaping, and synthetic turf can qualify within limits. Rules and amounts change, so check the current program and get pre-approval before removing any grass.",
        imageUrl: sectionImage('benefits-of-artificial-turf', 1),
      },
      {
        title: 'Green all year with almost no maintenance',
        text: 'Turf stays the same colour in August and in January, with no mowing, edging, fertilising, aerating or overseeding. Maintenance comes down to blowing off leaves, brushing high-traffic areas so the fibres stand up, and rinsing occasionally.\n\nFor dog owners, a turf system with a permeable backing and an antimicrobial infill drains urine through to the base, and a weekly rinse or enzyme cleaner keeps odours away.',
        imageUrl: sectionImage('benefits-of-artificial-turf', 2),
      },
      {
        title: 'Be honest about the heat',
        text: 'Synthetic turf in full summer sun gets much hotter than natural grass, hot enough to be uncomfortable for bare feet and paws in the afternoon. Plan for it: put turf where it gets shade from a tree or a patio cover, choose lighter-coloured fibres and cooling infills, and give kids and pets a shaded area for the hottest hours. A quick rinse cools the surface temporarily.\n\nKeep turf away from reflective windows that can concentrate sunlight on it, and avoid placing it right next to grills or fire pits.',
      },
      {
        title: 'What a quality installation looks like',
        text: 'The base makes or breaks turf. Installers should remove the existing grass and roots, excavate 3 to 4 inches, lay and compact a crushed-rock or decomposed-granite base with a slight slope for drainage, add a weed barrier, then roll out the turf with seams glued or sewn so they are invisible, and finish with infill brushed into the fibres.\n\nAsk about the fibre warranty (often 8 to 15 years), the workmanship warranty on seams, and whether existing sprinklers will be capped or converted to drip for nearby trees and shrubs, which still need water.',
      },
    ],
  },
  {
    slug: 'about-tree-removal',
    title: 'What to Know About Tree Removal',
    brief:
      'Removing a tree is a big decision: a mature tree shades your house and adds value, but a dead, leaning or badly placed one is a liability, especially when monsoon winds sweep the valley every summer. Here is how to tell whether a tree should go, what the removal process looks like, what drives the price, and what to plant afterwards so the yard does not lose its shade.',
    createdAt: '2026-04-07',
    imageUrl: image('about-tree-removal'),
    sections: [
      {
        title: 'Signs a tree should come down',
        text: 'Call a professional when a tree is dead or more than half of its canopy has died back, when it leans suddenly or the soil at its base has heaved, or when large cracks, cavities or fungus appear on the trunk. Roots lifting the foundation, pool deck or block walls, and branches growing into power lines are also reasons to act.\n\nSome problems can be fixed without removal. A certified arborist can often save a tree with structural pruning, cabling or better watering, so get an assessment before deciding.',
        imageUrl: sectionImage('about-tree-removal', 1),
      },
      {
        title: 'The wrong tree in the wrong place',
        text: 'Many valley removals are not about sick trees but about trees planted too close to the house, a pool or a wall. Pines and ash trees planted a few feet from a foundation in the 1990s and 2000s are now 40 feet tall with roots under the slab. Removing one before it causes damage is usually cheaper than repairing what it breaks.',
        imageUrl: sectionImage('about-tree-removal', 2),
      },
      {
        title: 'How removal works, and what it costs',
        text: 'Small trees can be felled in one piece if there is room. Larger trees are taken down in sections: a climber or a bucket truck removes limbs from the top down, lowering heavy pieces on ropes so nothing hits the roof or the wall. Near power lines, the utility may need to be involved.\n\nPrice depends on height, trunk diameter, access (a backyard reached only through the house takes much longer), proximity to structures and whether you want the wood hauled away and the stump ground. Check your HOA rules before removal, and ask for proof of insurance: tree work is risky, and an uninsured crew puts the liability on you.',
      },
      {
        title: 'After the tree: stump, soil and replanting',
        text: "Stump grinding removes the stump 6 to 12 inches below grade so the area can be re-covered with rock or replanted. Expect a pile of wood chips, which make good mulch for other trees.\n\nReplace lost shade with a better-suited tree planted in the right spot: farther from the house, on the west or south side, with a mature size that fits. A desert willow, a Chinese pistache or a 'Desert Museum' palo verde will establish within a few seasons.",
      },
    ],
  },
  {
    slug: 'improve-property-value',
    title: 'How Landscaping Can Improve Your Property Value',
    brief:
      'Landscaping is one of the few home improvements that grows in value after it is installed. In the Las Vegas market, a well-kept, water-smart yard signals a cared-for home, lowers running costs for the next owner and helps a listing stand out online. These are the landscape investments that pay off most when you sell, and the ones that rarely do.',
    createdAt: '2026-08-25',
    imageUrl: image('improve-property-value'),
    sections: [
      {
        title: 'First impressions sell houses',
        text: 'Most buyers see your home first in listing photos. A tidy front yard with healthy plants, fresh rock and a clear path to the door makes the difference between a click and a scroll. Real estate agents consistently rank landscape maintenance among the best-returning projects before a sale, because it costs little compared with the price difference it makes.',
        imageUrl: sectionImage('improve-property-value', 1),
      },
      {
        title: 'Water-smart yards lower running costs',
        text: "Buyers in Southern Nevada pay attention to water bills. A yard with efficient drip irrigation, hydrozoned plants and little or no decorative grass costs much less to run than a large lawn, and it keeps the home ahead of the region's tightening water rules. A smart irrigation controller and a recent drip system inspection are easy selling points.",
        imageUrl: sectionImage('improve-property-value', 2),
      },
      {
        title: 'Shade trees pay twice',
        text: 'Mature shade trees on the west and south sides of a house cut cooling costs in summer and make patios usable, and buyers value that shade. Because trees take years to grow, plant them early, well before you plan to sell. Keep existing trees healthy with regular structural pruning; a neglected tree that overhangs the roof can become an inspection item instead of an asset.',
      },
      {
        title: 'Outdoor living space',
        text: 'In a climate where you can be outside most of the year, a shaded patio, a built-in seating area or a simple fire pit effectively adds living space. Focus on shade and comfort first, then lighting. Low-maintenance materials such as pavers and powder-coated steel age better in the sun than wood.',
      },
      {
        title: 'What rarely pays back',
        text: 'Highly personal features rarely return their cost: elaborate water features, very specific themed gardens or expensive plants that need constant care. Large lawns can even count against a home for buyers who do not want the water bill. When in doubt, choose clean, simple, water-efficient landscaping that any buyer can picture themselves enjoying, and keep it well maintained until the day you sell.',
      },
    ],
  },
];
