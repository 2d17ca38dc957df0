import { integer, jsonb, timestamp } from 'drizzle-orm/pg-core';
import type { RichText } from '../rich-text.ts';
import type { Translated } from '../translated.ts';

/** Identity integer key: numeric ids appear in public URLs (/programm/{slug}/{id}). */
export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

export const translated = (name: string) => jsonb(name).$type<Translated>().notNull();
export const translatedOptional = (name: string) => jsonb(name).$type<Translated>();
export const translatedRichText = (name: string) => jsonb(name).$type<Translated<RichText>>();

export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const timestamps = () => ({
  createdAt: instant('created_at').notNull().defaultNow(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});
