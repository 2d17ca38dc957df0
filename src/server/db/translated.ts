/** The site's content languages; de is the default (spec: locale strategy prefix, default de). */
export const LOCALES = ['de', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** A value that exists once per content language, stored as one jsonb object `{ de, en }`. */
export type Translated<T = string> = { de: T; en: T };

export function isLocale(value: string): value is Locale {
  return value === 'de' || value === 'en';
}

/** Same text in both languages (names, brand words, codes). */
export function same<T>(value: T): Translated<T> {
  return { de: value, en: value };
}
