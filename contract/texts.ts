/** The exchange's two languages, and a text written in both: what every message table of the contract holds. */
export type Language = 'ko' | 'en';
export type Texts = Record<Language, string>;
