/**
 * The reasons the trust score gives, as message codes with values, and their texts in both
 * languages. Every text states facts of the profile; whether a fact raised or lowered the score
 * is the reason's `effect`. The two criterion texts of the spec's estimate (001 §5) and its note
 * on a missing age are kept word for word in English (the web's translations in German).
 */
import { dayFromNumber, growthSentence, type GrowthSentenceKind } from '../growth/sentences';
import { fakeCriteria } from '../lookup/fake-estimate';

export const trustLanguages = ['de', 'en'] as const;
export type TrustLanguage = (typeof trustLanguages)[number];

export const reasonCodes = [
  'manyDigits',
  'young',
  'ageUnknown',
  'accountAge',
  'follows',
  'followers',
  'following',
  'posts',
  'postRate',
  'likesGiven',
  'listed',
  'usernameDigits',
  'noName',
  'nameIsUsername',
  'nameSimilarity',
  'noBio',
  'bio',
  'noLink',
  'link',
  'noPicture',
  'picture',
  'defaultProfile',
  'customProfile',
  'private',
  'public',
  'verified',
  'notVerified',
  // Model 1's posting-rate reason: no longer given, kept so stored snapshots still read.
  'recentPosts',
  'postInterval',
  'automatedClients',
  'postingClients',
  'captions',
  'captionKeywords',
  'engagement',
  'postKinds',
  // From the growth history of a watched account (growth/reasons.ts), not from the model.
  'growthSpike',
  'followerLoss',
  'followChurn',
] as const;
/** A reason's message code; the web translates by it. */
export type ReasonCode = (typeof reasonCodes)[number];

/** The numbers a reason's text is built from, by name (e.g. `{ following: 7500, followers: 12 }`). */
export type ReasonValue = Record<string, number>;

const integer = {
  de: new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 }),
  en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }),
};
const decimal = {
  de: new Intl.NumberFormat('de-DE', { maximumSignificantDigits: 2 }),
  en: new Intl.NumberFormat('en-US', { maximumSignificantDigits: 2 }),
};

type Formatter = {
  /** A whole number with the language's grouping: 7.500 / 7,500. */
  n: (x: number | undefined) => string;
  /** Two significant digits: 0,035 / 0.035, 2,3 / 2.3. */
  d: (x: number | undefined) => string;
};
/**
 * A safe integer with its digits grouped in threes, as Intl formats integers for de-DE (7.500)
 * and en-US (7,500); done by hand because Intl costs more than all the rest of a bulk run's
 * texts. The reasons tests check it against Intl.
 */
export function groupDigits(x: number, separator: string): string {
  const digits = String(Math.abs(x));
  let out = digits.length > 3 ? '' : digits;
  if (out === '') {
    const head = digits.length % 3 || 3;
    out = digits.slice(0, head);
    for (let i = head; i < digits.length; i += 3) out += separator + digits.slice(i, i + 3);
  }
  return x < 0 ? `-${out}` : out;
}
const whole = (x: number) => Number.isSafeInteger(x);
const formatters: Record<TrustLanguage, Formatter> = {
  de: {
    n: (x = 0) => (whole(x) ? groupDigits(x, '.') : integer.de.format(x)),
    d: (x = 0) => (whole(x) ? groupDigits(x, '.') : decimal.de.format(x)),
  },
  en: {
    n: (x = 0) => (whole(x) ? groupDigits(x, ',') : integer.en.format(x)),
    d: (x = 0) => (whole(x) ? groupDigits(x, ',') : decimal.en.format(x)),
  },
};

/** Singular for exactly one, as German and English both do. */
const pl = (x: number | undefined, one: string, other: string) => (x === 1 ? one : other);

type Template = (v: ReasonValue, f: Formatter) => string;

/** The parts whose value is present, joined as a list ("a, b and c" / "a, b und c"). */
function parts(list: (string | null)[], and: string): string {
  const present = list.filter((x): x is string => x !== null);
  if (present.length <= 1) return present[0] ?? '';
  return `${present.slice(0, -1).join(', ')} ${and} ${present[present.length - 1]}`;
}
const has = (v: ReasonValue, key: string) => v[key] !== undefined;
/** A sentence from its parts, or the fallback when none is present. */
const sentence = (start: string, body: string, fallback: string) =>
  body === '' ? fallback : `${start}${body}.`;

/**
 * A growth flag's reason: `{ followers | accounts, ratio, day: yyyymmdd, count? }` as the flag's
 * sentence with the year, as a full sentence.
 */
