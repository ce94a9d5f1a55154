// The price sliders' ends follow the listed products' prices.
import { describe, expect, it } from 'vitest';
import { PRICE_MAX, PRICE_MIN } from '../constants.ts';
import { sliderBounds } from './price-filter.tsx';

describe('sliderBounds', () => {
  it('spans the listed prices, in whole steps of 10', () => {
    expect(sliderBounds([245.65, 349.9, 180, 640, 389], {})).toEqual([180, 640]);
    expect(sliderBounds([212.5, 489.99], {})).toEqual([210, 490]);
  });

  it("widens to the filter's own bounds", () => {
    expect(sliderBounds([320, 480], { priceMin: 300, priceMax: 1000 })).toEqual([300, 1000]);
    expect(sliderBounds([], { priceMin: 50 })).toEqual([50, 60]);
  });

  it('keeps one step between the ends when every price is the same, and the defaults for an empty list', () => {
    expect(sliderBounds([0, 0], {})).toEqual([0, 10]);
    expect(sliderBounds([], {})).toEqual([PRICE_MIN, PRICE_MAX]);
  });
});
