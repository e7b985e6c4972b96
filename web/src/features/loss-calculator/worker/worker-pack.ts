/**
 * Large inputs and trails cross to and from the worker as columns: typed arrays (moved, not
 * copied) and one joined string per text column. Copying 100,000 trades and their 170,000 lot
 * lines as objects took the page longer than the engine took to compute them (measured: about
 * half a second a message); packed, a message costs a few milliseconds.
 */
import type {
  LossInput,
  LossOutput,
  LossTrade,
  LotLine,
  LotRule,
  MethodResult,
  RecognizedLoss,
  RecognizedLotLine,
} from '@backoffice/core/loss';

const SEPARATOR = '\u0000';
const RULES: readonly LotRule[] = [
  'SOLD_IN_CLASS_PERIOD',
  'SOLD_IN_LOOKBACK',
  'SOLD_AFTER_LOOKBACK',
  'HELD',
  'START_HOLDING',
  'NOT_IN_CLASS_PERIOD',
];

export interface PackedTrades {
  dates: string;
  buys: Uint8Array;
  quantities: Float64Array;
  prices: Float64Array;
  /** NaN: no FX rate (a US-dollar trade). */
  fxRates: Float64Array;
}

export type PackedInput = Omit<LossInput, 'trades'> & { trades: PackedTrades };

export function packInput(input: LossInput): { packed: PackedInput; transfer: ArrayBuffer[] } {
  const n = input.trades.length;
  const trades: PackedTrades = {
    dates: input.trades.map((t) => t.date).join(SEPARATOR),
    buys: new Uint8Array(n),
    quantities: new Float64Array(n),
    prices: new Float64Array(n),
    fxRates: new Float64Array(n),
  };
  input.trades.forEach((t, i) => {
    trades.buys[i] = t.side === 'BUY' ? 1 : 0;
    trades.quantities[i] = t.quantity;
    trades.prices[i] = t.price;
    trades.fxRates[i] = t.fxRate ?? Number.NaN;
  });
  const transfer = [trades.buys, trades.quantities, trades.prices, trades.fxRates].map(
    (a) => a.buffer as ArrayBuffer,
  );
  return { packed: { ...input, trades }, transfer };
}

export function unpackInput(packed: PackedInput): LossInput {
  const { dates, buys, quantities, prices, fxRates } = packed.trades;
  const trades = (dates === '' ? [] : dates.split(SEPARATOR)).map((date, i): LossTrade => {
    const fxRate = fxRates[i] ?? Number.NaN;
    return {
      date,
      side: buys[i] === 1 ? 'BUY' : 'SELL',
      quantity: quantities[i] ?? 0,
      price: prices[i] ?? 0,
      ...(Number.isNaN(fxRate) ? {} : { fxRate }),
    };
  });
  return { ...packed, trades };
}

/** A trail as columns; dates come back from the input's trades by index. */
export interface PackedLots {
  /** -1: none (the start holding; a lot still held). */
  purchaseIndex: Int32Array;
  saleIndex: Int32Array;
  /** NaN: none. */
  purchasePrice: Float64Array;
  salePrice: Float64Array;
  valuePerShare: Float64Array;
  quantity: Float64Array;
  amount: Float64Array;
  rule: Uint8Array;
  explanations: string;
}

export type PackedMethod = Omit<MethodResult, 'lots'> & { lots: PackedLots };

/** The plan's lots as columns. */
export interface PackedRecognizedLots {
  purchaseIndex: Int32Array;
  saleIndex: Int32Array;
  quantity: Float64Array;
  perShare: Float64Array;
  amount: Float64Array;
  explanations: string;
}

export type PackedRecognized = Omit<RecognizedLoss, 'lots'> & { lots: PackedRecognizedLots };

export type PackedOutput = Omit<LossOutput, 'fifo' | 'lifo' | 'recognizedLoss'> & {
  fifo: PackedMethod;
  lifo: PackedMethod;
  recognizedLoss?: PackedRecognized;
};

const orNaN = (x: number | null) => x ?? Number.NaN;
const orNull = (x: number | undefined) => (x === undefined || Number.isNaN(x) ? null : x);
const indexOr = (x: number | null) => x ?? -1;

