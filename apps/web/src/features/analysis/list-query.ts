import {
  analysisAccountsQuerySchema,
  DEFAULT_TRENDING_WINDOW,
  TRENDING_WINDOWS,
} from '@vigil/shared';
import { emptyToUndefined } from '@vigil/shared/list-query';
import { z } from 'zod';

/**
 * The analysis view in the URL: the table's list query plus the trending window of the charts
 * (the server's list endpoint ignores `window`).
 */
export const analysisViewSchema = analysisAccountsQuerySchema.extend({
  window: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int()
      .refine((n) => (TRENDING_WINDOWS as readonly number[]).includes(n))
      .default(DEFAULT_TRENDING_WINDOW),
  ),
});