const growthText =
  (kind: GrowthSentenceKind, lang: TrustLanguage): Template =>
  (v) =>
    `${growthSentence(
      kind,
      {
        size: (kind === 'churn' ? v.accounts : v.followers) ?? 0,
        ratio: v.ratio ?? 1,
        day: dayFromNumber(v.day),
        withYear: true,
        count: v.count,
      },
      lang,
    )}.`;

const en: Record<ReasonCode, Template> = {
  manyDigits: () => fakeCriteria.manyDigits,
  young: () => fakeCriteria.young,
  ageUnknown: () => fakeCriteria.ageUnknown,
  accountAge: (v, f) => `The account is ${f.n(v.years)} ${pl(v.years, 'year', 'years')} old.`,
  follows: (v, f) =>
    `Follows ${f.n(v.following)} ${pl(v.following, 'account', 'accounts')}, followed by ${f.n(v.followers)}.`,
  followers: (v, f) => `Followed by ${f.n(v.followers)} ${pl(v.followers, 'account', 'accounts')}.`,
  following: (v, f) => `Follows ${f.n(v.following)} ${pl(v.following, 'account', 'accounts')}.`,
  posts: (v, f) => `Has published ${f.n(v.posts)} ${pl(v.posts, 'post', 'posts')}.`,
  postRate: (v, f) =>
    `Has published ${f.n(v.posts)} ${pl(v.posts, 'post', 'posts')}, ${f.d(v.perDay)} a day since it was created.`,
  likesGiven: (v, f) => `Has liked ${f.n(v.likes)} ${pl(v.likes, 'post', 'posts')}.`,
  listed: (v, f) => `Is on ${f.n(v.lists)} ${pl(v.lists, 'list', 'lists')}.`,
  usernameDigits: (v, f) =>
    `The username has ${f.n(v.digits)} ${pl(v.digits, 'digit', 'digits')} in ${f.n(v.length)} characters.`,
  noName: () => 'No display name.',
  nameIsUsername: () => 'The display name is the username.',
  nameSimilarity: (v, f) => `Display name and username are ${f.n(v.percent)} % alike.`,
  noBio: () => 'No bio.',
  bio: (v, f) => `Bio of ${f.n(v.length)} ${pl(v.length, 'character', 'characters')}.`,
  noLink: () => 'No website link.',
  link: () => 'Links to a website.',
  noPicture: () => 'No profile picture.',
  picture: () => 'Has a profile picture.',
  defaultProfile: () => 'Keeps the default profile design.',
  customProfile: () => 'Has customised the profile design.',
  private: () => 'Private account.',
  public: () => 'Public account.',
  verified: () => 'Verified account.',
  notVerified: () => 'Not verified.',
  recentPosts: (v, f) => `Recently posted ${f.d(v.perDay)} times a day.`,
  postInterval: (v, f) => {
    if (!has(v, 'minutes') && !has(v, 'hours') && !has(v, 'days'))
      return `${f.n(v.reposts)} % of recent posts are reposts.`;
    const every = has(v, 'minutes')
      ? `${f.n(v.minutes)} ${pl(v.minutes, 'minute', 'minutes')}`
      : has(v, 'hours')
        ? `${f.n(v.hours)} ${pl(v.hours, 'hour', 'hours')}`
        : `${f.n(v.days)} ${pl(v.days, 'day', 'days')}`;
    return has(v, 'reposts')
      ? `Posts every ${every}, ${f.n(v.reposts)} % of them reposts.`
      : `Posts every ${every}.`;
  },
  automatedClients: (v, f) =>
    `${f.n(v.percent)} % of recent posts were sent from automation tools, not the platform’s apps.`,
  postingClients: (v, f) => `Recent posts come from ${f.n(v.clients)} different apps.`,
  captions: (v, f) =>
    sentence(
      'Recent captions: ',
      parts(
        [
          has(v, 'length') ? `${f.n(v.length)} characters on average` : null,
          has(v, 'empty') ? `${f.n(v.empty)} % empty` : null,
          has(v, 'alike') ? `${f.n(v.alike)} % alike in wording` : null,
        ],
        'and',
      ),
      'Recent captions.',
    ),
  captionKeywords: (v, f) =>
    sentence(
      'Per post: ',
      parts(
        [
          has(v, 'hashtags') ? `${f.d(v.hashtags)} hashtags` : null,
          has(v, 'promo') ? `${f.d(v.promo)} promotional words` : null,
          has(v, 'follow') ? `${f.d(v.follow)} requests to follow or like` : null,
        ],
        'and',
      ),
      'Keywords in recent posts.',
    ),
  engagement: (v, f) =>
    sentence(
      'Recent posts get ',
      parts(
        [
          has(v, 'likes') ? `likes from ${f.d(v.likes)} % of followers` : null,
          has(v, 'comments') ? `comments from ${f.d(v.comments)} %` : null,
          !has(v, 'likes') && has(v, 'likesPerPost') ? `${f.n(v.likesPerPost)} likes each` : null,
        ],
        'and',
      ),
      'Engagement with recent posts.',
    ),
  postKinds: (v, f) =>
    sentence(
      'Of recent posts, ',
      parts(
        [
          has(v, 'videos') ? `${f.n(v.videos)} % are videos or albums` : null,
          has(v, 'places') ? `${f.n(v.places)} % name a place` : null,
          has(v, 'replies') ? `${f.n(v.replies)} % are replies` : null,
          has(v, 'links') ? `${f.n(v.links)} % carry a link` : null,
        ],
        'and',
      ),
      'Kinds of recent posts.',
    ),
  growthSpike: growthText('spike', 'en'),
  followerLoss: growthText('loss', 'en'),
  followChurn: growthText('churn', 'en'),
};

