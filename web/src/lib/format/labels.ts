/** How a contract enum value reads on screen: `lead_plaintiff` → `Lead plaintiff`. */
const SPECIAL: Readonly<Record<string, string>> = {
  dog: 'DOG',
  adr: 'ADR',
  usd: 'USD',
  lifo: 'LIFO',
  fifo: 'FIFO',
};

export function humanize(value: string): string {
  const words = value.split(/[_\s]+/).filter(Boolean);
  return words
    .map((word, i) => {
      const special = SPECIAL[word.toLowerCase()];
      if (special) return special;
      return i === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word;
    })
    .join(' ');
}

/** Select options for a list of enum values. */
export function enumOptions(values: readonly string[]): { value: string; label: string }[] {
  return values.map((value) => ({ value, label: humanize(value) }));
}
