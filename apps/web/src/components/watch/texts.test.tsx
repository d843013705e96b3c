import type { GrowthFlag, ProfileChange } from '@vigil/shared';
import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderApp } from '../../test/render';
import { useWatchTexts } from './texts';

function Sentences({ flags, changes }: { flags: GrowthFlag[]; changes: ProfileChange[] }) {
  const texts = useWatchTexts();
  return (
    <ul>
      {flags.map((f) => (
        <li key={f.kind}>{texts.flag(f)}</li>
      ))}
      <li>{texts.changes(changes)}</li>
    </ul>
  );
}

const flags: GrowthFlag[] = [
  { kind: 'spike', day: '2026-03-03', size: 12400, ratio: 40 },
  { kind: 'loss', day: '2026-03-04', size: -3200, ratio: 2.54 },
  { kind: 'churn', day: '2026-03-05', size: 800, ratio: 15 },
];

describe('the sentences of growth flags and profile changes', { timeout: 20_000 }, () => {
  test('English: the size, the UTC day and how many times the usual change', async () => {
    await renderApp(<Sentences flags={flags} changes={['name', 'bio', 'picture']} />, {
      lang: 'en',
    });
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      '+12,400 followers on March 3, 2026, 40× its usual daily gain',
      '-3,200 followers on March 4, 2026, 2.5× its usual daily change: a mass loss',
      '800 accounts followed and unfollowed again around March 5, 2026, 15× the usual: a follow/unfollow pattern',
      'Profile changed: name, bio, and picture',
    ]);
  });

  test('German: numbers and dates in German', async () => {
    await renderApp(<Sentences flags={flags.slice(0, 1)} changes={['link']} />, { lang: 'de' });
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      '+12.400 Follower am 3. März 2026, das 40-Fache des üblichen Tageszuwachses',
      'Profil geändert: Link',
    ]);
  });
});
