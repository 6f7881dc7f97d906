import { describe, expect, it } from 'vitest';
import { barPercent, scaleTop } from './public-nutrient-bar';
import { dayLabel, TP, weekRange } from './public-text';

describe('public school page labels', () => {
  it('names a week by its Monday and Sunday, across a month and a year', () => {
    expect(weekRange('2026-11-23')).toBe('2026年 11-23 至 11-29');
    expect(weekRange('2026-11-30')).toBe('2026年 11-30 至 12-06');
    expect(weekRange('2026-12-28')).toBe('2026年 12-28 至 01-03');
  });

  it('names a day by its weekday and date', () => {
    expect(dayLabel('2026-11-23')).toBe('周一 11-23');
    expect(dayLabel('2026-11-27')).toBe('周五 11-27');
    expect(dayLabel('2026-11-29')).toBe('周日 11-29');
  });

  it('states the band with either end missing', () => {
    expect(TP.band(90, 110)).toBe('标准 90–110%');
    expect(TP.band(20, null)).toBe('标准 ≥20%');
    expect(TP.band(null, 30)).toBe('标准 ≤30%');
    expect(TP.band(null, null)).toBe('暂无标准');
  });
});

describe('nutrient bar scale', () => {
  it('reaches past both the figure and the band so both show', () => {
    expect(scaleTop({ Value: 93.7, Min: 90, Max: 110 })).toBeCloseTo(137.5);
    expect(scaleTop({ Value: 160, Min: 90, Max: 110 })).toBe(200);
    expect(scaleTop({ Value: 0, Min: null, Max: null })).toBe(1.25);
  });

  it('places a figure inside 0–100', () => {
    expect(barPercent(50, 200)).toBe(25);
    expect(barPercent(-5, 100)).toBe(0);
    expect(barPercent(300, 100)).toBe(100);
  });
});
