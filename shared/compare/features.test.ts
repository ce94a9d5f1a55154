import { describe, expect, it } from 'vitest';
import { compareSearch, compareSlugs } from './compare-query.ts';
import { alignFeatures, rowKey } from './features.ts';

describe('alignFeatures', () => {
  it('puts one feature on one row whatever label, case, punctuation or note each product gives it', () => {
    const rows = alignFeatures(
      [
        {
          features: [
            { name: 'Display', value: '15.6"' },
            { name: 'Warranty', value: '24 months' },
          ],
        },
        {
          features: [
            { name: 'Screen (touch)', value: '10.1"' },
            { name: 'WARRANTY:', value: '24  Months' },
            { name: 'Battery', value: '5 Ah' },
          ],
        },
      ],
      'en',
    );
    expect(rows.map(({ label, values, same }) => [label, values, same])).toEqual([
      ['Display', ['15.6"', '10.1"'], false],
      ['Warranty', ['24 months', '24  Months'], true],
      ['Battery', [null, '5 Ah'], false],
    ]);
  });

  it('knows the variants of each language, and folds Azerbaijani and Russian letters', () => {
    expect(rowKey('Дисплей', 'ru')).toBe(rowKey('Экран', 'ru'));
    expect(rowKey('Интерфейсы', 'ru')).toBe(rowKey('Порты', 'ru'));
    expect(rowKey('ZƏMANƏT', 'az')).toBe(rowKey('Zəmanət', 'az'));
    expect(rowKey('Operativ yaddaş', 'az')).toBe(rowKey('RAM', 'az'));
    expect(rowKey('Storage', 'en')).not.toBe(rowKey('RAM', 'en'));
  });

  it('joins two features of one product that land on one row', () => {
    const rows = alignFeatures(
      [
        {
          features: [
            { name: 'Ports', value: '2×USB' },
            { name: 'Interfaces', value: 'LAN' },
          ],
        },
      ],
      'en',
    );
    expect(rows).toEqual([{ key: 'ports', label: 'Ports', values: ['2×USB; LAN'], same: true }]);
  });
});

describe('the compare address', () => {
  it('sorts, dedupes and keeps valid slugs, written with plain commas', () => {
    expect(compareSearch(new URLSearchParams('products=b,a,b&x=1'))).toBe('?products=a,b');
    expect(compareSearch(new URLSearchParams('products=a&products=c%2Cb'))).toBe('?products=a,b,c');
    expect(compareSearch(new URLSearchParams('products=<script>,,'))).toBe('');
    expect(compareSlugs(new URLSearchParams(`products=${Array.from({ length: 20 }, (_, i) => `s${String(i).padStart(2, '0')}`).join(',')}`))).toHaveLength(12);
  });
});
