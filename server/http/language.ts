import type { Language } from '../errors/messages';

/**
 * The answer language from an Accept-Language header: the first of ko or en by quality, in header order
 * among equals; Korean when neither is named (the exchange's home language).
 */
export function preferredLanguage(header: string | undefined): Language {
  if (!header) return 'ko';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return {
        primary: tag.trim().toLowerCase().split('-')[0] ?? '',
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const entry of ranked) if (entry.primary === 'ko' || entry.primary === 'en') return entry.primary;
  return 'ko';
}
