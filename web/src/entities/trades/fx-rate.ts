/** FX rates read to six places: rates of weak currencies (JPY: 0.009152) need them all. */
export const fxRate = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 });
