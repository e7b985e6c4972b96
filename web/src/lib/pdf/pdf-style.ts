/** How the PDFs the web makes look: core's, shared with the API's documents. */
export { MARGIN, MUTED, PAGE, pageFrame, STYLES, TABLE } from '@backoffice/core/documents';
