// Fixed facts of the demo content that tests, the README and the load test rely on.

export const DEMO_TIME_ZONE = 'Europe/Berlin';

/** One fixed PRNG seed: the content depends only on `today`, never on the machine or the clock. */
export const CONTENT_SEED = 20_260_901;

/** Events are planned for this many days from `today` (about six months). */
export const PROGRAMME_WINDOW_DAYS = 182;

/** A foyer concert 14 days after `today` with exactly LOAD_TEST_SEATS_LEFT seats left: for concurrency tests. */
export const LOAD_TEST_EVENT_SLUG = 'lasttest-konzert';
export const LOAD_TEST_SHOP_EVENT_ID = 990_001;
export const LOAD_TEST_DAY_OFFSET = 14;
export const LOAD_TEST_SEATS_LEFT = 50;
export const LOAD_TEST_CAPACITY = 120;

/** Shop event ids (the spec's id_jet) of regular events are this base plus their order in the programme. */
export const SHOP_EVENT_ID_BASE = 100_000;

/** The container section used by the home page's ContainerModule, per locale. */
export const NEWSLETTER_CONTAINER_SLUG = 'newsletter-box';
