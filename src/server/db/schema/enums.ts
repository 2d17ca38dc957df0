import { pgEnum } from 'drizzle-orm/pg-core';
import { LOCALES } from '../translated.ts';
import {
  CART_STATUSES,
  EVENT_STATUSES,
  NAV_AREAS,
  ORDER_STATUSES,
  PERSON_CREDIT_KINDS,
  PRODUCTION_KINDS,
  STAFF_ROLES,
} from '../values.ts';

export const localeEnum = pgEnum('locale', LOCALES);
export const navAreaEnum = pgEnum('nav_area', NAV_AREAS);
export const eventStatusEnum = pgEnum('event_status', EVENT_STATUSES);
export const personCreditKindEnum = pgEnum('person_credit_kind', PERSON_CREDIT_KINDS);
export const productionKindEnum = pgEnum('production_kind', PRODUCTION_KINDS);
export const cartStatusEnum = pgEnum('cart_status', CART_STATUSES);
export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);
export const staffRoleEnum = pgEnum('staff_role', STAFF_ROLES);
