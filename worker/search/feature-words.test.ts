import { describe, expect, it } from 'vitest';
import { featureWords } from './feature-words.ts';

describe('what search reads of a product’s features', () => {
  it('ranks the values as features and the names like the description', () => {
    expect(
      featureWords([
        { name: 'Вес', value: '260 г' },
        { name: 'Interface', value: 'USB, LAN' },
      ]),
    ).toEqual({ features: ['260 г', 'USB, LAN'], names: ['Вес', 'Interface'] });
  });

  it('takes the name of what the product has as a feature, in each language, and leaves out what it lacks', () => {
    const said = featureWords([
      { name: 'Автоотрезчик', value: 'Есть' },
      { name: 'Avtomatik kəsici', value: 'VAR' },
      { name: 'Wi-Fi', value: 'Yes' },
      { name: 'Bluetooth', value: 'Нет' },
      { name: 'Ekran', value: 'yox' },
    ]);
    expect(said).toEqual({ features: ['Автоотрезчик', 'Avtomatik kəsici', 'Wi-Fi'], names: [] });
  });
});
