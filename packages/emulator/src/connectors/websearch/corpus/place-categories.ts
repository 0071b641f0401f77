import type { SeededRandom } from './seeded-random.ts';

/** A kind of place: how places of it are named, described and opened. */
export interface PlaceCategory {
  readonly id: string;
  /** The category results show (`categories`). */
  readonly label: string;
  /** Words a search for this kind of place uses. */
  readonly keywords: readonly string[];
  /** How often it appears among a city's places. */
  readonly weight: number;
  readonly name: (random: SeededRandom, neighborhood: string) => string;
  readonly features: readonly string[];
  /** Local opening and closing time, and the weekday (0 Sunday) it is closed, if any. */
  readonly hours: { opens: string; closes: string; closedOn?: number };
  /** 1 to 4 price levels; undefined when it has no prices (a park). */
  readonly priceLevels?: readonly [number, number];
  readonly cuisines?: readonly string[];
}

const either = (random: SeededRandom, first: readonly string[], second: readonly string[]) =>
  `${random.pick(first)} ${random.pick(second)}`;

const MUSEUM_SUBJECTS = [
  'Modern Art',
  'City History',
  'Science',
  'Photography',
  'Design',
  'Natural History',
  'Technology',
  'Music',
];

export const PLACE_CATEGORIES: readonly PlaceCategory[] = [
  {
    id: 'cafe',
    label: 'Café',
    keywords: ['cafe', 'coffee', 'espresso', 'breakfast'],
    weight: 10,
    name: (random) =>
      either(
        random,
        [
          'Blue Door',
          'Little',
          'Corner',
          'Morning',
          'Copper',
          'Linden',
          'Harbour',
          'Kettle & Crow',
        ],
        ['Café', 'Coffee', 'Coffee House', 'Espresso Bar'],
      ),
    features: [
      'It is known for its flat whites and homemade cakes',
      'Regulars come for the quiet back room and the fast wifi',
      'The beans are roasted in small batches on site',
    ],
    hours: { opens: '07:30', closes: '18:00' },
    priceLevels: [1, 2],
  },
  {
    id: 'restaurant',
    label: 'Restaurant',
    keywords: ['restaurant', 'dinner', 'lunch', 'food'],
    weight: 12,
    name: (random) =>
      either(
        random,
        ['Casa', 'Maison', 'Golden', 'Olive', 'Hearth', 'Saffron', 'Juniper', 'Lantern'],
        ['Kitchen', 'Bistro', 'Table', 'Grill', 'Trattoria', 'Brasserie'],
      ),
    features: [
      'The menu changes with the seasons',
      'Booking ahead is wise on weekends',
      'The open kitchen lets diners watch the cooks at work',
    ],
    hours: { opens: '12:00', closes: '23:00', closedOn: 1 },
    priceLevels: [2, 4],
    cuisines: [
      'Italian',
      'Japanese',
      'Indian',
      'Mexican',
      'French',
      'Vietnamese',
      'Lebanese',
      'vegetarian',
    ],
  },
  {
    id: 'bakery',
    label: 'Bakery',
    keywords: ['bakery', 'bread', 'pastry', 'sourdough'],
    weight: 6,
    name: (random) =>
      either(
        random,
        ['Rye & Salt', 'Golden Crust', 'Flour Mill', 'Rise', 'Crumb', 'Old Oven'],
        ['Bakery', 'Bakehouse', 'Bread Co.'],
      ),
    features: [
      'Its sourdough sells out before noon',
      'The croissants are baked every morning',
      'Everything is made from organic flour',
    ],
    hours: { opens: '07:00', closes: '15:00' },
    priceLevels: [1, 2],
  },
  {
    id: 'museum',
    label: 'Museum',
    keywords: ['museum', 'art', 'gallery', 'exhibition', 'history'],
    weight: 5,
    name: (random) => `Museum of ${random.pick(MUSEUM_SUBJECTS)}`,
    features: [
      'Its permanent collection spans three floors',
      'Temporary exhibitions change every few months',
      'Guided tours run in several languages',
    ],
    hours: { opens: '10:00', closes: '18:00', closedOn: 1 },
    priceLevels: [2, 2],
  },
  {
    id: 'park',
    label: 'Park',
    keywords: ['park', 'garden', 'playground', 'picnic'],
    weight: 4,
    name: (random, neighborhood) =>
      random.chance(0.5)
        ? `${neighborhood} Park`
        : `${random.pick(['Rose', 'Willow', 'Lake', 'Botanical', 'Hilltop'])} Gardens`,
    features: [
      'Locals picnic on its lawns in summer',
      'A playground and a small lake sit at its centre',
      'Its paths are popular with runners in the morning',
    ],
    hours: { opens: '06:00', closes: '22:00' },
  },
  {
    id: 'bookstore',
    label: 'Bookstore',
    keywords: ['bookstore', 'books', 'bookshop', 'reading'],
    weight: 4,
    name: (random) =>
      either(
        random,
        ['Paper', 'Chapter', 'Ink', 'Margin', 'Dog-Ear', 'Shelf'],
        ['Books', 'Bookshop', '& Co. Books'],
      ),
    features: [
      'It hosts author readings most weeks',
      'The staff recommendations are handwritten on cards',
      'A second-hand corner sits at the back',
    ],
    hours: { opens: '10:00', closes: '20:00', closedOn: 0 },
    priceLevels: [2, 2],
  },
  {
    id: 'hotel',
    label: 'Hotel',
    keywords: ['hotel', 'stay', 'rooms', 'accommodation'],
    weight: 4,
    name: (random) =>
      random.chance(0.5)
        ? `Hotel ${random.pick(['Aurora', 'Meridian', 'Belvedere', 'Albatross', 'Northstar'])}`
        : `The ${random.pick(['Grand', 'Garden', 'Harbour', 'Station', 'Park'])} Hotel`,
    features: [
      'Its rooftop bar looks over the city',
      'Rooms are small but quiet',
      'Breakfast is served until late morning',
    ],
    hours: { opens: '00:00', closes: '23:59' },
    priceLevels: [3, 4],
  },
  {
    id: 'bar',
    label: 'Bar',
    keywords: ['bar', 'drinks', 'cocktails', 'nightlife'],
    weight: 5,
    name: (random) =>
      `The ${either(random, ['Fox', 'Anchor', 'Owl', 'Crown', 'Lantern'], ['Bar', 'Tavern', 'Lounge'])}`,
    features: [
      'It is known for its cocktails and a long list of local beers',
      'Live music plays on Thursdays',
      'A small terrace fills up on warm evenings',
    ],
    hours: { opens: '17:00', closes: '01:00' },
    priceLevels: [2, 3],
  },
];
