import { describe, expect, it } from 'vitest';
import { formatOfName, safeFileName } from '../file-name.ts';

describe('an uploaded file name', () => {
  it.each([
    ['../../etc/passwd.csv', 'passwd.csv'],
    ['C:\\Users\\me\\trades.csv', 'trades.csv'],
    ['evil\u0000\u001b[31m.csv', 'evil[31m.csv'],
    ['invoice\u202Evsc.txt', 'invoicevsc.txt'],
    ['...hidden.csv', 'hidden.csv'],
    ['/', 'unnamed'],
    ['<img src=x onerror=alert(1)>.csv', '<img src=x onerror=alert(1)>.csv'],
  ])('should store %j as %j', (name, safe) => {
    expect(safeFileName(name)).toBe(safe);
  });

  it('should accept only CSV, XLSX and TXT', () => {
    expect(['a.CSV', 'b.xlsx', 'c.txt', 'd.xls', 'e.exe', 'f'].map(formatOfName)).toEqual([
      'csv',
      'xlsx',
      'txt',
      null,
      null,
      null,
    ]);
  });
});
