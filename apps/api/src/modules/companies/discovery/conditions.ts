/** SQL conditions of this module's rules that other modules' queries use too (a queries file is its module's own). */
import { and, eq } from 'drizzle-orm';
import { companies } from '../../../db/schema.ts';

/**
 * A company customers are offered: active and live (a company approved but still setting up, or suspended,
 * is not). Offer search's statement spells the same condition in SQL.
 */
export const companyIsOffered = and(eq(companies.active, true), eq(companies.state, 'live'));
