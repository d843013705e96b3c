import type { OutletFacts, OutletFactsProvider } from './outlet-facts';

/**
 * The built-in demo set (the default without `NEWS_FACTS_ENDPOINT`): a few well-known outlets
 * with facts from their Wikipedia articles. Fields we could not state with confidence are left
 * out, so they show the spec's defaults rather than invented numbers.
 */
const DEMO: Record<string, OutletFacts> = {
  'reuters.com': {
    name: 'Reuters',
    established: '1851',
    description: 'International news agency founded in London by Paul Julius Reuter.',
  },
  'apnews.com': {
    name: 'Associated Press',
    established: '1846',
    description: 'American not-for-profit news agency headquartered in New York City.',
  },
  'bbc.co.uk': {
    name: 'BBC',
    established: '1922',
    previousNames: ['British Broadcasting Company'],
    description: 'British public service broadcaster.',
  },
  'bbc.com': {
    name: 'BBC',
    established: '1922',
    previousNames: ['British Broadcasting Company'],
    description: 'British public service broadcaster.',
  },
  'nytimes.com': {
    name: 'The New York Times',
    established: '1851',
    previousNames: ['New-York Daily Times'],
    description: 'American daily newspaper based in New York City.',
  },
  'theguardian.com': {
    name: 'The Guardian',
    established: '1821',
    previousNames: ['The Manchester Guardian'],
    description: 'British daily newspaper.',
  },
  'washingtonpost.com': {
    name: 'The Washington Post',
    established: '1877',
    description: 'American daily newspaper published in Washington, D.C.',
  },
  'spiegel.de': {
    name: 'Der Spiegel',
    established: '1947',
    description: 'German weekly news magazine published in Hamburg.',
  },
  'zeit.de': {
    name: 'Die Zeit',
    established: '1946',
    description: 'German weekly newspaper published in Hamburg.',
  },
  'tagesschau.de': {
    name: 'Tagesschau',
    established: '1952',
    description: 'German national and international television news service of ARD.',
  },
  'npr.org': {
    name: 'NPR',
    established: '1970',
    previousNames: ['National Public Radio'],
    description: 'American public broadcasting organization.',
  },
  'cnn.com': {
    name: 'CNN',
    established: '1980',
    previousNames: ['Cable News Network'],
    description: 'American multinational news channel and website.',
  },
};

export function createDemoOutletFacts(): OutletFactsProvider {
  return {
    kind: 'demo',
    lookup: async (domain) => DEMO[domain] ?? null,
  };
}
