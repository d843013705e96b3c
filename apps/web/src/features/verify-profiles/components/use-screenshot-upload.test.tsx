import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, expect, test, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../test/render';
import i18n, { lazyNamespaceNames } from '../../../i18n';
import { useScreenshotUpload } from './use-screenshot-upload';

beforeAll(async () => {
  await i18n.changeLanguage('de');
  await i18n.loadNamespaces(lazyNamespaceNames);
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <AppProviders queryClient={createQueryClient()}>{children}</AppProviders>
);

test('a good replacement file clears the 8 MB alert of the file before (issue 8 §5)', () => {
  const onAlert = vi.fn();
  const { result } = renderHook(() => useScreenshotUpload('CPT-PROFILE0001', onAlert), {
    wrapper,
  });
  const big = new File([new Uint8Array(8 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
  act(() => result.current.choose(big));
  expect(onAlert).toHaveBeenLastCalledWith('Maximal 8 MB pro Datei.');
  expect(result.current.file).toBeNull();

  const good = new File([new Uint8Array([137, 80, 78, 71])], 'good.png', { type: 'image/png' });
  act(() => result.current.choose(good));
  expect(onAlert).toHaveBeenLastCalledWith(null);
  expect(result.current.file).toBe(good);
});
