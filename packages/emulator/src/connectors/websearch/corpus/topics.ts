/*
 * The subjects the simulated web is about: topics, the entities of each, and facts about them.
 * Every page, news item, image and video of the corpus is written around one entity. Facts may
 * hold quantities as `{dimension:value}` (metres, kilograms, °C, km/h), written out in the
 * request's units (units.ts).
 */

/** A thing the web writes about: the unit summaries, suggestions and entity info name. */
export interface Entity {
  readonly name: string;
  /** The short name texts use after the first mention. */
  readonly short: string;
  /** What kind of thing it is, e.g. "space telescope". */
  readonly kind: string;
  /** One sentence saying what it is. */
  readonly description: string;
  readonly facts: readonly string[];
  /** What people search about it, after its name: "images", "launch date"… */
  readonly searches: readonly string[];
}

export interface Topic {
  readonly id: string;
  /** The topic's name in English and in the corpus's other languages. */
  readonly label: Readonly<Record<'en' | 'de' | 'fr' | 'es', string>>;
  readonly entities: readonly Entity[];
}

export const TOPICS: readonly Topic[] = [
  {
    id: 'space',
    label: {
      en: 'space exploration',
      de: 'Raumfahrt',
      fr: 'exploration spatiale',
      es: 'exploración espacial',
    },
    entities: [
      {
        name: 'James Webb Space Telescope',
        short: 'Webb',
        kind: 'space telescope',
        description:
          'The James Webb Space Telescope is the largest optical telescope in space, built to observe the universe in infrared light.',
        facts: [
          'Webb launched on 25 December 2021 aboard an Ariane 5 rocket from French Guiana.',
          'The telescope orbits the Sun near the second Lagrange point, about {length:1500000000} from Earth.',
          'Its primary mirror is {length:6.5} across and made of 18 gold-coated beryllium segments.',
          'A five-layer sunshield keeps the instruments colder than {temp:-223}.',
        ],
        searches: ['images', 'launch date', 'mirror', 'discoveries'],
      },
      {
        name: 'Hubble Space Telescope',
        short: 'Hubble',
        kind: 'space telescope',
        description:
          'The Hubble Space Telescope is a space telescope launched in 1990 that observes in visible and ultraviolet light.',
        facts: [
          'Hubble orbits Earth at an altitude of about {length:540000}.',
          'Astronauts serviced Hubble five times between 1993 and 2009.',
          'The telescope weighs about {mass:12200} and travels at {speed:27300}.',
        ],
        searches: ['pictures', 'deep field', 'orbit', 'servicing missions'],
      },
      {
        name: 'International Space Station',
        short: 'the station',
        kind: 'space station',
        description:
          'The International Space Station is a crewed laboratory in low Earth orbit, run by five space agencies.',
        facts: [
          'The station circles Earth roughly every 90 minutes at about {speed:28000}.',
          'It has been continuously occupied since November 2000.',
          'The station is about {length:109} long, roughly the size of a football field.',
        ],
        searches: ['live', 'tracker', 'crew', 'how to see'],
      },
      {
        name: 'Perseverance rover',
        short: 'Perseverance',
        kind: 'Mars rover',
        description:
          'Perseverance is a NASA rover exploring Jezero Crater on Mars and collecting rock samples.',
        facts: [
          'Perseverance landed in Jezero Crater on 18 February 2021.',
          'It carried the Ingenuity helicopter, the first aircraft to fly on another planet.',
          'The rover weighs about {mass:1025} and is powered by a radioisotope generator.',
        ],
        searches: ['photos', 'location', 'samples', 'ingenuity'],
      },
    ],
  },
  {
    id: 'programming',
    label: { en: 'programming', de: 'Programmierung', fr: 'programmation', es: 'programación' },
    entities: [
      {
        name: 'TypeScript',
        short: 'TypeScript',
        kind: 'programming language',
        description: 'TypeScript is a programming language that adds static types to JavaScript.',
        facts: [
          'Microsoft released the first public version of TypeScript in October 2012.',
          'TypeScript compiles to plain JavaScript that runs in any browser or in Node.js.',
          'Strict mode turns on checks such as strictNullChecks and noImplicitAny.',
        ],
        searches: ['tutorial', 'generics', 'vs javascript', 'tsconfig'],
      },
      {
        name: 'Rust',
        short: 'Rust',
        kind: 'programming language',
        description:
          'Rust is a systems programming language focused on memory safety without a garbage collector.',
        facts: [
          'The borrow checker enforces ownership rules at compile time.',
          'Rust 1.0 was released in May 2015.',
          'Cargo is the build tool and package manager that ships with Rust.',
        ],
        searches: ['borrow checker', 'book', 'vs go', 'async'],
      },
      {
        name: 'PostgreSQL',
        short: 'Postgres',
        kind: 'relational database',
        description:
          'PostgreSQL is an open-source relational database known for reliability and standards compliance.',
        facts: [
          'PostgreSQL traces its roots to the POSTGRES project at Berkeley in 1986.',
          'It supports JSON columns, full-text search and window functions.',
          'Write-ahead logging lets Postgres recover after a crash.',
        ],
        searches: ['indexes', 'json', 'vs mysql', 'backup'],
      },
      {
        name: 'React',
        short: 'React',
        kind: 'JavaScript library',
        description: 'React is a JavaScript library for building user interfaces from components.',
        facts: [
          'Facebook open-sourced React in May 2013.',
          'Hooks such as useState and useEffect arrived in React 16.8.',
          'React renders to the DOM, to native apps and on the server.',
        ],
        searches: ['hooks', 'server components', 'tutorial', 'vs vue'],
      },
    ],
  },
  {
    id: 'cooking',
    label: { en: 'cooking', de: 'Kochen', fr: 'cuisine', es: 'cocina' },
    entities: [
      {
        name: 'Sourdough bread',
        short: 'sourdough',
        kind: 'bread',
        description:
          'Sourdough bread is bread leavened by a culture of wild yeast and lactic acid bacteria.',
        facts: [
          'A sourdough starter needs regular feeding with flour and water.',
          'Most loaves bake at around {temp:230} in a covered pot.',
          'The long fermentation gives sourdough its tangy flavour.',
        ],
        searches: ['starter', 'recipe', 'hydration', 'scoring'],
      },
      {
        name: 'Espresso',
        short: 'espresso',
        kind: 'coffee drink',
        description:
          'Espresso is concentrated coffee brewed by forcing hot water through finely ground beans.',
        facts: [
          'A classic double shot uses about {mass:0.018} of ground coffee and takes 25 to 30 seconds.',
          'Water for espresso should be around {temp:93}.',
          'The crema is a layer of emulsified oils and gas on top of the shot.',
        ],
        searches: ['machine', 'grind size', 'ratio', 'crema'],
      },
      {
        name: 'Ramen',
        short: 'ramen',
        kind: 'noodle soup',
        description: 'Ramen is a Japanese noodle soup made with wheat noodles in a rich broth.',
        facts: [
          'Tonkotsu broth is simmered from pork bones for many hours.',
          'Instant ramen was invented by Momofuku Ando in 1958.',
          'Common toppings include chashu pork, a soft-boiled egg and nori.',
        ],
        searches: ['recipe', 'tonkotsu', 'instant', 'toppings'],
      },
      {
        name: 'Paella',
        short: 'paella',
        kind: 'rice dish',
        description: 'Paella is a rice dish from Valencia cooked in a wide, shallow pan.',
        facts: [
          'Traditional paella valenciana uses chicken, rabbit and green beans.',
          'The crispy rice at the bottom of the pan is called socarrat.',
          'Bomba rice absorbs about three times its volume in stock.',
        ],
        searches: ['recipe', 'pan', 'seafood', 'socarrat'],
      },
    ],
  },
  {
    id: 'energy',
    label: {
      en: 'clean energy',
      de: 'saubere Energie',
      fr: 'énergie propre',
      es: 'energía limpia',
    },
    entities: [
      {
        name: 'Heat pump',
        short: 'the heat pump',
        kind: 'heating system',
        description:
          'A heat pump moves heat from outside air or the ground into a building, and can cool it in summer.',
        facts: [
          'Heat pumps deliver three to four units of heat for each unit of electricity.',
          'Modern air-source models keep working at {temp:-25}.',
          'Ground-source systems use pipes buried about {length:1.5} deep.',
        ],
        searches: ['cost', 'vs gas boiler', 'installation', 'efficiency'],
      },
      {
        name: 'Solar panels',
        short: 'solar panels',
        kind: 'energy technology',
        description: 'Solar panels turn sunlight into electricity using photovoltaic cells.',
        facts: [
          'Most rooftop panels convert about 20 percent of sunlight into electricity.',
          'A typical residential panel weighs around {mass:20}.',
          'Panels usually come with a 25-year performance warranty.',
        ],
        searches: ['cost', 'efficiency', 'battery storage', 'installation'],
      },
      {
        name: 'Electric cars',
        short: 'electric cars',
        kind: 'vehicle type',
        description:
          'Electric cars run on batteries instead of petrol or diesel and produce no exhaust.',
        facts: [
          'Many new models travel more than {length:400000} on a single charge.',
          'Fast chargers can add about 80 percent charge in 30 minutes.',
          'Regenerative braking recovers energy when the car slows down.',
        ],
        searches: ['range', 'charging', 'battery life', 'tax credit'],
      },
      {
        name: 'Wind turbines',
        short: 'wind turbines',
        kind: 'energy technology',
        description: 'Wind turbines convert the kinetic energy of wind into electricity.',
        facts: [
          'Offshore turbine blades can be longer than {length:100}.',
          'A turbine starts generating at wind speeds of about {speed:12}.',
          'Denmark gets about half of its electricity from wind.',
        ],
        searches: ['how they work', 'offshore', 'noise', 'height'],
      },
    ],
  },
  {
    id: 'health',
    label: {
      en: 'health and fitness',
      de: 'Gesundheit und Fitness',
      fr: 'santé et forme',
      es: 'salud y forma física',
    },
    entities: [
      {
        name: 'Marathon training',
        short: 'marathon training',
        kind: 'training method',
        description: 'Marathon training prepares runners for a race of {length:42195}.',
        facts: [
          'Most plans last 16 to 20 weeks and build weekly mileage gradually.',
          'The long run usually peaks at about {length:32000}.',
          'Tapering in the last two weeks helps the legs recover before race day.',
        ],
        searches: ['plan', 'for beginners', 'nutrition', 'taper'],
      },
      {
        name: 'Sleep hygiene',
        short: 'sleep hygiene',
        kind: 'health practice',
        description: 'Sleep hygiene is the set of habits that help people sleep well.',
        facts: [
          'Adults need seven to nine hours of sleep a night.',
          'A bedroom temperature of about {temp:18} helps most people fall asleep.',
          'Screens in the hour before bed can delay sleep.',
        ],
        searches: ['tips', 'routine', 'caffeine', 'naps'],
      },
      {
        name: 'Vitamin D',
        short: 'vitamin D',
        kind: 'nutrient',
        description:
          'Vitamin D is a nutrient the skin makes in sunlight; it keeps bones and teeth healthy.',
        facts: [
          'Oily fish, egg yolks and fortified foods contain vitamin D.',
          'Many people in northern countries are low on vitamin D in winter.',
          'Too much vitamin D from supplements can be harmful.',
        ],
        searches: ['deficiency', 'foods', 'dose', 'supplements'],
      },
      {
        name: 'Yoga',
        short: 'yoga',
        kind: 'exercise practice',
        description:
          'Yoga is a practice of postures, breathing and meditation that began in ancient India.',
        facts: [
          'Hatha yoga focuses on physical postures called asanas.',
          'Regular practice can improve flexibility and balance.',
          'A typical class lasts 60 to 90 minutes.',
        ],
        searches: ['for beginners', 'poses', 'benefits', 'hot yoga'],
      },
    ],
  },
  {
    id: 'history',
    label: { en: 'history', de: 'Geschichte', fr: 'histoire', es: 'historia' },
    entities: [
      {
        name: 'Roman Empire',
        short: 'Rome',
        kind: 'ancient empire',
        description:
          'The Roman Empire ruled the Mediterranean world from 27 BC until the fall of the West in AD 476.',
        facts: [
          'Augustus became the first Roman emperor in 27 BC.',
          'Roman roads stretched for more than {length:80000000}.',
          "Hadrian's Wall marked the empire's northern frontier in Britain.",
        ],
        searches: ['map', 'emperors', 'fall', 'army'],
      },
      {
        name: 'Apollo 11',
        short: 'Apollo 11',
        kind: 'space mission',
        description: 'Apollo 11 was the first crewed mission to land on the Moon, in July 1969.',
        facts: [
          'Neil Armstrong and Buzz Aldrin landed on 20 July 1969 while Michael Collins orbited above.',
          'The Saturn V rocket stood about {length:110} tall.',
          'The crew brought back about {mass:21.5} of lunar rock and soil.',
        ],
        searches: ['crew', 'landing site', 'saturn v', 'anniversary'],
      },
      {
        name: 'Printing press',
        short: 'the press',
        kind: 'invention',
        description:
          'The printing press with movable type, developed by Johannes Gutenberg around 1440, spread books across Europe.',
        facts: [
          'The Gutenberg Bible was printed in Mainz around 1455.',
          'By 1500 printing presses had produced millions of books.',
          'Movable type made texts cheaper and helped standardise spelling.',
        ],
        searches: ['gutenberg', 'invention', 'impact', 'how it works'],
      },
      {
        name: 'Great Wall of China',
        short: 'the Great Wall',
        kind: 'fortification',
        description:
          'The Great Wall of China is a series of fortifications built over two millennia across northern China.',
        facts: [
          'Its walls and trenches together are more than {length:21000000} long.',
          'Most of the wall seen today was built during the Ming dynasty.',
          'The wall cannot be seen from the Moon with the naked eye.',
        ],
        searches: ['length', 'history', 'visit', 'ming dynasty'],
      },
    ],
  },
  {
    id: 'music',
    label: { en: 'music', de: 'Musik', fr: 'musique', es: 'música' },
    entities: [
      {
        name: 'Jazz',
        short: 'jazz',
        kind: 'music genre',
        description:
          'Jazz is a music genre that began in New Orleans in the early 20th century, built on improvisation and swing.',
        facts: [
          'Louis Armstrong made improvised solos central to jazz in the 1920s.',
          'Bebop, led by Charlie Parker, brought fast tempos and complex harmony.',
          'Miles Davis recorded Kind of Blue in 1959.',
        ],
        searches: ['history', 'standards', 'albums', 'festival'],
      },
      {
        name: 'Vinyl records',
        short: 'vinyl',
        kind: 'audio format',
        description:
          'Vinyl records store sound in a spiral groove read by a stylus on a turntable.',
        facts: [
          'A long-playing record spins at 33 and a third revolutions per minute.',
          'Vinyl sales have grown every year since 2006.',
          'Records should be stored upright, away from heat above {temp:30}.',
        ],
        searches: ['turntable', 'cleaning', 'sales', 'storage'],
      },
      {
        name: 'Synthesizer',
        short: 'the synthesizer',
        kind: 'musical instrument',
        description:
          'A synthesizer is an electronic instrument that generates sound with oscillators, filters and envelopes.',
        facts: [
          'Robert Moog built his first modular synthesizer in 1964.',
          'The Minimoog made synthesizers portable in 1970.',
          'MIDI, introduced in 1983, lets synthesizers talk to each other.',
        ],
        searches: ['modular', 'for beginners', 'analog vs digital', 'moog'],
      },
    ],
  },
  {
    id: 'sports',
    label: { en: 'sports', de: 'Sport', fr: 'sport', es: 'deportes' },
    entities: [
      {
        name: 'Tour de France',
        short: 'the Tour',
        kind: 'cycling race',
        description:
          'The Tour de France is a three-week cycling race held every July, mostly in France.',
        facts: [
          'The first Tour de France took place in 1903.',
          'The race covers about {length:3500000} over 21 stages.',
          'The leader of the general classification wears the yellow jersey.',
        ],
        searches: ['route', 'stages', 'winners', 'yellow jersey'],
      },
      {
        name: 'Chess',
        short: 'chess',
        kind: 'board game',
        description: 'Chess is a two-player strategy board game played on a board of 64 squares.',
        facts: [
          'Each player starts with 16 pieces, including one king.',
          'Deep Blue beat world champion Garry Kasparov in 1997.',
          'The Elo rating system ranks players by their results.',
        ],
        searches: ['openings', 'rules', 'rating', 'puzzles'],
      },
      {
        name: 'FIFA World Cup',
        short: 'the World Cup',
        kind: 'football tournament',
        description:
          'The FIFA World Cup is the international football tournament held every four years.',
        facts: [
          'The first World Cup was played in Uruguay in 1930.',
          'Brazil has won the tournament five times, more than any other country.',
          'The 2026 edition is hosted by Canada, Mexico and the United States with 48 teams.',
        ],
        searches: ['2026', 'winners', 'schedule', 'tickets'],
      },
    ],
  },
  {
    id: 'gardening',
    label: { en: 'gardening', de: 'Gärtnern', fr: 'jardinage', es: 'jardinería' },
    entities: [
      {
        name: 'Tomato plants',
        short: 'tomatoes',
        kind: 'garden plant',
        description:
          'Tomato plants are warm-season plants grown for their fruit in gardens around the world.',
        facts: [
          'Tomato seedlings go outside once nights stay above {temp:10}.',
          'Indeterminate varieties keep growing and need tall stakes.',
          'Regular watering prevents blossom end rot.',
        ],
        searches: ['growing', 'varieties', 'pruning', 'diseases'],
      },
      {
        name: 'Composting',
        short: 'compost',
        kind: 'gardening practice',
        description:
          'Composting turns kitchen and garden waste into rich soil through decomposition.',
        facts: [
          'A good compost pile mixes green and brown material.',
          'An active pile heats up to about {temp:60}.',
          'Finished compost is dark, crumbly and smells like earth.',
        ],
        searches: ['bin', 'what to compost', 'worms', 'speed up'],
      },
      {
        name: 'Houseplants',
        short: 'houseplants',
        kind: 'indoor plants',
        description: 'Houseplants are plants grown indoors for decoration and a greener home.',
        facts: [
          'Most houseplants prefer bright, indirect light.',
          'Overwatering kills more houseplants than underwatering.',
          'The snake plant and the pothos tolerate low light.',
        ],
        searches: ['low light', 'watering', 'pet safe', 'repotting'],
      },
    ],
  },
  {
    id: 'finance',
    label: {
      en: 'personal finance',
      de: 'Finanzen',
      fr: 'finances personnelles',
      es: 'finanzas personales',
    },
    entities: [
      {
        name: 'Index funds',
        short: 'index funds',
        kind: 'investment fund',
        description:
          'An index fund is an investment fund that tracks a market index such as the S&P 500.',
        facts: [
          'John Bogle launched the first index fund for individual investors in 1976.',
          'Index funds usually charge lower fees than actively managed funds.',
          'Spreading money across hundreds of companies lowers single-stock risk.',
        ],
        searches: ['vs etf', 'fees', 'best', 'how to buy'],
      },
      {
        name: 'Inflation',
        short: 'inflation',
        kind: 'economic concept',
        description: 'Inflation is the rate at which prices for goods and services rise over time.',
        facts: [
          'Central banks often target inflation of about 2 percent a year.',
          'The consumer price index measures the price of a basket of goods.',
          'Raising interest rates is the main tool central banks use against inflation.',
        ],
        searches: ['rate', 'calculator', 'causes', 'cpi'],
      },
      {
        name: 'Mortgage',
        short: 'the mortgage',
        kind: 'loan',
        description: 'A mortgage is a loan used to buy property, with the property as security.',
        facts: [
          'Fixed-rate mortgages keep the same interest rate for the whole term.',
          'Many lenders ask for a deposit of 10 to 20 percent.',
          'Overpaying a mortgage shortens the term and reduces interest.',
        ],
        searches: ['rates', 'calculator', 'fixed vs variable', 'refinance'],
      },
    ],
  },
  {
    id: 'animals',
    label: { en: 'wildlife', de: 'Tierwelt', fr: 'faune', es: 'fauna' },
    entities: [
      {
        name: 'Octopus',
        short: 'the octopus',
        kind: 'marine animal',
        description:
          'The octopus is a soft-bodied, eight-armed mollusc known for its intelligence.',
        facts: [
          'An octopus has three hearts and blue blood.',
          'It can change colour and texture in a fraction of a second.',
          'The giant Pacific octopus can weigh more than {mass:50}.',
        ],
        searches: ['intelligence', 'facts', 'species', 'camouflage'],
      },
      {
        name: 'Honeybees',
        short: 'honeybees',
        kind: 'insect',
        description: 'Honeybees are social insects that live in colonies and make honey and wax.',
        facts: [
          'A colony can hold 50,000 bees in summer.',
          'Bees communicate the location of flowers with the waggle dance.',
          'A worker bee flies up to {length:5000} from the hive to forage.',
        ],
        searches: ['colony collapse', 'waggle dance', 'beekeeping', 'queen'],
      },
      {
        name: 'Grey wolf',
        short: 'the wolf',
        kind: 'wild canine',
        description: 'The grey wolf is a wild canine that lives and hunts in packs.',
        facts: [
          'Wolves returned to Yellowstone National Park in 1995.',
          'A pack usually holds 4 to 9 wolves.',
          'Wolves can run at about {speed:60} in short bursts.',
        ],
        searches: ['pack', 'yellowstone', 'howling', 'diet'],
      },
    ],
  },
  {
    id: 'gadgets',
    label: { en: 'technology', de: 'Technik', fr: 'technologie', es: 'tecnología' },
    entities: [
      {
        name: 'Raspberry Pi',
        short: 'the Pi',
        kind: 'single-board computer',
        description:
          'The Raspberry Pi is a small, low-cost computer built for learning and tinkering.',
        facts: [
          'The first Raspberry Pi went on sale in February 2012.',
          'Its GPIO pins connect sensors, lights and motors.',
          'Raspberry Pi OS is based on Debian Linux.',
        ],
        searches: ['projects', 'os', 'gpio', 'pi 5'],
      },
      {
        name: 'Mechanical keyboard',
        short: 'the keyboard',
        kind: 'computer keyboard',
        description: 'A mechanical keyboard uses an individual switch under each key.',
        facts: [
          'Switches are sold as linear, tactile or clicky.',
          'Many boards have hot-swappable sockets to change switches without soldering.',
          'A typical switch needs a force of about {mass:0.045} to press.',
        ],
        searches: ['switches', 'keycaps', 'hot swap', 'best'],
      },
      {
        name: 'Smartphone',
        short: 'the smartphone',
        kind: 'mobile device',
        description:
          'A smartphone is a mobile phone with a touchscreen, apps and an internet connection.',
        facts: [
          'The first iPhone was announced in January 2007.',
          'Most smartphones have batteries of 4,000 to 5,000 mAh.',
          'Phone cameras combine several lenses with computational photography.',
        ],
        searches: ['battery life', 'camera', 'comparison', 'repair'],
      },
    ],
  },
  {
    id: 'photography',
    label: { en: 'photography', de: 'Fotografie', fr: 'photographie', es: 'fotografía' },
    entities: [
      {
        name: 'Mirrorless camera',
        short: 'the mirrorless camera',
        kind: 'camera type',
        description:
          'A mirrorless camera uses an electronic viewfinder instead of the mirror of a DSLR.',
        facts: [
          'Without a mirror box, camera bodies are smaller and lighter.',
          'Electronic viewfinders preview the exposure before the shot is taken.',
          'Many mirrorless cameras track the eyes of a subject for autofocus.',
        ],
        searches: ['vs dslr', 'lenses', 'best', 'autofocus'],
      },
      {
        name: 'Astrophotography',
        short: 'astrophotography',
        kind: 'photography genre',
        description:
          'Astrophotography is photography of the night sky, stars and other astronomical objects.',
        facts: [
          'The core of the Milky Way is best photographed from dark sites in summer.',
          'The 500 rule estimates the longest exposure before stars start to trail.',
          'A star tracker turns with Earth to allow exposures of several minutes.',
        ],
        searches: ['milky way', 'settings', 'star tracker', 'lenses'],
      },
      {
        name: 'Film photography',
        short: 'film photography',
        kind: 'photography technique',
        description: 'Film photography records images on light-sensitive film instead of a sensor.',
        facts: [
          '35mm film became the standard format for still cameras in the 20th century.',
          'Colour negative film is developed with the C-41 process.',
          'Film is rated by ISO speed, such as 200 or 400.',
        ],
        searches: ['cameras', 'developing', 'film stocks', 'scanning'],
      },
    ],
  },
  {
    id: 'travel',
    label: { en: 'travel', de: 'Reisen', fr: 'voyage', es: 'viajes' },
    entities: [
      {
        name: 'Berlin',
        short: 'Berlin',
        kind: 'city',
        description:
          'Berlin is the capital of Germany, known for its history, museums and nightlife.',
        facts: [
          'The Berlin Wall fell on 9 November 1989.',
          'Museum Island holds five museums on the river Spree.',
          'The television tower at Alexanderplatz is {length:368} tall.',
        ],
        searches: ['things to do', 'museums', 'wall', 'weather'],
      },
      {
        name: 'Paris',
        short: 'Paris',
        kind: 'city',
        description: 'Paris is the capital of France, famous for art, food and the Eiffel Tower.',
        facts: [
          'The Eiffel Tower is about {length:330} tall.',
          "The Louvre is the world's most-visited art museum.",
          'Paris is divided into 20 arrondissements.',
        ],
        searches: ['things to do', 'eiffel tower', 'louvre', 'metro'],
      },
      {
        name: 'Tokyo',
        short: 'Tokyo',
        kind: 'city',
        description: 'Tokyo is the capital of Japan and one of the largest cities in the world.',
        facts: [
          'The Shibuya crossing is one of the busiest pedestrian crossings anywhere.',
          'Tokyo Skytree stands {length:634} tall.',
          'Cherry blossoms usually peak in late March or early April.',
        ],
        searches: ['things to do', 'cherry blossom', 'metro', 'food'],
      },
      {
        name: 'Lisbon',
        short: 'Lisbon',
        kind: 'city',
        description: 'Lisbon is the hilly, coastal capital of Portugal.',
        facts: [
          'Tram 28 climbs through the old Alfama district.',
          'The custard tarts called pastéis de nata come from the Belém area.',
          'Lisbon was largely rebuilt after the earthquake of 1755.',
        ],
        searches: ['things to do', 'tram 28', 'food', 'day trips'],
      },
    ],
  },
];
