import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
// The app registers every feature's i18n namespaces with its screen registry.
import '../app/screens';

// Lazy screens load their chunk and i18n namespace before the first find: on a loaded 2-core CI
// machine that has taken longer than Testing Library's 1 s default (a title test failed so).
// Waits end as soon as the condition holds, so this costs only a failing test's time.
configure({ asyncUtilTimeout: 4_000 });

// Mantine needs these browser APIs, which happy-dom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;

afterEach(() => {
  cleanup();
  localStorage.clear();
});
