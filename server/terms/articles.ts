/**
 * How the seeded terms are written: a document is a list of numbered articles in Korean and English; a
 * later version amends some articles and adds others, so each version's text is written once and the
 * versions differ exactly where an amendment says.
 */
import type { Language, Texts } from '../../contract';

export type { Texts };

export interface Article {
  heading: Texts;
  /** Lines of the article; joined with the line-break placeholder the app converts. */
  lines: { ko: readonly string[]; en: readonly string[] };
}

/** A document's versions: each the date it took effect (YYYY-MM-DD) and its articles. */
export type DatedArticles = readonly (readonly [effectiveDate: string, articles: readonly Article[]])[];

export interface SeedVersion {
  effectiveDate: string;
  title: Texts;
  body: Texts;
}

const ARTICLE_HEADING: Record<Language, (number: number, heading: string) => string> = {
  ko: (number, heading) => `제${number}조 (${heading})`,
  en: (number, heading) => `Article ${number} (${heading})`,
};

/** The body of a list of articles: one paragraph each, its number and heading in bold, its lines broken. */
export function articlesBody(articles: readonly Article[]): Texts {
  const body = (language: Language) =>
    articles
      .map(
        (article, index) =>
          `<p><strong>${ARTICLE_HEADING[language](index + 1, article.heading[language])}</strong>\n${article.lines[
            language
          ].join('\n')}</p>`,
      )
      .join('');
  return { ko: body('ko'), en: body('en') };
}

/** A body of plain paragraphs (the short consents and notices), each paragraph's lines broken. */
export function paragraphsBody(paragraphs: { ko: readonly string[]; en: readonly string[] }): Texts {
  const body = (language: Language) => paragraphs[language].map((text) => `<p>${text}</p>`).join('');
  return { ko: body('ko'), en: body('en') };
}

/**
 * The articles of an amended version: `replaced` swaps articles by their number (1-based), `added`
 * follows the last one. Throws on a number the base does not have, so an amendment cannot miss.
 */
export function amend(
  base: readonly Article[],
  replaced: Readonly<Record<number, Article>>,
  added: readonly Article[] = [],
): Article[] {
  for (const number of Object.keys(replaced))
    if (!base[Number(number) - 1]) throw new Error(`No article ${number} to amend`);
  return [...base.map((article, index) => replaced[index + 1] ?? article), ...added];
}
