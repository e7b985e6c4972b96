/** Who the API's own writes are made by (a loss run a change started by itself). */
export const SYSTEM_USER = 'system';
