import type { ToolParams } from '@plugboard/schema';
import type { ToolData } from '../../simulator.ts';
import { etagOf } from '../api/ids.ts';
import { listResponse, wholeList } from '../api/pagination.ts';
import { commaList } from '../api/params.ts';

/*
 * The platform's video categories: one list for the whole platform (the same ids everywhere),
 * each region offering all of them but Nonprofits & Activism, which only some have. Titles come
 * in English and, with `hl`, in Spanish, French or German.
 */

/** The platform's own channel, which the categories belong to. */
const PLATFORM_CHANNEL_ID = 'UCBR8-60-B28hp2BmDPdntcQ';

type Language = 'es' | 'fr' | 'de';

interface Category {
  id: string;
  title: string;
  /** Whether a video can be put in it; the others are for the platform's own listings. */
  assignable: boolean;
  translations?: Record<Language, string>;
}

const t = (es: string, fr: string, de: string) => ({ es, fr, de });

const CATEGORIES: readonly Category[] = [
  {
    id: '1',
    title: 'Film & Animation',
    assignable: true,
    translations: t('Cine y animación', 'Films et animations', 'Filme & Animation'),
  },
  {
    id: '2',
    title: 'Autos & Vehicles',
    assignable: true,
    translations: t('Motor', 'Auto/Moto', 'Autos & Fahrzeuge'),
  },
  { id: '10', title: 'Music', assignable: true, translations: t('Música', 'Musique', 'Musik') },
  {
    id: '15',
    title: 'Pets & Animals',
    assignable: true,
    translations: t('Mascotas y animales', 'Animaux', 'Tiere'),
  },
  { id: '17', title: 'Sports', assignable: true, translations: t('Deportes', 'Sport', 'Sport') },
  { id: '18', title: 'Short Movies', assignable: false },
  {
    id: '19',
    title: 'Travel & Events',
    assignable: true,
    translations: t('Viajes y eventos', 'Voyages et événements', 'Reisen & Events'),
  },
  {
    id: '20',
    title: 'Gaming',
    assignable: true,
    translations: t('Videojuegos', 'Jeux vidéo', 'Gaming'),
  },
  { id: '21', title: 'Videoblogging', assignable: false },
  {
    id: '22',
    title: 'People & Blogs',
    assignable: true,
    translations: t('Gente y blogs', 'People et blogs', 'Menschen & Blogs'),
  },
  { id: '23', title: 'Comedy', assignable: true, translations: t('Humor', 'Humour', 'Comedy') },
  {
    id: '24',
    title: 'Entertainment',
    assignable: true,
    translations: t('Entretenimiento', 'Divertissement', 'Unterhaltung'),
  },
  {
    id: '25',
    title: 'News & Politics',
    assignable: true,
    translations: t('Noticias y política', 'Actualités et politique', 'Nachrichten & Politik'),
  },
  {
    id: '26',
    title: 'Howto & Style',
    assignable: true,
    translations: t('Consejos y estilo', 'Vie pratique et style', 'Praktische Tipps & Styling'),
  },
  {
    id: '27',
    title: 'Education',
    assignable: true,
    translations: t('Educación', 'Éducation', 'Bildung'),
  },
  {
    id: '28',
    title: 'Science & Technology',
    assignable: true,
    translations: t('Ciencia y tecnología', 'Science et technologie', 'Wissenschaft & Technik'),
  },
  {
    id: '29',
    title: 'Nonprofits & Activism',
    assignable: true,
    translations: t('ONG y activismo', 'Organisations à but non lucratif', 'Soziales Engagement'),
  },
  { id: '30', title: 'Movies', assignable: false },
  { id: '31', title: 'Anime/Animation', assignable: false },
  { id: '32', title: 'Action/Adventure', assignable: false },
  { id: '33', title: 'Classics', assignable: false },
  { id: '34', title: 'Comedy', assignable: false },
  { id: '35', title: 'Documentary', assignable: false },
  { id: '36', title: 'Drama', assignable: false },
  { id: '37', title: 'Family', assignable: false },
  { id: '38', title: 'Foreign', assignable: false },
  { id: '39', title: 'Horror', assignable: false },
  { id: '40', title: 'Sci-Fi/Fantasy', assignable: false },
  { id: '41', title: 'Thriller', assignable: false },
  { id: '42', title: 'Shorts', assignable: false },
  { id: '43', title: 'Shows', assignable: false },
  { id: '44', title: 'Trailers', assignable: false },
];

/** The regions the platform lists categories for. */
const REGIONS = new Set(
  'AE AR AT AU BE BR CA CH CZ DE DK EG ES FI FR GB HK ID IE IL IN IT JP KE KR MX MY NG NL NO NZ PH PL PT SA SE SG TH TR TW UA US VN ZA'.split(
    ' ',
  ),
);
/** The regions that have the Nonprofits & Activism category. */
const NONPROFIT_REGIONS = new Set(['US', 'GB', 'CA', 'AU']);

function inRegion(category: Category, region: string): boolean {
  return category.id !== '29' || NONPROFIT_REGIONS.has(region);
}

function language(hl: string | undefined): Language | undefined {
  const primary = hl?.split('-')[0]?.toLowerCase();
  return primary === 'es' || primary === 'fr' || primary === 'de' ? primary : undefined;
}

function render(category: Category, hl: string | undefined): Record<string, unknown> {
  const lang = language(hl);
  const title = (lang && category.translations?.[lang]) ?? category.title;
  const snippet = { title, assignable: category.assignable, channelId: PLATFORM_CHANNEL_ID };
  const id = category.id;
  return { kind: 'youtube#videoCategory', etag: etagOf({ id, snippet }), id, snippet };
}

/** The category `id`, if it is one a video can be put in (videos_update, the popular chart). */
export function assignableCategory(id: string): boolean {
  return CATEGORIES.some((category) => category.id === id && category.assignable);
}

/** Whether `id` names a category at all. */
export function isCategory(id: string): boolean {
  return CATEGORIES.some((category) => category.id === id);
}

/**
 * video_video_categories_list: by id (unknown ids are left out) or by region (an unknown region
 * has none); `hl` localizes the titles, English when it names another language.
 */
export async function listVideoCategories(
  params: ToolParams<'video_video_categories_list'>,
): Promise<ToolData> {
  const { id, region_code, hl } = params;
  let found: readonly Category[];
  if (id !== undefined) {
    const ids = commaList(id);
    found = ids.flatMap((wanted) => CATEGORIES.filter((category) => category.id === wanted));
  } else {
    const region = (region_code ?? '').toUpperCase();
    found = REGIONS.has(region) ? CATEGORIES.filter((category) => inRegion(category, region)) : [];
  }
  return listResponse(
    'youtube#videoCategoryListResponse',
    wholeList(found.map((category) => render(category, hl))),
  );
}
