import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { UrlDialog, urlProblem } from './url-dialog';

/*
 * The dialog takes what people paste (a departure from spec 002 §5's pattern, see
 * docs/decisions/news.md); what is no URL keeps the spec's 'Invalid URL format'.
 */

test.each([
  'HTTPS://WWW.NYTIMES.COM/',
  'https://edition.cnn.com/world/live-news',
  'https://www.theguardian.com/world/2026/nov/28/story?utm_source=share',
  'https://news.bbc.co.uk/',
])('the dialog accepts the pasted %s and submits it', async (url) => {
  const onSubmit = vi.fn();
  await renderApp(<UrlDialog opened notValid={false} onClose={() => {}} onSubmit={onSubmit} />);
  const dialog = await screen.findByRole('dialog', { name: 'Enter News Source' });
  const user = userEvent.setup();
  await user.click(within(dialog).getByLabelText(/URL/));
  await user.paste(url);
  expect(within(dialog).queryByText('Invalid URL format')).toBeNull();
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  expect(onSubmit).toHaveBeenCalledWith({ url, additionalText: '' });
});

test('what is no http(s) address of a domain keeps the spec message', async () => {
  for (const url of ['reuters', 'reuters.com', 'ftp://reuters.com', 'https://127.0.0.1/']) {
    expect(urlProblem(url), url).toBe('invalid');
  }
  await renderApp(<UrlDialog opened notValid={false} onClose={() => {}} onSubmit={vi.fn()} />);
  const dialog = await screen.findByRole('dialog', { name: 'Enter News Source' });
  await userEvent.setup().type(within(dialog).getByLabelText(/URL/), 'www.cnn.com/world');
  expect(within(dialog).getByText('Invalid URL format')).toBeVisible();
  expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
});
