// The price sliders' ends follow the listed products' prices.
import { describe, expect, it } from 'vitest';
import { PRICE_MAX, PRICE_MIN } from '../constants.ts';
import { sliderBounds } from './price-filter.tsx';

describe('sliderBounds', () => {
  it('spans the prices of a list one page holds, in whole steps of 10', () => {
    expect(sliderBounds([245.65, 349.9, 180, 640, 389], {}, true)).toEqual([180, 640]);
    expect(sliderBounds([212.5, 489.99], {}, true)).toEqual([210, 490]);
  });

  it("widens to the filter's own bounds", () => {
    expect(sliderBounds([320, 480], { priceMin: 300, priceMax: 1000 }, true)).toEqual([300, 1000]);
    expect(sliderBounds([320, 480], { priceMax: 6000 }, false)).toEqual([PRICE_MIN, 6000]);
  });

  it('keeps one step between equal ends, and the defaults for an empty list or one of several pages', () => {
    expect(sliderBounds([0, 0], {}, true)).toEqual([0, 10]);
    expect(sliderBounds([], {}, true)).toEqual([PRICE_MIN, PRICE_MAX]);
    expect(sliderBounds([420, 949, 349.9], {}, false)).toEqual([PRICE_MIN, PRICE_MAX]);
  });
});
