// The demo editor account, an administrator; the README and the end-to-end tests log in with it.
export const DEMO_EDITOR_EMAIL = 'redaktion@foyer.example';
export const DEMO_EDITOR_USERNAME = 'redaktion';
export const DEMO_EDITOR_PASSWORD = 'Foyer-Demo-2026';
export const DEMO_EDITOR_FIRST_NAME = 'Rike';
export const DEMO_EDITOR_LAST_NAME = 'Redaktion';

// A second editor of the demo, not an administrator (two editors on one page: the soft lock, who changed what).
export const DEMO_SECOND_EDITOR_EMAIL = 'dramaturgie@foyer.example';
export const DEMO_SECOND_EDITOR_USERNAME = 'dramaturgie';
export const DEMO_SECOND_EDITOR_PASSWORD = 'Foyer-Team-2026';
export const DEMO_SECOND_EDITOR_FIRST_NAME = 'Dora';
export const DEMO_SECOND_EDITOR_LAST_NAME = 'Dramaturgie';

// The demo visitor account (not an editor): profile, settings and the end-to-end tests of the account.
export const DEMO_VISITOR_EMAIL = 'besucherin@foyer.example';
export const DEMO_VISITOR_USERNAME = 'besucherin';
export const DEMO_VISITOR_PASSWORD = 'Foyer-Besuch-2026';
export const DEMO_VISITOR_FIRST_NAME = 'Lena';
export const DEMO_VISITOR_LAST_NAME = 'Lindner';
