/** Where a notification leads: the screen of the record it is about (as its e-mail links). */
export { notificationPath as recordHref } from '@backoffice/core/monitoring';
