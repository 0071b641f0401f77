/** A city of the simulated places: where it is and how its addresses and phones are written. */
export interface City {
  readonly name: string;
  /** Other names a `location` string may use for it (lower case). */
  readonly aliases: readonly string[];
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
  readonly region: string;
  /** IANA time zone: opening hours are told in local time. */
  readonly timezone: string;
  readonly lat: number;
  readonly lon: number;
  /** `#` a digit, `@` a capital letter. */
  readonly postalPattern: string;
  /** "12 Main Street" rather than "Hauptstraße 12". */
  readonly numberFirst: boolean;
  /** "10115 Berlin" rather than "New York, NY 10001". */
  readonly postalFirst: boolean;
  readonly phonePrefix: string;
  /** The currency symbol price ranges are shown in. */
  readonly currency: string;
  readonly streets: readonly string[];
  readonly neighborhoods: readonly string[];
}

export const CITIES: readonly City[] = [
  {
    name: 'Berlin',
    aliases: ['berlin'],
    country: 'DE',
    region: 'Berlin',
    timezone: 'Europe/Berlin',
    lat: 52.52,
    lon: 13.405,
    postalPattern: '10###',
    numberFirst: false,
    postalFirst: true,
    phonePrefix: '+49 30',
    currency: '€',
    streets: [
      'Torstraße',
      'Kastanienallee',
      'Oranienstraße',
      'Friedrichstraße',
      'Bergmannstraße',
      'Schönhauser Allee',
    ],
    neighborhoods: ['Mitte', 'Kreuzberg', 'Prenzlauer Berg', 'Neukölln', 'Friedrichshain'],
  },
  {
    name: 'Paris',
    aliases: ['paris'],
    country: 'FR',
    region: 'Île-de-France',
    timezone: 'Europe/Paris',
    lat: 48.8566,
    lon: 2.3522,
    postalPattern: '750##',
    numberFirst: true,
    postalFirst: true,
    phonePrefix: '+33 1',
    currency: '€',
    streets: [
      'Rue de Rivoli',
      'Rue Oberkampf',
      'Boulevard Saint-Germain',
      'Rue des Martyrs',
      'Rue de la Roquette',
      'Avenue de la République',
    ],
    neighborhoods: ['Le Marais', 'Montmartre', 'Saint-Germain-des-Prés', 'Belleville', 'Bastille'],
  },
  {
    name: 'London',
    aliases: ['london'],
    country: 'GB',
    region: 'England',
    timezone: 'Europe/London',
    lat: 51.5072,
    lon: -0.1276,
    postalPattern: 'EC# #@@',
    numberFirst: true,
    postalFirst: false,
    phonePrefix: '+44 20',
    currency: '£',
    streets: [
      'Brick Lane',
      'Columbia Road',
      'Upper Street',
      'Marylebone High Street',
      'Exmouth Market',
      'Lamb’s Conduit Street',
    ],
    neighborhoods: ['Shoreditch', 'Islington', 'Marylebone', 'Clerkenwell', 'Bloomsbury'],
  },
  {
    name: 'New York',
    aliases: ['new york', 'new york city', 'nyc', 'manhattan'],
    country: 'US',
    region: 'NY',
    timezone: 'America/New_York',
    lat: 40.7128,
    lon: -74.006,
    postalPattern: '100##',
    numberFirst: true,
    postalFirst: false,
    phonePrefix: '+1 212',
    currency: '$',
    streets: [
      'Bleecker Street',
      'Orchard Street',
      'Amsterdam Avenue',
      'Bedford Avenue',
      'Mulberry Street',
      'West 4th Street',
    ],
    neighborhoods: ['Greenwich Village', 'Lower East Side', 'Upper West Side', 'SoHo', 'Chelsea'],
  },
  {
    name: 'San Francisco',
    aliases: ['san francisco', 'sf'],
    country: 'US',
    region: 'CA',
    timezone: 'America/Los_Angeles',
    lat: 37.7749,
    lon: -122.4194,
    postalPattern: '941##',
    numberFirst: true,
    postalFirst: false,
    phonePrefix: '+1 415',
    currency: '$',
    streets: [
      'Valencia Street',
      'Hayes Street',
      'Columbus Avenue',
      'Haight Street',
      'Fillmore Street',
      'Irving Street',
    ],
    neighborhoods: [
      'Mission District',
      'Hayes Valley',
      'North Beach',
      'Haight-Ashbury',
      'Inner Sunset',
    ],
  },
  {
    name: 'Tokyo',
    aliases: ['tokyo'],
    country: 'JP',
    region: 'Tokyo',
    timezone: 'Asia/Tokyo',
    lat: 35.6762,
    lon: 139.6503,
    postalPattern: '1##-####',
    numberFirst: false,
    postalFirst: true,
    phonePrefix: '+81 3',
    currency: '¥',
    streets: [
      'Omotesando',
      'Kagurazaka-dori',
      'Yanaka Ginza',
      'Cat Street',
      'Nakamise-dori',
      'Kappabashi-dori',
    ],
    neighborhoods: ['Shibuya', 'Shinjuku', 'Asakusa', 'Shimokitazawa', 'Nakameguro'],
  },
  {
    name: 'Lisbon',
    aliases: ['lisbon', 'lisboa'],
    country: 'PT',
    region: 'Lisboa',
    timezone: 'Europe/Lisbon',
    lat: 38.7223,
    lon: -9.1393,
    postalPattern: '1###-###',
    numberFirst: false,
    postalFirst: true,
    phonePrefix: '+351 21',
    currency: '€',
    streets: [
      'Rua Augusta',
      'Rua da Rosa',
      'Rua de São Bento',
      'Avenida da Liberdade',
      'Rua do Poço dos Negros',
      'Calçada do Combro',
    ],
    neighborhoods: ['Alfama', 'Bairro Alto', 'Chiado', 'Príncipe Real', 'Belém'],
  },
  {
    name: 'Madrid',
    aliases: ['madrid'],
    country: 'ES',
    region: 'Comunidad de Madrid',
    timezone: 'Europe/Madrid',
    lat: 40.4168,
    lon: -3.7038,
    postalPattern: '280##',
    numberFirst: false,
    postalFirst: true,
    phonePrefix: '+34 91',
    currency: '€',
    streets: [
      'Calle de Fuencarral',
      'Calle de Huertas',
      'Calle del Pez',
      'Gran Vía',
      'Calle de Argumosa',
      'Calle de Ponzano',
    ],
    neighborhoods: ['Malasaña', 'Lavapiés', 'Chueca', 'La Latina', 'Chamberí'],
  },
  {
    name: 'Toronto',
    aliases: ['toronto'],
    country: 'CA',
    region: 'ON',
    timezone: 'America/Toronto',
    lat: 43.6532,
    lon: -79.3832,
    postalPattern: 'M5@ #@#',
    numberFirst: true,
    postalFirst: false,
    phonePrefix: '+1 416',
    currency: '$',
    streets: [
      'Queen Street West',
      'Ossington Avenue',
      'Kensington Avenue',
      'Roncesvalles Avenue',
      'Dundas Street West',
      'College Street',
    ],
    neighborhoods: [
      'Queen West',
      'Kensington Market',
      'Little Italy',
      'Roncesvalles',
      'Leslieville',
    ],
  },
  {
    name: 'Sydney',
    aliases: ['sydney'],
    country: 'AU',
    region: 'NSW',
    timezone: 'Australia/Sydney',
    lat: -33.8688,
    lon: 151.2093,
    postalPattern: '20##',
    numberFirst: true,
    postalFirst: false,
    phonePrefix: '+61 2',
    currency: '$',
    streets: [
      'Crown Street',
      'King Street',
      'Oxford Street',
      'Darling Street',
      'Glebe Point Road',
      'Military Road',
    ],
    neighborhoods: ['Surry Hills', 'Newtown', 'Paddington', 'Balmain', 'Glebe'],
  },
  {
    name: 'Amsterdam',
    aliases: ['amsterdam'],
    country: 'NL',
    region: 'Noord-Holland',
    timezone: 'Europe/Amsterdam',
    lat: 52.3676,
    lon: 4.9041,
    postalPattern: '10## @@',
    numberFirst: false,
    postalFirst: true,
    phonePrefix: '+31 20',
    currency: '€',
    streets: [
      'Prinsengracht',
      'Haarlemmerstraat',
      'Utrechtsestraat',
      'Westerstraat',
      'Ferdinand Bolstraat',
      'Javastraat',
    ],
    neighborhoods: ['Jordaan', 'De Pijp', 'Oost', 'Centrum', 'Oud-West'],
  },
  {
    name: 'Mumbai',
    aliases: ['mumbai', 'bombay'],
    country: 'IN',
    region: 'Maharashtra',
    timezone: 'Asia/Kolkata',
    lat: 19.076,
    lon: 72.8777,
    postalPattern: '4000##',
    numberFirst: true,
    postalFirst: false,
    phonePrefix: '+91 22',
    currency: '₹',
    streets: [
      'Linking Road',
      'Hill Road',
      'Colaba Causeway',
      'Carter Road',
      'Marine Drive',
      'Kala Ghoda Lane',
    ],
    neighborhoods: ['Bandra', 'Colaba', 'Fort', 'Juhu', 'Lower Parel'],
  },
];

/**
 * The city a `location` string names ("Berlin", "berlin, germany", "NYC"), matched on its first
 * comma-separated part, any case; undefined when the emulator knows no such city.
 *
 * @example
 * findCity('Paris, France')?.country; // 'FR'
 */
export function findCity(location: string): City | undefined {
  const name = (location.split(',')[0] ?? '').trim().toLowerCase();
  return CITIES.find((city) => city.aliases.includes(name));
}