function packLots(lots: readonly LotLine[], transfer: ArrayBuffer[]): PackedLots {
  const packed: PackedLots = {
    purchaseIndex: Int32Array.from(lots, (l) => indexOr(l.purchaseIndex)),
    saleIndex: Int32Array.from(lots, (l) => indexOr(l.saleIndex)),
    purchasePrice: Float64Array.from(lots, (l) => orNaN(l.purchasePrice)),
    salePrice: Float64Array.from(lots, (l) => orNaN(l.salePrice)),
    valuePerShare: Float64Array.from(lots, (l) => orNaN(l.valuePerShare)),
    quantity: Float64Array.from(lots, (l) => l.quantity),
    amount: Float64Array.from(lots, (l) => l.amount),
    rule: Uint8Array.from(lots, (l) => RULES.indexOf(l.rule)),
    explanations: lots.map((l) => l.explanation).join(SEPARATOR),
  };
  if (lots.length > 0) {
    const arrays = [
      packed.purchaseIndex,
      packed.saleIndex,
      packed.purchasePrice,
      packed.salePrice,
      packed.valuePerShare,
      packed.quantity,
      packed.amount,
      packed.rule,
    ];
    transfer.push(...arrays.map((a) => a.buffer as ArrayBuffer));
  }
  return packed;
}

function unpackLots(packed: PackedLots, trades: readonly LossTrade[]): LotLine[] {
  const texts = packed.explanations === '' ? [] : packed.explanations.split(SEPARATOR);
  return texts.map((explanation, i): LotLine => {
    const purchase = packed.purchaseIndex[i] ?? -1;
    const sale = packed.saleIndex[i] ?? -1;
    return {
      purchaseIndex: purchase < 0 ? null : purchase,
      purchaseDate: purchase < 0 ? null : (trades[purchase]?.date ?? null),
      purchasePrice: orNull(packed.purchasePrice[i]),
      saleIndex: sale < 0 ? null : sale,
      saleDate: sale < 0 ? null : (trades[sale]?.date ?? null),
      salePrice: orNull(packed.salePrice[i]),
      quantity: packed.quantity[i] ?? 0,
      rule: RULES[packed.rule[i] ?? 0] ?? 'HELD',
      valuePerShare: orNull(packed.valuePerShare[i]),
      amount: packed.amount[i] ?? 0,
      explanation,
    };
  });
}

function packRecognized(r: RecognizedLoss, transfer: ArrayBuffer[]): PackedRecognized {
  const lots: PackedRecognizedLots = {
    purchaseIndex: Int32Array.from(r.lots, (l) => l.purchaseIndex),
    saleIndex: Int32Array.from(r.lots, (l) => indexOr(l.saleIndex)),
    quantity: Float64Array.from(r.lots, (l) => l.quantity),
    perShare: Float64Array.from(r.lots, (l) => l.perShare),
    amount: Float64Array.from(r.lots, (l) => l.amount),
    explanations: r.lots.map((l) => l.explanation).join(SEPARATOR),
  };
  if (r.lots.length > 0) {
    const arrays = [lots.purchaseIndex, lots.saleIndex, lots.quantity, lots.perShare, lots.amount];
    transfer.push(...arrays.map((a) => a.buffer as ArrayBuffer));
  }
  return { ...r, lots };
}

function unpackRecognized(packed: PackedRecognized): RecognizedLoss {
  const { lots } = packed;
  const texts = lots.explanations === '' ? [] : lots.explanations.split(SEPARATOR);
  return {
    ...packed,
    lots: texts.map((explanation, i): RecognizedLotLine => {
      const sale = lots.saleIndex[i] ?? -1;
      return {
        purchaseIndex: lots.purchaseIndex[i] ?? 0,
        saleIndex: sale < 0 ? null : sale,
        quantity: lots.quantity[i] ?? 0,
        perShare: lots.perShare[i] ?? 0,
        amount: lots.amount[i] ?? 0,
        explanation,
      };
    }),
  };
}

export function packOutput(output: LossOutput): { packed: PackedOutput; transfer: ArrayBuffer[] } {
  const transfer: ArrayBuffer[] = [];
  const method = (m: MethodResult): PackedMethod => ({ ...m, lots: packLots(m.lots, transfer) });
  const { recognizedLoss, ...rest } = output;
  const packed: PackedOutput = {
    ...rest,
    fifo: method(output.fifo),
    lifo: method(output.lifo),
    ...(recognizedLoss ? { recognizedLoss: packRecognized(recognizedLoss, transfer) } : {}),
  };
  return { packed, transfer };
}

export function unpackOutput(packed: PackedOutput, input: LossInput): LossOutput {
  // Each trail is unpacked when first read: LIFO's only if the user turns to it (or exports).
  const method = ({ lots, ...figures }: PackedMethod): MethodResult => {
    let unpacked: LotLine[] | null = null;
    return {
      ...figures,
      get lots() {
        unpacked ??= unpackLots(lots, input.trades);
        return unpacked;
      },
    };
  };
  const { recognizedLoss, ...rest } = packed;
  return {
    ...rest,
    fifo: method(packed.fifo),
    lifo: method(packed.lifo),
    ...(recognizedLoss ? { recognizedLoss: unpackRecognized(recognizedLoss) } : {}),
  };
}
