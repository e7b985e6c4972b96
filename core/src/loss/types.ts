/**
 * The loss engine's input and output (`@backoffice/core/loss`). Plain data, no dependencies:
 * the web calculator, the mock API's loss runs and the 13-F loss analyzer all pass the same
 * shapes to `calculateLoss`.
 *
 * Units: share counts and per-share prices are plain numbers as the user or the custodian gave
 * them (the engine reads them as exact decimals). Every money amount in the output is an integer
 * number of US cents (`Cents`), rounded half away from zero once: net and no-offset are the exact
 * sums of the lot values rounded at the end; each lot line shows its own amount rounded the same way.
 */

/** An integer number of US cents. */
export type Cents = number;

/** An ISO calendar date, `YYYY-MM-DD`. */
export type IsoDate = string;

export type LossMethod = 'FIFO' | 'LIFO';
export type TradeSide = 'BUY' | 'SELL';

export interface LossTrade {
  date: IsoDate;
  side: TradeSide;
  /** Shares, > 0. */
  quantity: number;
  /** Per share, in the trade's currency (US dollars unless `fxRate` is given), > 0. */
  price: number;
  /** US dollars per unit of the trade's currency, > 0; absent for US-dollar trades. */
  fxRate?: number;
}

export interface DailyClose {
  date: IsoDate;
  /** US dollars. */
  close: number;
}

/** A plan of allocation's published 90-day lookback table, used as is. */
export interface LookbackTable {
  /** M: the mean close over the whole lookback window. */
  mean: number;
  /** M_d by date d inside the window: the mean close from the disclosure date through d. */
  meanThrough?: Readonly<Record<IsoDate, number>>;
}

/** One range of a plan's artificial-inflation table; `to` null means open-ended. */
export interface InflationRange {
  from: IsoDate;
  to: IsoDate | null;
  /** US dollars of inflation per share on each day of the range. */
  perShare: number;
}

/** A stock split: from `date` (the ex-date) each share is `ratio` shares (0.1: 1-for-10 reverse). */
export interface LossSplit {
  date: IsoDate;
  ratio: number;
}

export interface LossInput {
  /** Inclusive. */
  classPeriod: { start: IsoDate; end: IsoDate };
  /** The first corrective disclosure, which opens the lookback; default the day after `end`. */
  disclosureDate?: IsoDate;
  /** Shares held at the start of the class period (matched, never a gain or loss); default 0. */
  startHolding?: number;
  /** In date order; same-day order is kept as given. */
  trades: readonly LossTrade[];
  /** Daily closes covering the lookback window (M and M_d are derived from them)… */
  prices?: readonly DailyClose[];
  /** …or a plan's lookback table (takes precedence over `prices`). */
  lookback?: LookbackTable;
  /** When given, the plan-of-allocation recognized loss is computed too. */
  inflation?: readonly InflationRange[];
  /** A plan's cap on the recognized loss per share (US dollars, > 0), applied to every lot. */
  perShareCap?: number;
  /**
   * The security's stock splits. Trades, closes and inflation stay as traded (each in its own
   * day's shares); the engine puts them in the shares of the lookback's last day (split-basis.ts),
   * so the start holding, quantities and M of the output are in those shares. A plan's lookback
   * table is taken as published, in those shares.
   */
  splits?: readonly LossSplit[];
}

/**
 * How one matched (or retained) quantity was valued:
 * - SOLD_IN_CLASS_PERIOD: P − S (also a sale after the class period but before a later
 *   disclosure date: the lookback has not begun)
 * - SOLD_IN_LOOKBACK: P − max(S, M_d)
 * - SOLD_AFTER_LOOKBACK: P − max(S, M)
 * - HELD: P − M (still held at the end of the lookback)
 * - START_HOLDING: shares held at the start of the class period; amount 0
 * - NOT_IN_CLASS_PERIOD: shares bought after the class period; amount 0
 */
export type LotRule =
  | 'SOLD_IN_CLASS_PERIOD'
  | 'SOLD_IN_LOOKBACK'
  | 'SOLD_AFTER_LOOKBACK'
  | 'HELD'
  | 'START_HOLDING'
  | 'NOT_IN_CLASS_PERIOD';

/** One line of the audit trail: a quantity of one purchase lot, sold by one sale or retained. */
export interface LotLine {
  /** The purchase: its index in `trades`, or null for the start holding. */
  purchaseIndex: number | null;
  purchaseDate: IsoDate | null;
  /** P, US dollars per share (after FX); null for the start holding. */
  purchasePrice: number | null;
  /** The sale: its index in `trades`, or null when the shares are retained. */
  saleIndex: number | null;
  saleDate: IsoDate | null;
  /** S, US dollars per share (after FX); null when retained. */
  salePrice: number | null;
  quantity: number;
  rule: LotRule;
  /** The per-share value the rule credits: S, max(S, M_d), max(S, M) or M; null when excluded. */
  valuePerShare: number | null;
  /** Loss positive, gain negative: quantity × (P − valuePerShare), rounded to the cent. */
  amount: Cents;
  /** Plain words a lawyer can check by hand, e.g. "100 × ($25.00 − max($20.00, M_d $21.3350))". */
  explanation: string;
}

export interface MethodResult {
  /** Exact sum of every lot's value, rounded once: gains offset losses (negative for a net gain). */
  net: Cents;
  /** Exact sum of every lot's value floored at zero, rounded once. */
  noOffset: Cents;
  lots: LotLine[];
}

/** One class-period purchase lot under the plan of allocation (FIFO matching). */
export interface RecognizedLotLine {
  purchaseIndex: number;
  saleIndex: number | null;
  quantity: number;
  /** Per share, before the floor at zero. */
  perShare: number;
  /** Floored at zero, rounded to the cent. */
  amount: Cents;
  explanation: string;
}

export interface RecognizedLoss {
  /** The claim: the lots' sum, capped at the market loss, 0 without a market loss. */
  amount: Cents;
  /** Sum of the lot amounts before the cap. */
  uncapped: Cents;
  /** Purchase cost − sale proceeds − retained shares at M, over class-period purchases. */
  marketLoss: Cents;
  lots: RecognizedLotLine[];
}

export interface LossLookback {
  /** The disclosure date: the window's first day. */
  start: IsoDate;
  /** The 90th calendar day of the window. */
  end: IsoDate;
  /** M. */
  mean: number;
  source: 'prices' | 'plan';
}

export interface LossOutput {
  fifo: MethodResult;
  lifo: MethodResult;
  /** Total shares purchased in the class period. */
  tsp: number;
  /** Net shares purchased: TSP − class-period shares sold. */
  nsp: number;
  /** Net funds expended: class-period cost − class-period sale proceeds. */
  nfe: Cents;
  /** Shares held at the end (start + bought − sold). */
  retained: number;
  lookback: LossLookback;
  /** Present when an inflation table was given. */
  recognizedLoss?: RecognizedLoss;
}

/** One thing wrong with the input; `tradeIndex` and `date` name the trade when there is one. */
export interface LossProblem {
  field: string;
  tradeIndex?: number;
  date?: IsoDate;
  message: string;
}
