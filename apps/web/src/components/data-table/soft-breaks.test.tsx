import { render } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { SoftBreaks } from './soft-breaks';

describe('SoftBreaks', () => {
  test('offers breaks after @ and before dots, and keeps the text as it was', () => {
    const { container } = render(
      <p>
        <SoftBreaks text="grace.hopper@navy.example.com" />
      </p>,
    );
    const p = container.querySelector('p')!;
    expect(p.textContent).toBe('grace.hopper@navy.example.com');
    expect(p.innerHTML).toBe('grace<wbr>.hopper@<wbr>navy<wbr>.example<wbr>.com');
  });

  test('a string without break points stays one piece', () => {
    const { container } = render(<SoftBreaks text="CPT-ABCDEF" />);
    expect(container.innerHTML).toBe('CPT-ABCDEF');
  });
});
