import { describe, expect, it } from 'vitest';
import { AskedViews } from './asked-views';

describe('AskedViews', () => {
  it('keeps building on the last view asked for while an earlier one is drawn', () => {
    const views = new AskedViews();
    views.ask('sort=email&order=desc');
    views.ask('sort=email');
    views.ask('sort=email&order=desc');
    // The first ask is drawn while two more are on their way: not the view to build on.
    expect(views.drawn('sort=email&order=desc')).toBe(false);
    expect(views.drawn('sort=email')).toBe(false);
    expect(views.drawn('sort=email&order=desc')).toBe(true);
  });

  it('accepts a skipped intermediate render: drawing the last ask settles everything', () => {
    const views = new AskedViews();
    views.ask('page=2');
    views.ask('page=3');
    expect(views.drawn('page=3')).toBe(true);
    // Nothing is pending any more: the next drawn view counts.
    expect(views.drawn('page=4')).toBe(true);
  });

  it('a view nobody asked for (back button, a link) counts and clears what was pending', () => {
    const views = new AskedViews();
    views.ask('page=2');
    expect(views.drawn('q=other')).toBe(true);
    expect(views.drawn('page=2')).toBe(true);
  });
});
