import { lookupEndpoints, lookupMessages } from '@vigil/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { lookupI18n } from './i18n';
import {
  AvatarImage,
  CountText,
  DEFAULT_AVATAR,
  FakeEstimateText,
  formatAgo,
  formatNumber,
  formatPercent,
  LookupError,
  LookupForm,
  LookupMeta,
  parseEnglishAgo,
  PostList,
  PostsSection,
  ProfileBlock,
  ProfileFields,
  TagCloud,
  validationKeys,
} from './index';
import { estimateFixture } from '../../../test/estimate';

const instagramUsernameParamsSchema = lookupEndpoints.instagramProfile.params;
const linkedinSearchQuerySchema = lookupEndpoints.linkedin.query;

const meta = { source: 'demo', cached: false, dataAsOf: '2026-01-15T10:30:00.000Z' } as const;

describe('LookupForm', () => {
  const renderForm = async ({
    onSubmit = vi.fn(),
    onInvalid,
    loading = false,
    lang = 'en',
  }: {
    onSubmit?: () => void;
    onInvalid?: () => void;
    loading?: boolean;
    lang?: 'en' | 'de';
  } = {}) => {
    await renderApp(
      <LookupForm
        label="Instagram lookup"
        schema={instagramUsernameParamsSchema}
        fields={[{ name: 'username', label: 'Username' }]}
        submitLabel="Fetch Info"
        loading={loading}
        onSubmit={onSubmit}
        onInvalid={onInvalid}
      />,
      { lang },
    );
    return onSubmit;
  };

  test('an empty field shows the schema message and submits nothing', async () => {
    const onSubmit = await renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Fetch Info' }));
    expect(await screen.findByText('Username is required!')).toBeVisible();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('the message is translated in German', async () => {
    await renderForm({ lang: 'de' });
    await userEvent.click(screen.getByRole('button', { name: 'Fetch Info' }));
    expect(await screen.findByText('Benutzername ist erforderlich!')).toBeVisible();
  });

  test('Enter submits the parsed values (trimmed, "@" dropped)', async () => {
    const onSubmit = await renderForm();
    await userEvent.type(screen.getByLabelText('Username'), '  @ada {Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ username: 'ada' });
  });

  test('a rejected input calls onInvalid instead of onSubmit', async () => {
    const onInvalid = vi.fn();
    const onSubmit = await renderForm({ onInvalid });
    await userEvent.type(screen.getByLabelText('Username'), '   {Enter}');
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('the button is disabled while loading', async () => {
    await renderForm({ loading: true });
    expect(screen.getByRole('button', { name: 'Fetch Info' })).toBeDisabled();
  });

  test('several fields: only the required one is checked', async () => {
    const onSubmit = vi.fn();
    await renderApp(
      <LookupForm
        label="LinkedIn search"
        schema={linkedinSearchQuerySchema}
        fields={[
          { name: 'name', label: 'Name', required: true },
          { name: 'jobTitle', label: 'Job Title' },
          { name: 'location', label: 'Location' },
        ]}
        submitLabel="Search Profiles"
        onSubmit={onSubmit}
      />,
    );
    const form = screen.getByRole('search', { name: 'LinkedIn search' });
    await userEvent.type(within(form).getByLabelText('Job Title'), 'Engineer');
    await userEvent.click(within(form).getByRole('button', { name: 'Search Profiles' }));
    expect(await screen.findByText('Name is required!')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(within(form).getByLabelText(/^Name/), 'Ada');
    await userEvent.click(within(form).getByRole('button', { name: 'Search Profiles' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Ada',
      jobTitle: 'Engineer',
      location: undefined,
    });
  });

  test('every shared validation message has a translation in both languages', () => {
    for (const [message, key] of Object.entries(validationKeys)) {
      const k = key.replace('validation.', '') as keyof typeof lookupI18n.en.validation;
      expect(lookupI18n.en.validation[k], message).toBe(message);
      expect(lookupI18n.de.validation[k], message).toBeTruthy();
    }
    expect(Object.keys(validationKeys)).toContain(lookupMessages.usernameRequired);
  });
});

describe('LookupMeta', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test('marks demo data and says how long ago the data is from, the exact time as title', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-15T10:35:00.000Z'));
    await renderApp(<LookupMeta meta={meta} />);
    expect(screen.getByText('Demo data')).toBeVisible();
    const time = screen.getByText('Data as of 5 minutes ago');
    expect(time).toHaveAttribute('datetime', meta.dataAsOf);
    expect(time.getAttribute('title')).toContain('2026');
    expect(screen.queryByText(/cached/)).toBeNull();
  });

  test('live data has no demo badge; a cached reply says so', async () => {
    await renderApp(<LookupMeta meta={{ ...meta, source: 'live', cached: true }} />);
    expect(screen.queryByText('Demo data')).toBeNull();
    expect(screen.getByText(/cached/)).toBeVisible();
  });

  test('German, with German plural and relative wording', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-16T10:30:00.000Z'));
    await renderApp(<LookupMeta meta={meta} />, { lang: 'de' });
    expect(screen.getByText('Demodaten')).toBeVisible();
    expect(screen.getByText('Datenstand gestern')).toBeVisible();
  });
});

describe('FakeEstimateText', () => {
  test('builds the spec sentence with the criteria texts', async () => {
    await renderApp(
      <FakeEstimateText
        username="fake12345"
        fake={estimateFixture(100, ['manyDigits', 'young'])}
      />,
    );
    expect(
      screen.getByText(
        'Probability of fake12345 being a fake account: 100%. Criteria used: Username contains more than four numbers. Account age is less than 1 year.',
      ),
    ).toBeVisible();
  });

  test('no criterion met reads "none"; an unknown age is named', async () => {
    const { unmount } = await renderApp(
      <FakeEstimateText username="demo" fake={estimateFixture(0, [])} />,
    );
    expect(
      screen.getByText('Probability of demo being a fake account: 0%. Criteria used: none'),
    ).toBeVisible();
    unmount();
    await renderApp(
      <FakeEstimateText username="noage" fake={estimateFixture(0, ['ageUnknown'])} />,
    );
    expect(screen.getByTestId('fake-estimate')).toHaveTextContent(
      'Criteria used: Account age is not available.',
    );
  });

  test('is translated by key in German', async () => {
    await renderApp(<FakeEstimateText username="newbie" fake={estimateFixture(50, ['young'])} />, {
      lang: 'de',
    });
    expect(screen.getByTestId('fake-estimate')).toHaveTextContent(
      'Wahrscheinlichkeit, dass newbie ein Fake-Konto ist: 50 %. Verwendete Kriterien: Das Konto ist jünger als 1 Jahr.',
    );
  });
});

describe('FakeEstimateText with the trust model', () => {
  test("lists the model's reasons in the reader's language, with the confidence", async () => {
    const fake = estimateFixture(87, ['young'], {
      reasons: [{ code: 'follows', value: { following: 7500, followers: 12 }, effect: 'raises' }],
      confidence: 'high',
    });
    const { unmount } = await renderApp(<FakeEstimateText username="bot" fake={fake} />, {
      lang: 'de',
    });
    expect(screen.getByTestId('fake-estimate')).toHaveTextContent(
      'Wahrscheinlichkeit, dass bot ein Fake-Konto ist: 87 %. Verwendete Kriterien: Das Konto ist jünger als 1 Jahr. Folgt 7.500 Konten, folgen lassen sich 12.',
    );
    expect(screen.getByTestId('fake-confidence')).toHaveTextContent(
      'Verlässlichkeit der Schätzung: hoch.',
    );
    unmount();
    await renderApp(<FakeEstimateText username="bot" fake={fake} />);
    expect(screen.getByTestId('fake-estimate')).toHaveTextContent(
      'Probability of bot being a fake account: 87%. Criteria used: Account age is less than 1 year. Follows 7,500 accounts, followed by 12.',
    );
  });

  test("too little known reads 'insufficient data'", async () => {
    await renderApp(
      <FakeEstimateText
        username="ghost"
        fake={estimateFixture(40, ['ageUnknown'], { confidence: 'insufficient' })}
      />,
    );
    expect(screen.getByTestId('fake-confidence')).toHaveTextContent(
      'Insufficient data: too little is known about this account for a reliable estimate.',
    );
  });
});

describe('TagCloud', () => {
  test('lists the tags under "Tag Cloud", the most frequent one largest', async () => {
    await renderApp(
      <TagCloud
        tags={[
          { tag: '#travel', count: 5 },
          { tag: '#food', count: 1 },
        ]}
      />,
    );
    const cloud = screen.getByRole('region', { name: 'Tag Cloud' });
    const items = within(cloud).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(['#travel5', '#food1']);
    const size = (el: HTMLElement) =>
      parseFloat(el.querySelector<HTMLElement>('[title]')!.style.fontSize);
    expect(size(items[0]!)).toBeGreaterThan(size(items[1]!));
  });

  test('no tags: a note, or nothing when asked to hide', async () => {
    const { unmount } = await renderApp(<TagCloud tags={[]} />);
    expect(
      within(screen.getByRole('region', { name: 'Tag Cloud' })).getByText('No tags to show.'),
    ).toBeVisible();
    unmount();
    await renderApp(<TagCloud tags={[]} whenEmpty="hide" />);
    expect(screen.queryByRole('region', { name: 'Tag Cloud' })).toBeNull();
  });
});

describe('AvatarImage', () => {
  test('shows the picture, and the default avatar when it fails to load', async () => {
    await renderApp(<AvatarImage src="https://example.com/a.jpg" alt="Profile picture of Ada" />);
    const img = screen.getByRole('img', { name: 'Profile picture of Ada' });
    expect(img).toHaveAttribute('src', 'https://example.com/a.jpg');
    fireEvent.error(img);
    expect(screen.getByRole('img', { name: 'Profile picture of Ada' })).toHaveAttribute(
      'src',
      DEFAULT_AVATAR,
    );
  });

  test('no picture: the default avatar', async () => {
    await renderApp(<AvatarImage src={null} alt="Profile picture of Ada" />);
    expect(screen.getByRole('img', { name: 'Profile picture of Ada' })).toHaveAttribute(
      'src',
      DEFAULT_AVATAR,
    );
  });
});

describe('formatNumber', () => {
  test('follows the language', () => {
    expect(formatNumber(12345, 'en')).toBe('12,345');
    expect(formatNumber(12345, 'de')).toBe('12.345');
    expect(formatNumber(null, 'en')).toBe('–');
  });

  test('percentages follow the language too', () => {
    expect(formatPercent(50, 'en')).toBe('50%');
    expect(formatPercent(50, 'de')).toBe('50\u00a0%');
    expect(formatPercent(null, 'de')).toBe('–');
  });
});

describe('relative times', () => {
  const minute = 60_000;
  const day = 24 * 60 * minute;

  test('say how long ago in the language, with its plural forms (no "1 days ago")', () => {
    expect(formatAgo(20_000, 'en')).toBe('now');
    expect(formatAgo(minute, 'en')).toBe('1 minute ago');
    expect(formatAgo(5 * minute, 'en')).toBe('5 minutes ago');
    expect(formatAgo(day, 'en')).toBe('yesterday');
    expect(formatAgo(3 * day, 'en')).toBe('3 days ago');
    expect(formatAgo(3 * day, 'de')).toBe('vor 3 Tagen');
    expect(formatAgo(400 * day, 'de')).toBe('letztes Jahr');
    // A time in the future (clock skew) is "now", not "in 2 minutes".
    expect(formatAgo(-2 * minute, 'en')).toBe('now');
  });

  test("a provider's English age text is read, so that it can be said again", () => {
    expect(parseEnglishAgo('1 days ago')).toBe(day);
    expect(parseEnglishAgo('Streamed 3 weeks ago')).toBe(21 * day);
    expect(formatAgo(parseEnglishAgo('2 hours ago')!, 'de')).toBe('vor 2 Stunden');
    expect(parseEnglishAgo('Premiered Jan 3')).toBeNull();
    expect(parseEnglishAgo(null)).toBeNull();
  });
});

describe('CountText', () => {
  test('a count takes the plural form of its number, in both languages', async () => {
    const { unmount } = await renderApp(
      <>
        <CountText kind="followers" value={1} />
        <CountText kind="followers" value={12345} />
        <CountText kind="following" value={321} />
      </>,
    );
    expect(screen.getByText((_, el) => el?.textContent === '1 Follower')).toBeVisible();
    expect(screen.getByText((_, el) => el?.textContent === '12,345 Followers')).toBeVisible();
    expect(screen.getByText((_, el) => el?.textContent === '321 Following')).toBeVisible();
    unmount();
    await renderApp(<CountText kind="following" value={321} />, { lang: 'de' });
    // Not '321 Folgt': German says how many accounts the account has followed.
    expect(screen.getByText((_, el) => el?.textContent === '321 gefolgt')).toBeVisible();
  });
});

describe('LookupError', () => {
  test('is an alert', async () => {
    await renderApp(<LookupError>Something failed.</LookupError>);
    expect(screen.getByRole('alert')).toHaveTextContent('Something failed.');
  });
});

describe('PostList', () => {
  test('lists the posts under its heading, with a fallback picture', async () => {
    await renderApp(
      <PostList
        title="Latest Posts"
        posts={[
          {
            key: '1',
            imageUrl: 'https://example.com/p.jpg',
            imageAlt: 'Post 1',
            text: 'Hello #travel',
          },
          { key: '2', text: 'Second', stats: '3 Plays | 1 Likes' },
        ]}
      />,
    );
    const list = screen.getByRole('region', { name: 'Latest Posts' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Hello #travel')).toBeVisible();
    expect(within(list).getByText('3 Plays | 1 Likes')).toBeVisible();
    const img = within(list).getByRole('img', { name: 'Post 1' });
    fireEvent.error(img);
    expect(within(list).getByRole('img', { name: 'Post 1' })).toHaveAttribute(
      'src',
      DEFAULT_AVATAR,
    );
  });

  test('empty: the note, or nothing', async () => {
    const { unmount } = await renderApp(<PostList title="User Posts" posts={[]} />);
    expect(screen.getByText('No posts to show.')).toBeVisible();
    unmount();
    await renderApp(<PostList title="User Posts" posts={[]} whenEmpty="hide" />);
    expect(screen.queryByRole('heading', { name: 'User Posts' })).toBeNull();
  });
});

describe('ProfileFields', () => {
  test('a description list of label and value pairs', async () => {
    await renderApp(<ProfileFields fields={[{ label: 'Account Age', value: '0 years' }]} />);
    const term = screen.getByText('Account Age');
    expect(term.tagName).toBe('DT');
    expect(screen.getByText('0 years').tagName).toBe('DD');
    // Each pair is a row that lets the value move under its label when the row is narrow.
    expect(term.parentElement?.style.flexWrap).toBe('wrap');
    expect(term.parentElement?.parentElement?.tagName).toBe('DL');
  });

  test('leaves out empty values', async () => {
    await renderApp(
      <ProfileFields
        fields={[
          { label: 'Followers', value: '12,345' },
          { label: 'Location', value: null },
        ]}
      />,
    );
    expect(screen.getByText('Followers')).toBeVisible();
    expect(screen.getByText('12,345')).toBeVisible();
    expect(screen.queryByText('Location')).toBeNull();
  });
});

describe('PostsSection', () => {
  type Reply = { posts: string[]; tags: { tag: string; count: number }[] };
  const base = {
    title: 'User Posts',
    loadingLabel: 'Loading the posts …',
    toPosts: (d: Reply) => d.posts.map((text) => ({ key: text, text })),
    tags: (d: Reply) => d.tags,
  };
  const idle = { data: undefined, isError: false, isPending: true, fetchStatus: 'idle' } as const;

  test('idle (nothing to fetch by) shows nothing; fetching shows the loading line', async () => {
    const { unmount } = await renderApp(<PostsSection {...base} query={idle} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    unmount();
    await renderApp(<PostsSection {...base} query={{ ...idle, fetchStatus: 'fetching' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the posts …');
  });

  test('loaded: the tag cloud before the posts, or after them', async () => {
    const data: Reply = { posts: ['first post'], tags: [{ tag: 'berlin', count: 2 }] };
    const loaded = { data, isError: false, isPending: false, fetchStatus: 'idle' } as const;
    const headings = () => screen.getAllByRole('heading').map((h) => h.textContent);
    const { unmount } = await renderApp(<PostsSection {...base} query={loaded} />);
    expect(headings()).toEqual(['Tag Cloud', 'User Posts']);
    unmount();
    await renderApp(<PostsSection {...base} query={loaded} cloud="after" />);
    expect(screen.getAllByRole('region')).toHaveLength(2);
    expect(headings()).toEqual(['User Posts', 'Tag Cloud']);
    expect(screen.getByText('first post')).toBeVisible();
  });

  test('a failure: its quiet text, or an empty list when it has none', async () => {
    const failed = {
      data: undefined,
      isError: true,
      isPending: false,
      fetchStatus: 'idle',
    } as const;
    const { unmount } = await renderApp(
      <PostsSection {...base} query={failed} failedText="The posts could not be loaded." />,
    );
    expect(screen.getByText('The posts could not be loaded.')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();
    await renderApp(<PostsSection {...base} query={failed} />);
    expect(screen.getByText('No posts to show.')).toBeVisible();
    expect(screen.getByText('No tags to show.')).toBeVisible();
  });
});

describe('ProfileBlock', () => {
  test('a region named by its heading, with the marking, counts, facts and the estimate', async () => {
    await renderApp(
      <ProfileBlock
        meta={meta}
        title="averyveryverylongusernamewithoutanybreaks"
        subtitle="@averyveryverylongusernamewithoutanybreaks"
        avatarUrl={null}
        avatarAlt="Profile picture"
        counts={{ followers: 2, following: null }}
        fields={[{ label: 'Account Age', value: '4 years' }]}
        fake={{ username: 'demo', estimate: estimateFixture(0, []) }}
      />,
    );
    const block = screen.getByRole('region', { name: 'averyveryverylongusernamewithoutanybreaks' });
    expect(within(block).getByText('Demo data')).toBeVisible();
    expect(within(block).getByText((_, el) => el?.textContent === '2 Followers')).toBeVisible();
    expect(within(block).getByText((_, el) => el?.textContent === '– Following')).toBeVisible();
    expect(within(block).getByText('4 years')).toBeVisible();
    expect(within(block).getByTestId('fake-estimate')).toHaveTextContent(
      'Probability of demo being a fake account: 0%.',
    );
    // Long names wrap inside the card instead of widening the page.
    expect(within(block).getByRole('heading').parentElement?.style.overflowWrap).toBe('break-word');
  });
});
