import { screen, within } from '@testing-library/react';
import type { UrlInfo } from '@vigil/shared/news';
import { describe, expect, test } from 'vitest';
import { renderApp } from '../../../test/render';
import { UrlInfoView } from './url-info';

const info: UrlInfo = {
  url: 'https://www.bbc.co.uk',
  valid: true,
  domain: 'bbc.co.uk',
  created_at: '2026-03-01T10:00:00.000Z',
  count: 1,
  fakeProbability: 10,
  shortInfo: 'Broadcaster.',
  message: '',
  name: 'BBC',
  established: '1922',
  // The knowledge base counted awards but holds no staff number; no source counts reports.
  awards: 3,
  previousNames: 'n/a',
  employees: null,
  logo: '',
  politicalOrientation: 'n/a',
  biasOverYears: 'n/a',
  biasThisYear: 'n/a',
  falseReports: null,
  uncoveringReports: null,
  trustedByPercent: 90,
  ratings: [],
  history: [],
  review: null,
  factsSource: 'knowledge-base',
};

const cell = (label: string) =>
  within(screen.getByTestId('url-info')).getByRole('rowheader', { name: label })
    .nextElementSibling as HTMLElement;

describe('URL Information: counts nobody provides are not known, not 0', () => {
  test("English: 'n/a' for unknown counts, the number where a source gave one", async () => {
    await renderApp(<UrlInfoView info={info} />, { session: { role: 'user' } });
    expect(cell('Awards')).toHaveTextContent(/^3$/);
    for (const label of ['Employees', 'False reports', 'Uncovering reports']) {
      expect(cell(label)).toHaveTextContent(/^n\/a$/);
    }
  });

  test("German: 'k.A.'", async () => {
    await renderApp(<UrlInfoView info={{ ...info, awards: null }} />, {
      session: { role: 'user' },
      lang: 'de',
    });
    for (const label of ['Auszeichnungen', 'Mitarbeitende', 'Falschmeldungen']) {
      expect(cell(label)).toHaveTextContent(/^k\.A\.$/);
    }
    expect(cell('Aufdeckende Berichte')).not.toHaveTextContent('0');
  });
});
