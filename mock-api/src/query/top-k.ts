/**
 * The first `k` rows of `rows` in `compare` order, without sorting them all: a bounded max-heap,
 * O(n log k). Page one of a million trades sorted by anything costs one pass.
 */
export function topK<T>(rows: Iterable<T>, k: number, compare: (a: T, b: T) => number): T[] {
  if (k <= 0) return [];
  const heap: T[] = [];
  const up = (i: number) => {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (compare(heap[i]!, heap[parent]!) <= 0) return;
      [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
      i = parent;
    }
  };
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let top = i;
      if (l < heap.length && compare(heap[l]!, heap[top]!) > 0) top = l;
      if (r < heap.length && compare(heap[r]!, heap[top]!) > 0) top = r;
      if (top === i) return;
      [heap[i], heap[top]] = [heap[top]!, heap[i]!];
      i = top;
    }
  };
  for (const row of rows) {
    if (heap.length < k) {
      heap.push(row);
      up(heap.length - 1);
    } else if (compare(row, heap[0]!) < 0) {
      heap[0] = row;
      down(0);
    }
  }
  return heap.sort(compare);
}
