// The demo editor account; the README and the end-to-end tests log in with it.
export const DEMO_EDITOR_EMAIL = 'redaktion@foyer.example';
export const DEMO_EDITOR_USERNAME = 'redaktion';
export const DEMO_EDITOR_PASSWORD = 'Foyer-Demo-2026';
export const DEMO_EDITOR_FIRST_NAME = 'Rike';
export const DEMO_EDITOR_LAST_NAME = 'Redaktion';
