import type { Language } from './sites.ts';

/*
 * The wording of the simulated web: titles, leads and sentences with `{placeholders}` that
 * corpus generation fills with an entity, its topic and the site publishing it.
 */

/** The kinds of web page the corpus holds, each published by sites of matching kinds. */
export type PageKind =
  | 'overview'
  | 'history'
  | 'faq'
  | 'guide'
  | 'tips'
  | 'review'
  | 'forum'
  | 'analysis';

/**
 * The first path segment of each kind's URLs: the section a goggle can re-rank by
 * (`/wiki/$boost=…`).
 */
export const PAGE_PATHS: Readonly<Record<PageKind, string>> = {
  overview: 'wiki',
  history: 'wiki',
  faq: 'reference',
  guide: 'guides',
  tips: 'guides',
  review: 'reviews',
  forum: 'forum',
  analysis: 'news',
};

/** Titles, description leads and body sentences of each page kind, in English. */
export const ENGLISH_PAGES: Readonly<
  Record<PageKind, { titles: readonly string[]; leads: readonly string[]; body: readonly string[] }>
> = {
  overview: {
    titles: ['{entity} - {site}', '{entity}: an overview', 'What is {entity}?'],
    leads: ['{description}'],
    body: [
      '{entity} is usually described as a {kind}.',
      'Many articles about {topic} mention {entity} alongside {sibling}.',
      'This article was last reviewed by the editors of {site}.',
    ],
  },
  history: {
    titles: ['The history of {entity}', '{entity}: a short history', 'How {entity} came to be'],
    leads: [
      'The story of {entity}, from its beginnings to today.',
      'A look back at how {entity} developed.',
    ],
    body: [
      'Historians of {topic} trace the roots of {short} back many years.',
      'Over time {short} changed how people think about {topic}.',
      'Earlier accounts often compared {short} with {sibling}.',
    ],
  },
  faq: {
    titles: [
      '{entity} FAQ: common questions answered',
      'Frequently asked questions about {entity}',
    ],
    leads: ['Answers to the questions readers ask most about {entity}.'],
    body: [
      'Is {entity} hard to understand? Not once the basics are clear.',
      'How does {entity} relate to {sibling}? Both belong to {topic}.',
      'Where can I learn more about {short}? Start with the sources below.',
    ],
  },
  guide: {
    titles: [
      "A beginner's guide to {entity}",
      '{entity} explained: everything you need to know',
      'How {entity} works',
    ],
    leads: [
      'This guide explains {entity} in plain language.',
      'Everything a newcomer should know about {entity}.',
    ],
    body: [
      'Start with the basics before moving on to the details of {short}.',
      'Most beginners find {short} easier than they expected.',
      'Keep notes as you learn, because {topic} has its own vocabulary.',
    ],
  },
  tips: {
    titles: [
      '{count} {entity} tips from experts',
      'Getting started with {entity}: tips and mistakes to avoid',
    ],
    leads: ['Practical advice on {entity} from people who know {topic}.'],
    body: [
      'Tip one: learn how {short} works before changing anything.',
      'Avoid the most common mistake, which is comparing {short} with {sibling} too early.',
      'Experienced readers of {site} recommend patience.',
    ],
  },
  review: {
    titles: [
      '{entity} review: is it worth it?',
      '{entity} compared with {sibling}',
      '{entity} vs {sibling}: which is better?',
    ],
    leads: ['We looked at {entity} in detail and compared it with {sibling}.'],
    body: [
      'Overall, {entity} scores well on what matters most.',
      'Compared with {sibling}, {short} has clear strengths and a few weaknesses.',
      'Our verdict: {entity} is worth a closer look.',
    ],
  },
  forum: {
    titles: [
      'Question about {entity}',
      'Anyone else fascinated by {entity}?',
      'Beginner question: {entity} and {sibling}',
    ],
    leads: [
      'I have been reading about {entity} for a while and have a question.',
      'Long-time lurker here, first post about {entity}.',
    ],
    body: [
      'Thanks in advance, this community always has good answers.',
      'Edit: several replies recommended reading about {sibling} too.',
      'Reply: I had the same question about {short} last year.',
    ],
  },
  analysis: {
    titles: [
      'Why {entity} matters for {topic}',
      '{entity} and the future of {topic}',
      'What the latest research says about {entity}',
    ],
    leads: ['{entity} keeps coming up in conversations about {topic}.'],
    body: [
      'Analysts say interest in {entity} has grown steadily.',
      'The debate about {topic} often turns to {short}.',
      'Observers expect more news about {entity} soon.',
    ],
  },
};

/** A language other than English: one title per page kind, and leads and sentences for all. */
interface OtherLanguage {
  titles: Readonly<Record<PageKind, string>>;
  leads: readonly string[];
  body: readonly string[];
  news: readonly string[];
  newsLead: string;
  videos: readonly string[];
  videoLead: string;
}

