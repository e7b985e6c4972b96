/** How the PDFs the web makes look: core's, shared with the API's documents. */
export { MARGIN, MUTED, PAGE, STYLES, TABLE } from '@backoffice/core/documents';
