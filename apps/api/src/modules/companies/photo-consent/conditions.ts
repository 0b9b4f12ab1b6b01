/**
 * The one rule of what the public may see of a company's gallery (issue 32, decision 0028's "Consent"): an upload
 * always; a job photo only while its ticket's customer allows it. Shared as SQL with company-pages' queries, which
 * list the page's photos and serve their images by it.
 */
import { type SQL, sql } from 'drizzle-orm';

/** True for a gallery row (alias `g` of company_gallery_photos) the public may see. */
export const shownPublicly = (g: string): SQL =>
  sql`(${sql.raw(g)}.job_photo_id is null or exists (
        select 1 from job_photos cp join ticket_photo_consents ck on ck.ticket_id = cp.ticket_id
         where cp.id = ${sql.raw(g)}.job_photo_id and ck.state = 'allowed'))`;
