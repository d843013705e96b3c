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

// Mantine's focus trap warns with the whole DOM node when it finds nothing focusable in an opened
// menu; the console prints the node's React fiber, about 5,000 lines a warning (60,000 of CI's
// log). Under happy-dom the trap looks while the dropdown is still `display: none` (its opening
// transition), so it fires for menus with items (the account menu). The warning stays, with the
// node shown by its opening tag.
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  const [message, node] = args;
  if (
    typeof message === 'string' &&
    message.startsWith('[@mantine/hooks/use-focus-trap]') &&
    node instanceof Element
  ) {
    warn(message, node.outerHTML.slice(0, node.outerHTML.indexOf('>') + 1));
    return;
  }
  warn(...args);
};

afterEach(() => {
  cleanup();
  localStorage.clear();
});
