/**
 * Daily prices imported from files, one row per security and day (id `SE-0001@2024-01-02`),
 * kept in the data file like every collection. The close is the close as traded; the adjusted
 * close, open, high, low and volume are kept as the file gave them (null where it gave none).
 */
import { z } from 'zod';

export const importedPriceSchema = z.object({
  id: z.string(),
  securityId: z.string(),
  date: z.iso.date(),
  close: z.number().positive(),
  adjClose: z.number().nonnegative().nullable(),
  open: z.number().nonnegative().nullable(),
  high: z.number().nonnegative().nullable(),
  low: z.number().nonnegative().nullable(),
  volume: z.number().nonnegative().nullable(),
});
export type ImportedPrice = z.infer<typeof importedPriceSchema>;

export const importedPriceId = (securityId: string, date: string) => `${securityId}@${date}`;
