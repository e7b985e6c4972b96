/**
 * Columns of the usual kinds in one line each: the kind, and the text the cell and the CSV show,
 * follow from the field, so a screen names only what is its own (header, width, phone).
 */
import {
  formatBoolean,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
} from '../../lib/format/format.ts';
import type { ColumnKind, TableColumn } from './types.ts';

/** What a column may add to its kind: width, phone, sorting, a cell of its own… */
export type ColumnOptions<Row> = Omit<TableColumn<Row>, 'field' | 'header' | 'kind' | 'format'>;

/** A column whose text is known: the builders' columns always have one. */
export type FormattedColumn<Row> = TableColumn<Row> & Required<Pick<TableColumn<Row>, 'format'>>;

/** The row's fields whose values are of type `Value`. */
type FieldOf<Row, Value> = {
  [K in keyof Row & string]: Row[K] extends Value ? K : never;
}[keyof Row & string];

function kindColumn<Row, Value>(kind: ColumnKind, text: (value: Value) => string) {
  return (
    field: FieldOf<Row, Value>,
    header: string,
    options: ColumnOptions<Row> = {},
  ): FormattedColumn<Row> => ({
    field,
    header,
    kind,
    // FieldOf guarantees the value's type; TypeScript cannot follow it through the index.
    format: (row) => text(row[field] as Value),
    ...options,
  });
}

type Day = string | null | undefined;
type Amount = number | null | undefined;

/** An ISO date, shown as the app writes dates. */
export const dateColumn = <Row>(
  field: FieldOf<Row, Day>,
  header: string,
  options?: ColumnOptions<Row>,
) => kindColumn<Row, Day>('date', formatDate)(field, header, options);

/** An ISO date and time. */
export const dateTimeColumn = <Row>(
  field: FieldOf<Row, Day>,
  header: string,
  options?: ColumnOptions<Row>,
) => kindColumn<Row, Day>('datetime', formatDateTime)(field, header, options);

/** An amount of US dollars. */
export const moneyColumn = <Row>(
  field: FieldOf<Row, Amount>,
  header: string,
  options?: ColumnOptions<Row>,
) => kindColumn<Row, Amount>('money', (n) => formatMoney(n))(field, header, options);

/** A count or a quantity. */
export const numberColumn = <Row>(
  field: FieldOf<Row, Amount>,
  header: string,
  options?: ColumnOptions<Row>,
) => kindColumn<Row, Amount>('number', formatNumber)(field, header, options);

/** Yes or no. */
export const booleanColumn = <Row>(
  field: FieldOf<Row, boolean | null | undefined>,
  header: string,
  options?: ColumnOptions<Row>,
) => kindColumn<Row, boolean | null | undefined>('boolean', formatBoolean)(field, header, options);
