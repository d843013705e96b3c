import { describe, expect, test } from 'vitest';
import { ZOOM_MAX, ZOOM_MIN, clampZoom, rotate } from './zoom';

describe('zoom and rotation', () => {
  test('zoom stays within 0.2 and 5 and has no floating-point drift', () => {
    expect(clampZoom(0.1)).toBe(ZOOM_MIN);
    expect(clampZoom(7)).toBe(ZOOM_MAX);
    expect(clampZoom(0.2 + 0.1)).toBe(0.3);
  });

  test('rotation goes round in 90° steps', () => {
    expect([0, 90, 180, 270].map(rotate)).toEqual([90, 180, 270, 0]);
  });
});
