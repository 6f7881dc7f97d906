import { decodeTraceBlob } from '@shanlian/contract/browser';
import { describe, expect, it } from 'vitest';
import { lineLandingUrl, lineTraceState, qrFileName } from './trace';

describe('order line trace', () => {
  it('is traceable only once shipped, and nutrition meals keep their own dialog', () => {
    expect(lineTraceState({ FoodTypeCode: '001', FoodFirmFillInId: null })).toBe('pending');
    expect(lineTraceState({ FoodTypeCode: '001', FoodFirmFillInId: 'fi-1' })).toBe('traceable');
    expect(lineTraceState({ FoodTypeCode: '100', FoodFirmFillInId: 'fi-1' })).toBe('meal');
    expect(lineTraceState({ FoodTypeCode: '100', FoodFirmFillInId: null })).toBe('meal');
  });

  it('links to the landing page with a version-2 blob of the line', () => {
    const url = lineLandingUrl('https://shop.example/', 'line-42');
    expect(url.startsWith('https://shop.example/eshop/store/retrospect?Id=')).toBe(true);
    const id = new URL(url).searchParams.get('Id');
    expect(decodeTraceBlob(id)).toEqual({ command: 'trace', id: 'line-42', version: 2 });
  });

  it('names the downloaded QR after the product, without unsafe characters', () => {
    expect(qrFileName('东北大米 5kg/袋')).toBe('追溯二维码-东北大米_5kg_袋.png');
    expect(qrFileName('  ')).toBe('追溯二维码-商品.png');
  });
});
