import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderApp } from '../../test/render';
import { DemoNotice, DemoTag, NotKnown } from '.';

describe('provenance: where a shown value comes from', () => {
  test("'Demo' tag only on demo rows; one notice when any row is demo", async () => {
    await renderApp(
      <div>
        <DemoNotice sources={['live', 'demo', null, 'demo']} />
        {(['demo', 'live', 'submitted', null] as const).map((s) => (
          <p key={String(s)} data-testid={`row-${String(s)}`}>
            <DemoTag source={s} />
          </p>
        ))}
      </div>,
    );
    expect(screen.getAllByTestId('demo-tag')).toHaveLength(1);
    expect(screen.getByTestId('row-demo')).toHaveTextContent('Demo');
    expect(screen.getByTestId('demo-tag')).toHaveAttribute(
      'title',
      'Synthetic sample data, not a real provider lookup.',
    );
    expect(screen.getAllByTestId('demo-notice')).toHaveLength(1);
    // A note, not an alert: the screen's error alerts stay the only alerts.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('note')).toBe(screen.getByTestId('demo-notice'));
    expect(screen.getByTestId('demo-notice')).toHaveTextContent(
      'Some of the entries shown are demo data',
    );
  });

  test('no notice when no shown row is demo', async () => {
    await renderApp(<DemoNotice sources={['live', null, 'submitted']} />);
    expect(screen.queryByTestId('demo-notice')).toBeNull();
  });

  test("a value nobody provides: 'n/a' in English, 'k.A.' in German, with a hint", async () => {
    const { unmount } = await renderApp(<NotKnown />);
    expect(screen.getByTestId('not-known')).toHaveTextContent(/^n\/a$/);
    unmount();
    await renderApp(<NotKnown />, { lang: 'de' });
    expect(screen.getByTestId('not-known')).toHaveTextContent(/^k\.A\.$/);
    expect(screen.getByTestId('not-known')).toHaveAttribute(
      'title',
      'Keine Angabe: Keine Quelle liefert diesen Wert.',
    );
  });
});
