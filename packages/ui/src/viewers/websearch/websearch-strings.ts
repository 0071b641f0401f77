import { formatCount } from '../common/format.ts';

/*
 * Every string the web search viewer shows or announces, in English. A host replaces any of them through
 * `<PlugboardUiProvider localization={{ viewers: { websearch: { … } } }}>`; strings that embed a value are
 * functions. They live in the viewer's own chunk, so a page pays for them only once it shows one.
 * Counts are numbers: a function picks its language's plural form and formats them with Intl.
 */

function counted(count: number, one: string, other: string): string {
  return `${formatCount(count)} ${count === 1 ? one : other}`;
}

export const WEBSEARCH_VIEWER_STRINGS = {
  // Sections of a search, which also name their regions.
  web: 'Web',
  news: 'News',
  videos: 'Videos',
  images: 'Images',
  places: 'Places',
  /** A place of a web search that has no title. */
  place: 'Place',
  /** Marks a breaking news result. */
  breaking: 'Breaking',
  /** When the service searched for a corrected query: before the query it searched for. */
  showingResultsFor: 'Showing results for',
  /** After the corrected query: the query that was asked. */
  insteadOf: (original: string) => `instead of ${original}.`,
  /** With `summary: true`: before the summarizer key, which the next two strings frame. */
  summaryAvailable: 'A summary is available: pass the key',
  /** Between the summarizer key and the name of the tool that takes it. */
  summaryKeyTo: 'to',

  // Suggestions and spellcheck
  suggestions: 'Suggestions',
  /** The accessible name of a spellcheck's list. */
  didYouMeanLabel: 'Did you mean',
  didYouMean: (query: string) => `Did you mean ${query}?`,

  // Places
  address: 'Address',
  phone: 'Phone',
  rating: 'Rating',
  /** A place's rating; `reviews` is undefined when the service gives no count. */
  ratingValue: (value: number, best: number, reviews: number | undefined) =>
    `${formatCount(value)} of ${formatCount(best)}` +
    (reviews === undefined ? '' : ` (${counted(reviews, 'review', 'reviews')})`),
  coordinates: 'Coordinates',
  /** Latitude and longitude in degrees; five decimals place a point within a metre or so. */
  latitudeLongitude: (latitude: number, longitude: number) =>
    `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`,
  /** Before a place's location id. */
  locationId: 'Location id',
  noDescription: 'No description.',

  // Summaries
  sources: 'Sources',
  about: 'About',
  followUpQuestions: 'Follow-up questions',
  /** The heading over the follow-up questions. */
  askNext: 'Ask next',
  /** A summary not yet complete; `status` is the service's word for where it stands. */
  summaryStatus: (status: string) => `The summary is ${status}.`,
  /** A citation link's accessible name; its visible text is the number alone. */
  citation: (number: number) => `source ${formatCount(number)}`,

  // Chat answers
  /** While a streamed answer arrives. */
  writing: 'Writing…',
  /** A streamed answer that failed; `reason` is one of the strings below or the service's message. */
  incomplete: (reason: string) => `The answer is incomplete: ${reason}`,
  chatGarbled: 'Part of the answer arrived garbled.',
  chatNotAChunk: 'Part of the answer was not a chat chunk.',
  chatCutOff: 'The answer stopped before it was complete.',
  chatStopped: 'The answer was stopped.',
  chatConnectionLost: 'The connection was lost.',
  /** Finish reasons of a completed answer that the reader should know of. */
  finishLength: 'The answer was cut off at the token limit.',
  finishContentFilter: 'Part of the answer was withheld by a content filter.',
  tokenCount: (count: number) => counted(count, 'token', 'tokens'),

  /** The title of the service's 429 answer. */
  rateLimited: 'Too many requests for this plan',
};

export type WebsearchViewerStrings = typeof WEBSEARCH_VIEWER_STRINGS;
