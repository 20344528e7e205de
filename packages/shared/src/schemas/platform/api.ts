import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../constants/limits.ts';

/** Every success answer: { message, data } (DESIGN.md section 3). */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ message: z.string(), data });
export const messageOnly = z.object({ message: z.string(), data: z.null().optional() });

export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  search: z.string().trim().max(200).optional(),
  sortBy: z.string().max(64).optional(),
  sortOrder: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(-1)]))
    .optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number(),
    limit: z.number(),
    total: z.number(),
    totalPages: z.number(),
  });
export interface Paged<T> {
  items: T[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export const idParamSchema = z.object({ id: z.string().uuid() });

/** Spec section 3: sort requests have id and sortOrder (1 ascending, -1 descending). */
export const sortOrderSchema = z.union([z.literal(1), z.literal(-1)]);
export type SortOrder = z.infer<typeof sortOrderSchema>;
export const sortRequestSchema = z.object({ id: z.string().min(1).max(64), sortOrder: sortOrderSchema });
export type SortRequest = z.infer<typeof sortRequestSchema>;
