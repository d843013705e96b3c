import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, test } from 'vitest';
import { contrast, cssVariablesResolver, readableOn, theme } from './theme';

const full = mergeMantineTheme(DEFAULT_THEME, theme);
const vars = cssVariablesResolver(full).light;
const WHITE = '#ffffff';
const AA = 4.5;

describe('theme colours meet WCAG AA (4.5:1) for text', () => {
  test('dimmed text, input descriptions, placeholders, errors and links on white', () => {
    for (const name of ['dimmed', 'placeholder', 'error', 'anchor']) {
      const color = vars[`--mantine-color-${name}`]!;
      expect(contrast(color, WHITE), name).toBeGreaterThanOrEqual(AA);
    }
  });

  test.each(['teal', 'green', 'yellow', 'orange', 'red', 'blue', 'gray', 'cyan', 'lime'])(
    '%s: light alerts and badges, a hovered subtle button, outline text and white on the fill',
    (name) => {
      const palette = full.colors[name]!;
      const lightColor = vars[`--mantine-color-${name}-light-color`]!;
      expect(contrast(lightColor, palette[1])).toBeGreaterThan(AA);
      // Mantine's `--mantine-color-{name}-light-hover` is shade 2.
      expect(contrast(lightColor, palette[2])).toBeGreaterThan(AA);
      expect(contrast(vars[`--mantine-color-${name}-outline`]!, WHITE)).toBeGreaterThan(AA);
      expect(contrast(vars[`--mantine-color-${name}-text`]!, WHITE)).toBeGreaterThan(AA);
      expect(contrast(WHITE, vars[`--mantine-color-${name}-filled`]!)).toBeGreaterThan(AA);
    },
  );

  test("Mantine's own defaults would not: the resolver is what fixes them", () => {
    expect(contrast(full.colors.gray[6], WHITE)).toBeLessThan(AA);
    expect(contrast(full.colors.yellow[9], full.colors.yellow[1])).toBeLessThan(AA);
  });

  test('readableOn keeps a colour that already passes and darkens one that does not', () => {
    expect(readableOn('#000000', WHITE)).toBe('#000000');
    const darkened = readableOn(full.colors.yellow[6], WHITE);
    expect(darkened).not.toBe(full.colors.yellow[6]);
    expect(contrast(darkened, WHITE)).toBeGreaterThanOrEqual(AA);
  });
});
