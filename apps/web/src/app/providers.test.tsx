import { Modal } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { AppProviders, createQueryClient } from './providers';

describe('the theme', () => {
  test('a modal has no <header> of its own: one banner landmark per page (axe)', async () => {
    render(
      <AppProviders queryClient={createQueryClient()}>
        <header>Page banner</header>
        <Modal opened onClose={() => undefined} title="Screenshot">
          content
        </Modal>
      </AppProviders>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Screenshot' });
    expect(dialog.querySelector('header')).toBeNull();
  });
});