const de: Record<ReasonCode, Template> = {
  manyDigits: () => 'Der Benutzername enthält mehr als vier Ziffern.',
  young: () => 'Das Konto ist jünger als 1 Jahr.',
  ageUnknown: () => 'Das Kontoalter ist nicht verfügbar.',
  accountAge: (v, f) => `Das Konto ist ${f.n(v.years)} ${pl(v.years, 'Jahr', 'Jahre')} alt.`,
  follows: (v, f) =>
    `Folgt ${f.n(v.following)} ${pl(v.following, 'Konto', 'Konten')}, folgen lassen sich ${f.n(v.followers)}.`,
  followers: (v, f) => `Hat ${f.n(v.followers)} Follower.`,
  following: (v, f) => `Folgt ${f.n(v.following)} ${pl(v.following, 'Konto', 'Konten')}.`,
  posts: (v, f) => `Hat ${f.n(v.posts)} ${pl(v.posts, 'Beitrag', 'Beiträge')} veröffentlicht.`,
  postRate: (v, f) =>
    `Hat ${f.n(v.posts)} ${pl(v.posts, 'Beitrag', 'Beiträge')} veröffentlicht, ${f.d(v.perDay)} pro Tag seit der Erstellung.`,
  likesGiven: (v, f) =>
    `Hat ${f.n(v.likes)} ${pl(v.likes, 'Beitrag', 'Beiträge')} mit „Gefällt mir“ markiert.`,
  listed: (v, f) => `Steht auf ${f.n(v.lists)} ${pl(v.lists, 'Liste', 'Listen')}.`,
  usernameDigits: (v, f) =>
    `Der Benutzername hat ${f.n(v.digits)} ${pl(v.digits, 'Ziffer', 'Ziffern')} bei ${f.n(v.length)} Zeichen.`,
  noName: () => 'Kein Anzeigename.',
  nameIsUsername: () => 'Der Anzeigename ist der Benutzername.',
  nameSimilarity: (v, f) => `Anzeigename und Benutzername ähneln sich zu ${f.n(v.percent)} %.`,
  noBio: () => 'Keine Bio.',
  bio: (v, f) => `Bio mit ${f.n(v.length)} ${pl(v.length, 'Zeichen', 'Zeichen')}.`,
  noLink: () => 'Kein Link zu einer Website.',
  link: () => 'Verlinkt eine Website.',
  noPicture: () => 'Kein Profilbild.',
  picture: () => 'Hat ein Profilbild.',
  defaultProfile: () => 'Nutzt das Standard-Profildesign.',
  customProfile: () => 'Hat das Profildesign angepasst.',
  private: () => 'Privates Konto.',
  public: () => 'Öffentliches Konto.',
  verified: () => 'Verifiziertes Konto.',
  notVerified: () => 'Nicht verifiziert.',
  recentPosts: (v, f) => `Hat zuletzt ${f.d(v.perDay)}-mal pro Tag gepostet.`,
  postInterval: (v, f) => {
    if (!has(v, 'minutes') && !has(v, 'hours') && !has(v, 'days'))
      return `${f.n(v.reposts)} % der letzten Beiträge sind Reposts.`;
    const [n, one, many] = has(v, 'minutes')
      ? [v.minutes, 'jede Minute', 'Minuten']
      : has(v, 'hours')
        ? [v.hours, 'jede Stunde', 'Stunden']
        : [v.days, 'jeden Tag', 'Tage'];
    const start = n === 1 ? `Postet ${one}` : `Postet alle ${f.n(n)} ${many}`;
    return has(v, 'reposts') ? `${start}, ${f.n(v.reposts)} % davon Reposts.` : `${start}.`;
  },
  automatedClients: (v, f) =>
    `${f.n(v.percent)} % der letzten Beiträge kamen aus Automatisierungs-Tools, nicht aus den Apps der Plattform.`,
  postingClients: (v, f) => `Die letzten Beiträge kamen aus ${f.n(v.clients)} verschiedenen Apps.`,
  captions: (v, f) =>
    sentence(
      'Letzte Beschreibungstexte: ',
      parts(
        [
          has(v, 'length') ? `im Schnitt ${f.n(v.length)} Zeichen` : null,
          has(v, 'empty') ? `${f.n(v.empty)} % leer` : null,
          has(v, 'alike') ? `${f.n(v.alike)} % gleicher Wortlaut` : null,
        ],
        'und',
      ),
      'Letzte Beschreibungstexte.',
    ),
  captionKeywords: (v, f) =>
    sentence(
      'Pro Beitrag: ',
      parts(
        [
          has(v, 'hashtags') ? `${f.d(v.hashtags)} Hashtags` : null,
          has(v, 'promo') ? `${f.d(v.promo)} Werbewörter` : null,
          has(v, 'follow') ? `${f.d(v.follow)} Aufforderungen zum Folgen oder Liken` : null,
        ],
        'und',
      ),
      'Schlüsselwörter in den letzten Beiträgen.',
    ),
  engagement: (v, f) =>
    sentence(
      'Die letzten Beiträge bekommen ',
      parts(
        [
          has(v, 'likes') ? `Likes von ${f.d(v.likes)} % der Follower` : null,
          has(v, 'comments') ? `Kommentare von ${f.d(v.comments)} %` : null,
          !has(v, 'likes') && has(v, 'likesPerPost') ? `je ${f.n(v.likesPerPost)} Likes` : null,
        ],
        'und',
      ),
      'Interaktion mit den letzten Beiträgen.',
    ),
  postKinds: (v, f) =>
    sentence(
      'Von den letzten Beiträgen sind ',
      parts(
        [
          has(v, 'videos') ? `${f.n(v.videos)} % Videos oder Alben` : null,
          has(v, 'places') ? `${f.n(v.places)} % mit Ortsangabe` : null,
          has(v, 'replies') ? `${f.n(v.replies)} % Antworten` : null,
          has(v, 'links') ? `${f.n(v.links)} % mit Link` : null,
        ],
        'und',
      ),
      'Arten der letzten Beiträge.',
    ),
  growthSpike: growthText('spike', 'de'),
  followerLoss: growthText('loss', 'de'),
  followChurn: growthText('churn', 'de'),
};

