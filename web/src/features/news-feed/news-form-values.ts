/** The news form's values: the contract's create schema, for creating and editing alike. */
import { newsCreateSchema, type NewsItem } from '@backoffice/core/api';
import type { ContractFormApi } from '../../components/form/use-contract-form.ts';
import type { FormValuesOf, SchemaOutput } from '../../lib/form/contract-schema.ts';

export const newsFormSchema = newsCreateSchema;
export type NewsFormValues = FormValuesOf<typeof newsFormSchema>;
export type NewsValues = SchemaOutput<typeof newsFormSchema>;
export type NewsFormApi = ContractFormApi<NewsFormValues, NewsValues>;

/** A new item: a draft for today, to all clients when the user may address them. */
export function blankNews(today: string, audience: NewsItem['audience']): NewsFormValues {
  return { title: '', body: '', audience, clientIds: [], publishDate: today, status: 'draft' };
}

export function newsValuesOf(item: NewsItem): NewsFormValues {
  const { title, body, audience, clientIds, publishDate, status } = item;
  return { title, body, audience, clientIds, publishDate, status };
}
