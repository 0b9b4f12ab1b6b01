import { LANDING_AREAS, type LandingAreaSlug } from '@upkeep/contract';
import type { Testimonial } from '../../../shared/marketing/types';

/** What a neighbourhood page of one group says about its area. */
export interface AreaCopy {
  introTitle: string;
  introText: string;
  testimonial: Testimonial;
}

export interface AreaProfile {
  slug: LandingAreaSlug;
  name: string;
  landscaping: AreaCopy & { description: string };
  plumbing: AreaCopy & { description: string };
  /** HVAC area pages share the spec's description (spec 001 section 2). */
  hvac: AreaCopy;
}

/** Local copy for the ten served neighbourhoods, in LANDING_AREAS order. */
const PROFILES: Record<LandingAreaSlug, Omit<AreaProfile, 'slug' | 'name'>> = {
  summerlin: {
    landscaping: {
      description:
        'Summerlin landscapers for HOA-ready yards, drip irrigation, trimming and desert makeovers near Red Rock. Compare local pros and book on UpKeep.',
      introTitle: 'HOA-ready yards in the shadow of Red Rock',
      introText:
        'Summerlin villages have some of the most detailed landscape guidelines in the valley, and the west-side wind off the Spring Mountains is hard on young plants. Local crews know the approved plant palettes, keep gravel and granite looking fresh, and set drip zones for the slightly cooler nights up the hill.',
      testimonial: {
        title: 'Karen M., The Trails',
        text: 'Our HOA sent a notice about overgrown shrubs on a Friday. I booked a crew through UpKeep that night and the yard passed inspection the next week.',
      },
    },
    plumbing: {
      description:
        'Summerlin plumbers for slab leaks, hard-water repairs, water heaters and clogged drains. Compare licensed local pros by price and rating on UpKeep.',
      introTitle: "Plumbing care for Summerlin's growing villages",
      introText:
        "From early-1990s homes in The Hills to brand-new builds in Summerlin West, hard water is the common enemy: it scales up fixtures, shortens water-heater life and stresses older lines. Book a plumber who fixes today's problem and tells you what to watch next.",
      testimonial: {
        title: 'Daniel R., Summerlin South',
        text: 'Our water bill doubled and nobody could tell us why. The plumber found a slab leak under the laundry room in an hour and rerouted the line the same week.',
      },
    },
    hvac: {
      introTitle: 'Two-story comfort in Summerlin',
      introText:
        'Many Summerlin homes have two stories and big west-facing windows, which means a hot upstairs every afternoon from May to October. Local HVAC pros balance zones, seal leaky ducts and keep both systems tuned so the whole house stays comfortable.',
      testimonial: {
        title: 'Priya S., Summerlin',
        text: 'Upstairs was always eight degrees hotter. The technician rebalanced our dampers and found a disconnected duct in the attic. Night and day difference.',
      },
    },
  },
  henderson: {
    landscaping: {
      description:
        'Henderson landscapers for hillside yards, xeriscaping, irrigation and tree care from Green Valley to Inspirada. Compare and book local pros on UpKeep.',
      introTitle: 'From Green Valley lawns to Anthem hillsides',
      introText:
        'Henderson yards range from mature Green Valley lawns ready for a water-smart makeover to rocky, sloped lots in Anthem and MacDonald Highlands. Find landscapers who handle erosion control, terraced beds and drip systems that keep working when the afternoon wind kicks up.',
      testimonial: {
        title: 'Tom B., Green Valley',
        text: 'We finally replaced our front lawn with desert plants and rock. The crew walked us through the SNWA rebate paperwork, and the yard looks better than the grass ever did.',
      },
    },
    plumbing: {
      description:
        'Henderson plumbers for leaks, water heaters, pressure regulators and drain cleaning. Compare trusted local companies by price and rating on UpKeep.',
      introTitle: 'Plumbing help for every corner of Henderson',
      introText:
        'Hillside homes in Henderson often see high water pressure that wears out valves and hoses, while older Green Valley neighborhoods are reaching the age where water heaters and supply lines need attention. Local plumbers test, adjust and repair before a small drip becomes a flooded cabinet.',
      testimonial: {
        title: 'Lisa K., Anthem',
        text: 'The plumber measured our water pressure at 110 psi and replaced the regulator. No more banging pipes, and our new faucets should finally last.',
      },
    },
    hvac: {
      introTitle: 'Efficient cooling for Henderson homes',
      introText:
        'Larger Henderson homes often run two or three systems through the summer, and every one of them pulls in desert dust. Book maintenance, repairs or a high-efficiency upgrade with a Henderson HVAC pro who can tell you which unit needs attention first.',
      testimonial: {
        title: 'Mark and Jen T., Seven Hills',
        text: 'Two of our three units were struggling. The tech cleaned both condensers, replaced a capacitor, and our July bill came in lower than June.',
      },
    },
  },
  paradise: {
    landscaping: {
      description:
        'Landscaping in Paradise, NV: mature tree care, lawn-to-desert conversions and weekly yard upkeep near UNLV. Compare local pros and book on UpKeep.',
      introTitle: 'Refreshing established yards in Paradise',
      introText:
        'Many Paradise homes near UNLV and east of the Strip were built in the 1960s and 70s, with big shade trees and lawns planted long before water-smart rules. Local landscapers keep those trees healthy, convert thirsty turf and give a classic ranch home a fresh desert look.',
      testimonial: {
        title: 'Gloria P., University District',
        text: 'Our old mulberry was dropping limbs on the carport. The crew removed it safely, ground the stump and planted a desert willow in its place.',
      },
    },
    plumbing: {
      description:
        'Paradise, NV plumbers for older pipes, drain cleaning, leak repairs and water heaters. Compare local plumbing companies and book online with UpKeep.',
      introTitle: 'Keeping older Paradise plumbing flowing',
      introText:
        'Decades-old cast-iron drains and galvanized supply lines are common in Paradise, and hard water only speeds up their wear. A local plumber can camera-inspect a slow main line, replace corroded pipe and keep homes, rentals and condos running without surprises.',
      testimonial: {
        title: 'Andre L., Paradise',
        text: 'Our kitchen drain backed up every few months. A camera inspection showed roots in the old cast-iron line; they jetted it and gave us a fair quote for the repair.',
      },
    },
    hvac: {
      introTitle: 'Reliable comfort near the Strip',
      introText:
        'Paradise has everything from 1970s ranch homes to high-rise condos, and plenty of aging systems working through triple-digit summers. Connect with an HVAC pro who can repair an older unit, seal tired ductwork or recommend a right-sized replacement.',
      testimonial: {
        title: 'Nicole F., Paradise',
        text: 'Our 20-year-old AC finally quit in August. UpKeep showed me three quotes side by side and the new system was in the next afternoon.',
      },
    },
  },
  'sunrise-manor': {
    landscaping: {
      description:
        'Sunrise Manor landscapers for yard cleanups, tree trimming, rock and drip irrigation on the east side. Compare local pros by price and rating on UpKeep.',
      introTitle: 'East-side yards with room to grow',
      introText:
        'Sunrise Manor lots tend to be larger than in the newer suburbs, with mature trees and open ground beneath Frenchman Mountain. Local crews handle overgrown cleanups, weed control and trimming, and can turn bare dirt into a low-water yard that stays tidy through dust storms.',
      testimonial: {
        title: 'Rosa H., Sunrise Manor',
        text: 'Our back lot was all weeds and dirt. They cleared it, laid weed barrier and rock, and added drip to three new trees. It finally feels like part of the house.',
      },
    },
    plumbing: {
      description:
        'Sunrise Manor plumbers for slab leaks, galvanized pipe repairs, drains and water heaters. Compare trusted east-side plumbers and book on UpKeep.',
      introTitle: 'Plumbing repairs for established east-side homes',
      introText:
        'Many Sunrise Manor homes date from the 1970s and 80s, when galvanized steel and early plastic lines were standard. Low water pressure, rusty water and surprise slab leaks are signs it is time for a local plumber to take a look.',
      testimonial: {
        title: 'James W., Sunrise Manor',
        text: 'Brown water every morning turned out to be corroded galvanized pipe. They repiped the bathrooms in two days and cleaned up after themselves.',
      },
    },
    hvac: {
      introTitle: 'Cooling older homes in Sunrise Manor',
      introText:
        'Some Sunrise Manor homes still run older heat pumps or even evaporative coolers, which struggle when humidity rises during monsoon season. Find an HVAC expert who can keep an older system going or plan a sensible upgrade.',
      testimonial: {
        title: 'Eddie M., Sunrise Manor',
        text: 'Our swamp cooler could not keep up in July anymore. The installer explained our options honestly and we went with a heat pump that also heats in winter.',
      },
    },
  },
  enterprise: {
    landscaping: {
      description:
        "Enterprise landscapers for new-build yards, artificial turf, drip systems and upkeep in Mountain's Edge and Southern Highlands. Book on UpKeep.",
      introTitle: 'Finishing new-build yards in Enterprise',
      introText:
        "Enterprise is one of the fastest-growing parts of the valley, and many backyards in Mountain's Edge, Rhodes Ranch and Southern Highlands start as bare dirt. Local landscapers design compact, low-water yards with turf for the kids, shade trees and drip that is easy to maintain.",
      testimonial: {
        title: "Ashley C., Mountain's Edge",
        text: 'We moved into a new build with a dirt backyard. The designer gave us a plan with turf, pavers and shade trees that fit our budget, and the install took a week.',
      },
    },
    plumbing: {
      description:
        'Enterprise plumbers for water heaters, softeners, fixture upgrades and leak repairs in the southwest valley. Compare and book local pros on UpKeep.',
      introTitle: 'Plumbing care for newer southwest homes',
      introText:
        'Newer Enterprise homes have modern PEX lines, but builder-grade fixtures and water heaters still take a beating from hard water. Local plumbers install softeners and filters, swap out failing valves and service tankless heaters before scale shuts them down.',
      testimonial: {
        title: 'Kevin D., Southern Highlands',
        text: 'Our tankless heater kept throwing an error code. The plumber descaled it, showed me how to flush it every year and recommended a softener. Hot water has been perfect since.',
      },
    },
    hvac: {
      introTitle: 'Keeping newer Enterprise systems efficient',
      introText:
        'Builder-grade systems in Enterprise homes are reaching the age where capacitors fail and efficiency slips. Regular maintenance, clean filters and a quick refrigerant check keep your warranty valid and your summer bills in check.',
      testimonial: {
        title: 'Samantha O., Enterprise',
        text: 'I did not know our warranty required yearly maintenance. I booked a tune-up in two minutes and now I get a reminder every spring.',
      },
    },
  },
  'spring-valley': {
    landscaping: {
      description:
        'Spring Valley landscapers for mature tree care, trimming, lawn conversions and irrigation repairs. Compare trusted local pros and book on UpKeep.',
      introTitle: 'Caring for mature Spring Valley landscapes',
      introText:
        'Spring Valley neighborhoods built in the 1980s and 90s have some of the best shade trees in town, along with the roots, tired irrigation and overgrown shrubs that come with them. Local pros thin canopies before monsoon winds, repair aging sprinklers and convert worn lawns to water-smart beds.',
      testimonial: {
        title: 'Howard Y., Spring Valley',
        text: 'Two big pines were pushing against our block wall. The arborist pruned the roots safely and set up drip so the trees still get deep water.',
      },
    },
    plumbing: {
      description:
        'Spring Valley plumbers for polybutylene repiping, slab leaks, drains and water heaters. Compare licensed local plumbers by price and rating on UpKeep.',
      introTitle: 'Upgrading Spring Valley plumbing',
      introText:
        'Many Spring Valley homes were plumbed with polybutylene, the gray plastic pipe that grows brittle with age and chlorinated water. A local plumber can inspect your lines, repair leaks and plan a whole-home repipe on your schedule.',
      testimonial: {
        title: 'Mei L., Spring Valley',
        text: 'Our home inspector flagged polybutylene pipes. UpKeep helped us compare repipe quotes and the job was done in three days with very little drywall damage.',
      },
    },
    hvac: {
      introTitle: 'Replacing aging systems in Spring Valley',
      introText:
        'Older Spring Valley homes may still run systems charged with R-22, a refrigerant that is no longer produced and is costly to refill. Talk to an HVAC expert about repairing versus replacing, and about efficient heat pumps that cut summer bills.',
      testimonial: {
        title: 'Victor A., Spring Valley',
        text: 'The technician told us straight: our R-22 unit would cost more to recharge than it was worth. The new heat pump dropped our August bill by almost a third.',
      },
    },
  },
  'centennial-hills': {
    landscaping: {
      description:
        'Centennial Hills landscapers for wind-ready plantings, frost care, irrigation and trimming in the northwest valley. Compare and book pros on UpKeep.',
      introTitle: 'Northwest yards built for wind and winter frost',
      introText:
        'Up in Centennial Hills, near Tule Springs and the foothills of Mount Charleston, yards get stronger winds and colder winter nights than the valley floor. Local landscapers choose hardy plants, stake young trees and insulate backflow preventers before the first freeze.',
      testimonial: {
        title: 'Brian G., Centennial Hills',
        text: 'We lost half our plants our first winter. The new crew replaced them with frost-hardy natives and wrapped our backflow. Everything made it through this year.',
      },
    },
    plumbing: {
      description:
        'Centennial Hills plumbers for frozen-pipe prevention, leaks, water heaters and drains. Compare licensed northwest-valley plumbers on UpKeep.',
      introTitle: 'Plumbing ready for northwest winters',
      introText:
        'Centennial Hills sits higher than most of the valley, so exposed pipes, hose bibs and backflow assemblies can freeze on January nights. Local plumbers insulate and repair outdoor plumbing, service water heaters and clear drains across these northwest neighborhoods.',
      testimonial: {
        title: 'Tanya R., Centennial Hills',
        text: 'A pipe in the garage split during a cold snap. The plumber came out the same morning, fixed it and insulated every exposed line so it will not happen again.',
      },
    },
    hvac: {
      introTitle: 'Year-round comfort in Centennial Hills',
      introText:
        'Centennial Hills homes need real heating in winter as well as strong cooling in summer. A local HVAC expert can check your heat pump or furnace before the cold sets in, and tune the AC before the first 100-degree day.',
      testimonial: {
        title: 'Omar J., Centennial Hills',
        text: 'Our heat pump kept blowing cold air on frosty mornings. The tech fixed the defrost board and explained what emergency heat actually does.',
      },
    },
  },
  alliante: {
    landscaping: {
      description:
        'Alliante landscapers for HOA-compliant yards, trimming, drip irrigation and turf in North Las Vegas. Compare local pros by price and rating on UpKeep.',
      introTitle: "Well-kept yards for Alliante's master-planned streets",
      introText:
        "Alliante's master-planned neighborhoods have tidy streetscapes and HOA standards to match. Local landscapers keep front yards inspection-ready, trim shrubs away from walls and walkways, and tune drip systems so plants get through summer without runoff onto the sidewalk.",
      testimonial: {
        title: 'Denise W., Alliante',
        text: 'We travel a lot, so we needed someone dependable. Our landscaper comes every other week, sends photos, and the HOA has not sent a single letter since.',
      },
    },
    plumbing: {
      description:
        'Alliante plumbers for leak repairs, water softeners, water heaters and drain cleaning in North Las Vegas. Compare local plumbers by price on UpKeep.',
      introTitle: 'Dependable plumbing for Alliante homes',
      introText:
        'Most Alliante homes were built in the 2000s, so original water heaters, fill valves and supply hoses are reaching the end of their life. A local plumber can replace them before they fail and add a softener to protect everything new from hard water.',
      testimonial: {
        title: 'Chris N., Alliante',
        text: 'Our original water heater was 17 years old and leaking at the base. The plumber had a new one installed the same afternoon and hauled the old one away.',
      },
    },
    hvac: {
      introTitle: 'HVAC care for Alliante homes',
      introText:
        'Systems installed when Alliante was built are now 15 to 20 years old, the age when compressors and blower motors start to fail. An Alliante HVAC pro can tell you whether a repair makes sense or a high-efficiency replacement will pay for itself.',
      testimonial: {
        title: 'Patricia E., Alliante',
        text: 'We got two opinions through UpKeep on whether to replace our old unit. Both agreed it had a few good years left with a new fan motor, which saved us thousands.',
      },
    },
  },
  'north-las-vegas': {
    landscaping: {
      description:
        'North Las Vegas landscapers for yard cleanups, rock and xeriscape installs, trimming and irrigation. Compare trusted local pros and book on UpKeep.',
      introTitle: 'Yard care across North Las Vegas',
      introText:
        'North Las Vegas mixes long-established neighborhoods with new developments around Craig Ranch and the northern edge of the valley. Whether you need a one-time cleanup, a fresh layer of desert rock or a complete xeriscape install, local crews know the soil, the sun and the city rules.',
      testimonial: {
        title: 'Marcus T., North Las Vegas',
        text: 'Fair price, showed up on time and hauled away a full trailer of dead brush. I have already booked them again for the fall.',
      },
    },
    plumbing: {
      description:
        'North Las Vegas plumbers for sewer lines, leak repairs, water heaters and drain cleaning. Compare licensed local plumbers and book online with UpKeep.',
      introTitle: 'Plumbing solutions across North Las Vegas',
      introText:
        'North Las Vegas runs its own water utility and has homes spanning seven decades, from older houses with clay and cast-iron sewer lines to new builds with modern PEX. Local plumbers handle both, from sewer camera inspections to new fixtures.',
      testimonial: {
        title: 'Yolanda B., North Las Vegas',
        text: 'Sewage came up in the tub on a Sunday. The plumber came out that evening, cleared the main line and showed me the camera footage of the root intrusion.',
      },
    },
    hvac: {
      introTitle: 'Beating the heat in North Las Vegas',
      introText:
        'North Las Vegas summers bring long stretches above 110 degrees, and an AC that fails in July is an emergency. Book seasonal maintenance before the heat arrives, and find a trusted local technician fast when something goes wrong.',
      testimonial: {
        title: 'Ray S., North Las Vegas',
        text: 'Our AC died on a 112-degree afternoon with my mom staying with us. UpKeep found a company with an evening slot and they had it running by 8 pm.',
      },
    },
  },
  'boulder-city': {
    landscaping: {
      description:
        'Boulder City landscapers for historic-home yards, mature trees, trimming and water-wise gardens near Lake Mead. Compare local pros on UpKeep.',
      introTitle: 'Water-wise gardens with small-town character',
      introText:
        "Boulder City's historic streets, mature trees and slightly higher elevation make for yards with more character than most. Local landscapers prune old shade trees with care, keep lawns healthy where they still make sense and add desert gardens that suit a town built alongside Hoover Dam.",
      testimonial: {
        title: 'Helen V., Boulder City',
        text: 'Our 70-year-old elm needed careful pruning, not a hack job. The arborist took his time and the tree looks healthier than it has in years.',
      },
    },
    plumbing: {
      description:
        'Boulder City plumbers for older homes: galvanized pipe, sewer lines, water heaters and leak repairs. Compare trusted local plumbers on UpKeep.',
      introTitle: "Plumbing care for Boulder City's historic homes",
      introText:
        'Some Boulder City homes date back to the dam-building era, with original galvanized pipes and aging sewer laterals. A local plumber who respects older construction can repair, repipe and upgrade while keeping plaster walls and original details intact.',
      testimonial: {
        title: 'Frank O., Boulder City',
        text: 'Our 1940s cottage had low pressure everywhere. They replaced the old galvanized lines through the crawl space without opening a single wall.',
      },
    },
    hvac: {
      introTitle: 'Comfort for Boulder City homes, old and new',
      introText:
        'Boulder City runs a few degrees cooler than the valley floor, but summers are still long and hot, and older homes often lack good ductwork. An HVAC expert can service what you have or recommend ductless mini-splits that keep historic homes comfortable.',
      testimonial: {
        title: 'Sue and Dave K., Boulder City',
        text: 'Our historic home never had central air. The installer recommended three mini-splits, and now every room is comfortable without tearing into the ceilings.',
      },
    },
  },
};

export const AREA_PROFILES: readonly AreaProfile[] = LANDING_AREAS.map((area) => ({
  slug: area.slug,
  name: area.name,
  ...PROFILES[area.slug],
}));
