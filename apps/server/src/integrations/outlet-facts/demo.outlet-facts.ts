import type { OutletFacts, OutletFactsProvider } from './outlet-facts';

/**
 * The built-in demo set (the default without `NEWS_FACTS_ENDPOINT`): a few well-known outlets
 * with facts from their Wikipedia articles. Fields we could not state with confidence are left
 * out, so they show the spec's defaults rather than invented numbers.
 */
const DEMO: Record<string, OutletFacts & { descriptionDe: string }> = {
  'reuters.com': {
    name: 'Reuters',
    established: '1851',
    description: 'International news agency founded in London by Paul Julius Reuter.',
    descriptionDe: 'Internationale Nachrichtenagentur, von Paul Julius Reuter in London gegründet.',
  },
  'apnews.com': {
    name: 'Associated Press',
    established: '1846',
    description: 'American not-for-profit news agency headquartered in New York City.',
    descriptionDe: 'US-amerikanische gemeinnützige Nachrichtenagentur mit Sitz in New York City.',
  },
  'bbc.co.uk': {
    name: 'BBC',
    established: '1922',
    previousNames: ['British Broadcasting Company'],
    description: 'British public service broadcaster.',
    descriptionDe: 'Britische öffentlich-rechtliche Rundfunkanstalt.',
  },
  'bbc.com': {
    name: 'BBC',
    established: '1922',
    previousNames: ['British Broadcasting Company'],
    description: 'British public service broadcaster.',
    descriptionDe: 'Britische öffentlich-rechtliche Rundfunkanstalt.',
  },
  'nytimes.com': {
    name: 'The New York Times',
    established: '1851',
    previousNames: ['New-York Daily Times'],
    description: 'American daily newspaper based in New York City.',
    descriptionDe: 'US-amerikanische Tageszeitung aus New York City.',
  },
  'theguardian.com': {
    name: 'The Guardian',
    established: '1821',
    previousNames: ['The Manchester Guardian'],
    description: 'British daily newspaper.',
    descriptionDe: 'Britische Tageszeitung.',
  },
  'washingtonpost.com': {
    name: 'The Washington Post',
    established: '1877',
    description: 'American daily newspaper published in Washington, D.C.',
    descriptionDe: 'US-amerikanische Tageszeitung aus Washington, D.C.',
  },
  'spiegel.de': {
    name: 'Der Spiegel',
    established: '1947',
    description: 'German weekly news magazine published in Hamburg.',
    descriptionDe: 'Deutsches Nachrichtenmagazin aus Hamburg.',
  },
  'zeit.de': {
    name: 'Die Zeit',
    established: '1946',
    description: 'German weekly newspaper published in Hamburg.',
    descriptionDe: 'Deutsche Wochenzeitung aus Hamburg.',
  },
  'tagesschau.de': {
    name: 'Tagesschau',
    established: '1952',
    description: 'German national and international television news service of ARD.',
    descriptionDe: 'Nachrichtensendung der ARD für nationale und internationale Nachrichten.',
  },
  'npr.org': {
    name: 'NPR',
    established: '1970',
    previousNames: ['National Public Radio'],
    description: 'American public broadcasting organization.',
    descriptionDe: 'US-amerikanische öffentliche Rundfunkorganisation.',
  },
  'cnn.com': {
    name: 'CNN',
    established: '1980',
    previousNames: ['Cable News Network'],
    description: 'American multinational news channel and website.',
    descriptionDe: 'US-amerikanischer Nachrichtensender und Nachrichtenportal.',
  },
};

export function createDemoOutletFacts(): OutletFactsProvider {
  return {
    kind: 'demo',
    lookup: async (domain, lang) => {
      const entry = DEMO[domain];
      if (!entry) return null;
      const { descriptionDe, ...facts } = entry;
      return lang === 'de' ? { ...facts, description: descriptionDe } : facts;
    },
  };
}