export const OTHER_LANGUAGES: Readonly<Record<Exclude<Language, 'en'>, OtherLanguage>> = {
  de: {
    titles: {
      overview: '{entity} – Überblick',
      history: 'Die Geschichte von {entity}',
      faq: '{entity}: Häufige Fragen',
      guide: '{entity} einfach erklärt',
      tips: '{count} Tipps rund um {entity}',
      review: '{entity} im Test',
      forum: 'Frage zu {entity}',
      analysis: 'Warum {entity} für {topic} wichtig ist',
    },
    leads: [
      'Alles Wissenswerte über {entity}: Geschichte, Fakten und aktuelle Entwicklungen.',
      'Ein verständlicher Überblick über {entity} und das Thema {topic}.',
    ],
    body: [
      'Viele Artikel über {topic} erwähnen {entity} zusammen mit {sibling}.',
      'Dieser Beitrag wurde von der Redaktion von {site} geprüft.',
      'Wer sich für {topic} interessiert, kommt an {entity} kaum vorbei.',
      'Weitere Informationen zu {entity} finden Sie in unseren Quellen.',
    ],
    news: [
      '{entity}: Das hat sich diese Woche geändert',
      'Neue Erkenntnisse zu {entity}',
      'Experten äußern sich zu {entity}',
    ],
    newsLead: '{entity} sorgt erneut für Schlagzeilen.',
    videos: ['{entity} erklärt', 'Doku: {entity}'],
    videoLead: 'In diesem Video geht es um {entity}.',
  },
  fr: {
    titles: {
      overview: '{entity} : présentation',
      history: "L'histoire de {entity}",
      faq: '{entity} : questions fréquentes',
      guide: '{entity} expliqué simplement',
      tips: '{count} conseils sur {entity}',
      review: '{entity} : notre avis',
      forum: 'Question sur {entity}',
      analysis: 'Pourquoi {entity} compte pour {topic}',
    },
    leads: [
      "Tout ce qu'il faut savoir sur {entity} : histoire, faits et actualité.",
      'Une présentation claire de {entity} et du thème {topic}.',
    ],
    body: [
      'De nombreux articles sur {topic} citent {entity} aux côtés de {sibling}.',
      'Cet article a été relu par la rédaction de {site}.',
      "Pour qui s'intéresse à {topic}, {entity} est incontournable.",
      "Retrouvez plus d'informations sur {entity} dans nos sources.",
    ],
    news: [
      '{entity} : ce qui a changé cette semaine',
      'Nouvelles découvertes sur {entity}',
      'Les experts se prononcent sur {entity}',
    ],
    newsLead: "{entity} fait de nouveau l'actualité.",
    videos: ['{entity} expliqué', 'Documentaire : {entity}'],
    videoLead: 'Dans cette vidéo, nous parlons de {entity}.',
  },
  es: {
    titles: {
      overview: '{entity}: información general',
      history: 'La historia de {entity}',
      faq: '{entity}: preguntas frecuentes',
      guide: '{entity} explicado de forma sencilla',
      tips: '{count} consejos sobre {entity}',
      review: '{entity}: nuestra opinión',
      forum: 'Pregunta sobre {entity}',
      analysis: 'Por qué {entity} importa para {topic}',
    },
    leads: [
      'Todo lo que hay que saber sobre {entity}: historia, datos y novedades.',
      'Una introducción clara a {entity} y al tema de {topic}.',
    ],
    body: [
      'Muchos artículos sobre {topic} mencionan {entity} junto a {sibling}.',
      'Este artículo fue revisado por la redacción de {site}.',
      'Quien se interesa por {topic} acaba conociendo {entity}.',
      'Encontrará más información sobre {entity} en nuestras fuentes.',
    ],
    news: [
      '{entity}: lo que cambió esta semana',
      'Nuevos hallazgos sobre {entity}',
      'Los expertos opinan sobre {entity}',
    ],
    newsLead: '{entity} vuelve a ser noticia.',
    videos: ['{entity} explicado', 'Documental: {entity}'],
    videoLead: 'En este vídeo hablamos de {entity}.',
  },
};

export const ENGLISH_NEWS = {
  titles: [
    '{entity}: what changed this week',
    'New findings about {entity} surprise experts',
    '{entity} draws record interest',
    'What the latest {topic} report says about {entity}',
    'Experts weigh in on {entity}',
    '{entity} and {sibling} in the spotlight',
    'Five things to know about {entity} today',
    '{short} makes headlines again',
  ],
  leads: [
    '{entity} is back in the news.',
    'Reporters followed the latest developments around {entity}.',
    'A new report puts {entity} at the centre of the {topic} debate.',
  ],
} as const;

export const ENGLISH_VIDEOS = {
  titles: [
    '{entity} explained in {count} minutes',
    'Inside {entity}',
    '{entity}: a documentary',
    'How {entity} works (animation)',
    '{entity} Q&A with experts',
    '{entity} review',
    '{entity} for beginners',
  ],
  lead: 'In this video we look at {entity}.',
  creators: [
    'Explainer Lab',
    'The Curious Mind',
    'Weekend Workshop',
    'Deep Dive TV',
    'Plain Science',
    'Maker Minutes',
    'Field Notes',
    'History Hour',
    'Kitchen Theory',
    'Tech Bench',
  ],
} as const;

/** What English image titles add to the entity's name. */
export const IMAGE_SUBJECTS = [
  'photo',
  'diagram',
  'close-up',
  'illustration',
  'infographic',
  'wallpaper',
  'at night',
  'from above',
  'in detail',
  'historic photo',
] as const;

/** `template` with each `{name}` replaced by `values[name]` (left as is when not given). */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}
