export type PageLang = 'de' | 'en';

/**
 * The page's language: `?lang=` (the web app passes its own), else the first of de/en the
 * browser prefers (Accept-Language), else German.
 */
export function pageLang(query: string | undefined, acceptLanguage: string | undefined): PageLang {
  if (query === 'de' || query === 'en') return query;
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return { lang: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q) : 1 };
    })
    .filter((w) => w.lang === 'de' || w.lang === 'en')
    .sort((a, b) => b.q - a.q);
  return (wanted[0]?.lang as PageLang | undefined) ?? 'de';
}
