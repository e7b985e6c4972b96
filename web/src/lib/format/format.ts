/** How numbers and dates read everywhere: core's formatters, shared with the API's documents. */
export {
  formatBoolean,
  formatCents,
  formatCount,
  formatDate,
  formatDateTime,
  formatMoney,
  formatMoneyCompact,
  formatMoneyWhole,
  formatNumber,
  formatRate,
} from '@backoffice/core/documents';
