import { describe, expect, it } from 'vitest';
import { lossesByClient, meetsThreshold, newlyEligible, thresholdCrossings } from '../index.ts';

const losses = (entries: Record<string, number>) => new Map(Object.entries(entries));
const watched = (clientId: string, lossThresholdUsd: number, monitored = true) => ({
  clientId,
  monitored,
  lossThresholdUsd,
});

describe('thresholdCrossings', () => {
  it('should report a monitored client whose loss reaches its threshold for the first time', () => {
    const crossings = thresholdCrossings(losses({ A: 9_999_99 }), losses({ A: 10_000_00 }), [
      watched('A', 10_000),
    ]);
    expect(crossings).toEqual([{ clientId: 'A', lossCents: 10_000_00, thresholdUsd: 10_000 }]);
  });

  it('should not report a client already at or above its threshold in the previous run', () => {
    expect(
      thresholdCrossings(losses({ A: 20_000_00 }), losses({ A: 30_000_00 }), [
        watched('A', 10_000),
      ]),
    ).toEqual([]);
  });

  it('should report a client on the first run of a case, when it is above', () => {
    expect(thresholdCrossings(new Map(), losses({ A: 5_00 }), [watched('A', 5)])).toHaveLength(1);
  });

  it('should leave out clients that are not monitored, below, or without a line', () => {
    const current = losses({ A: 50_000_00, B: 4_999_99 });
    const settings = [watched('A', 10_000, false), watched('B', 5_000), watched('C', 1)];
    expect(thresholdCrossings(new Map(), current, settings)).toEqual([]);
  });

  it('should report a client again after it fell below and rose again', () => {
    const settings = [watched('A', 100)];
    expect(thresholdCrossings(losses({ A: 99_00 }), losses({ A: 100_00 }), settings)).toHaveLength(
      1,
    );
  });

  it('should never count a gain or a wash as crossing a zero threshold', () => {
    expect(
      thresholdCrossings(new Map(), losses({ A: 0, B: -5_00 }), [watched('A', 0), watched('B', 0)]),
    ).toEqual([]);
    expect(meetsThreshold(1, 0)).toBe(true);
    expect(meetsThreshold(undefined, 0)).toBe(false);
  });
});

describe('newlyEligible', () => {
  it('should name the clients with lines now and none before, sorted', () => {
    expect(newlyEligible(losses({ B: 1 }), losses({ C: 0, B: 2, A: -3 }))).toEqual(['A', 'C']);
  });
});

describe('lossesByClient', () => {
  it("should add up each client's lines", () => {
    const lines = [
      { clientId: 'A', fifoNet: 100 },
      { clientId: 'B', fifoNet: -40 },
      { clientId: 'A', fifoNet: 25 },
    ];
    expect(lossesByClient(lines)).toEqual(losses({ A: 125, B: -40 }));
  });
});
