// The whole domain in one Drizzle pg-core schema (both spec documents, sections 3), split by area.
export * from './schema/enums.ts';
export * from './schema/users.ts';
export * from './schema/cms.ts';
export * from './schema/site.ts';
export * from './schema/persons.ts';
export * from './schema/productions.ts';
export * from './schema/programme.ts';
export * from './schema/magazine.ts';
export * from './schema/forms.ts';
export * from './schema/box-office.ts';
export * from './schema/media.ts';
export * from './schema/search.ts';
export * from './schema/security.ts';
export * from './schema/mail.ts';
export * from './schema/account-tokens.ts';
export * from './schema/audit.ts';
export * from './schema/sponsors.ts';
