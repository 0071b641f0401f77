import { CITIES, type City } from './cities.ts';
import { PLACE_CATEGORIES, type PlaceCategory } from './place-categories.ts';
import type { SeededRandom } from './seeded-random.ts';

/** A place of interest in one of the cities (docs/tool-results.md §"websearch" local POIs). */
export interface Place {
  /** Its position among all places: what location IDs encode. */
  readonly no: number;
  readonly name: string;
  readonly category: PlaceCategory;
  readonly cuisine: string | undefined;
  readonly city: City;
  readonly neighborhood: string;
  readonly streetAddress: string;
  readonly postalCode: string;
  readonly lat: number;
  readonly lon: number;
  readonly telephone: string;
  readonly website: string;
  readonly ratingValue: number;
  readonly reviewCount: number;
  /** 1 to 4, or undefined for places without prices. */
  readonly priceLevel: number | undefined;
  /** Sentences of its description. */
  readonly about: readonly string[];
}

const PLACES_PER_CITY = 50;
/** Places lie within this many metres of their city's centre. */
const CITY_RADIUS_M = 6000;
const METRES_PER_DEGREE = 111_320;

function fromPattern(random: SeededRandom, pattern: string): string {
  return pattern.replace(/[#@]/g, (slot) =>
    slot === '#' ? String(random.int(0, 9)) : String.fromCharCode(65 + random.int(0, 25)),
  );
}

function weightedCategory(random: SeededRandom): PlaceCategory {
  const total = PLACE_CATEGORIES.reduce((sum, category) => sum + category.weight, 0);
  let roll = random.next() * total;
  for (const category of PLACE_CATEGORIES) {
    if (roll < category.weight) return category;
    roll -= category.weight;
  }
  return PLACE_CATEGORIES[0] as PlaceCategory;
}

/** Every place: a few dozen in each city, of every category, within a few km of its centre. */
export function buildPlaces(random: SeededRandom): Place[] {
  const places: Place[] = [];
  for (const city of CITIES) {
    const names = new Set<string>();
    while (names.size < PLACES_PER_CITY) {
      const category = weightedCategory(random);
      const neighborhood = random.pick(city.neighborhoods);
      const name = category.name(random, neighborhood);
      if (names.has(name)) continue;
      names.add(name);
      const distance = CITY_RADIUS_M * Math.sqrt(random.next());
      const bearing = random.next() * 2 * Math.PI;
      const lat = city.lat + (distance * Math.cos(bearing)) / METRES_PER_DEGREE;
      const lon =
        city.lon +
        (distance * Math.sin(bearing)) / (METRES_PER_DEGREE * Math.cos((city.lat * Math.PI) / 180));
      const street = random.pick(city.streets);
      const number = String(random.int(1, 180));
      const cuisine = category.cuisines === undefined ? undefined : random.pick(category.cuisines);
      const [lowest, highest] = category.priceLevels ?? [0, 0];
      const kind = cuisine === undefined ? category.label.toLowerCase() : `${cuisine} restaurant`;
      places.push({
        no: places.length,
        name,
        category,
        cuisine,
        city,
        neighborhood,
        streetAddress: city.numberFirst ? `${number} ${street}` : `${street} ${number}`,
        postalCode: fromPattern(random, city.postalPattern),
        lat: Math.round(lat * 1e5) / 1e5,
        lon: Math.round(lon * 1e5) / 1e5,
        telephone: `${city.phonePrefix} ${random.int(1000, 9999)} ${random.int(1000, 9999)}`,
        website: `https://${name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example.com/`,
        ratingValue: random.int(32, 49) / 10,
        reviewCount: random.int(5, 2500),
        priceLevel: category.priceLevels === undefined ? undefined : random.int(lowest, highest),
        about: [
          `${name} is a ${kind} in ${neighborhood}, ${city.name}.`,
          ...random.sample(category.features, 2).map((feature) => `${feature}.`),
        ],
      });
    }
  }
  return places;
}
