import { z } from 'zod';

/** Pagination block of list answers. */
export const pagesSchema = z.object({
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
});
export type Pages = z.infer<typeof pagesSchema>;

/** Every answer of the API: `{ statusCode, message, data, pages? }` with the real HTTP status. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    statusCode: z.number().int(),
    message: z.string(),
    data,
    pages: pagesSchema.optional(),
  });
}

export const errorEnvelope = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  data: z.null(),
  /** For validation errors: the fields that failed and why. */
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  /** A stable reason where one status has several (409 at checkout: see CheckoutConflict). */
  code: z.string().optional(),
});

export type Envelope<T> = { statusCode: number; message: string; data: T; pages?: Pages };
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