const templates: Record<TrustLanguage, Record<ReasonCode, Template>> = { de, en };

/** The text of one reason in one language, numbers formatted the language's way. */
export function reasonText(code: ReasonCode, value: ReasonValue, lang: TrustLanguage): string {
  return templates[lang][code](value, formatters[lang]);
}

const messages: Record<TrustLanguage, (user: string, n: string, criteria: string) => string> = {
  en: (user, n, criteria) =>
    `Probability of ${user} being a fake account: ${n}%. Criteria used: ${criteria || 'none'}`,
  de: (user, n, criteria) =>
    `Wahrscheinlichkeit, dass ${user} ein Fake-Konto ist: ${n} %. Verwendete Kriterien: ${criteria || 'keine'}`,
};

/**
 * The spec's sentence (001 §5) with N from the model: 'Probability of {username} being a fake
 * account: N%. Criteria used: ...', the criteria being the reasons' texts in order ('none'
 * when there are none). German is the web's translation of it.
 */
export function fakeProbabilityMessage(
  username: string,
  result: { score: number; reasons: readonly { code: ReasonCode; value: ReasonValue }[] },
  lang: TrustLanguage = 'en',
): string {
  const criteria = result.reasons.map((r) => reasonText(r.code, r.value, lang)).join(' ');
  return messages[lang](username, formatters[lang].n(result.score), criteria);
}
