import { render } from '@testing-library/react';
import { expect, test } from 'vitest';
import { BreakableText, breakPoints } from './breakable-text';

test('an e-mail wraps before @ and after dots, never inside a word', () => {
  expect(breakPoints('ada.lovelace@example.com', 'email')).toEqual([
    'ada.',
    'lovelace',
    '@example.',
    'com',
  ]);
});

test('a URL wraps after its separators, an id after its prefix', () => {
  expect(breakPoints('https://vigil.example/p/CPT-AB', 'url')).toEqual([
    'https://',
    'vigil.',
    'example/',
    'p/',
    'CPT-',
    'AB',
  ]);
  expect(breakPoints('CPT-ABCDEFGH23456789', 'id')).toEqual(['CPT-', 'ABCDEFGH23456789']);
});

test('renders the text unchanged, with <wbr> at the wrap points', () => {
  const { container } = render(
    <BreakableText kind="email">ada.lovelace@example.com</BreakableText>,
  );
  expect(container.textContent).toBe('ada.lovelace@example.com');
  expect(container.querySelectorAll('wbr')).toHaveLength(3);
});
