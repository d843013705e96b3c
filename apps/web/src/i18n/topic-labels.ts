import type { Topic } from '@vigil/shared';

/**
 * The classifier's topics as readers see them, one table for every screen that names topics
 * (profiling, content matching): the same topic reads the same everywhere. `Record<Topic, …>`
 * makes a topic added to the shared set fail to compile until it is translated.
 */
const de: Record<Topic, string> = {
  automotive: 'Automobil',
  fashion: 'Mode',
  ecommerce: 'E-Commerce',
  banking: 'Banking',
  finance: 'Finanzen',
  tech: 'Technik',
  environment: 'Umwelt',
  music: 'Musik',
  news: 'Nachrichten',
  politics: 'Politik',
  sports: 'Sport',
  entertainment: 'Unterhaltung',
  gaming: 'Gaming',
  food: 'Essen',
  travel: 'Reisen',
  health: 'Gesundheit',
  science: 'Wissenschaft',
  education: 'Bildung',
};

const en: Record<Topic, string> = {
  automotive: 'Automotive',
  fashion: 'Fashion',
  ecommerce: 'E-Commerce',
  banking: 'Banking',
  finance: 'Finance',
  tech: 'Tech',
  environment: 'Environment',
  music: 'Music',
  news: 'News',
  politics: 'Politics',
  sports: 'Sports',
  entertainment: 'Entertainment',
  gaming: 'Gaming',
  food: 'Food',
  travel: 'Travel',
  health: 'Health',
  science: 'Science',
  education: 'Education',
};

export const topicLabels = { de, en };
