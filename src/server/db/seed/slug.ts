export { slugify } from '../../../lib/slugify.ts';
