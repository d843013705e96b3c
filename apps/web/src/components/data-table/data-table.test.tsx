import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { emptyToUndefined, listPageOf, listQuerySchema } from '@vigil/shared/list-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { api } from '../../lib/api-client';
import { errorReply, listEndpoint, startMsw } from '../../test/msw';
import { renderApp } from '../../test/render';
import { captureDownloads } from '../../test/downloads';
import { DataTable, NARROW_QUERY } from './data-table';
import { toExportParams, toQueryParams } from './list-state';
import { useListState } from './use-list-state';

/** A list as the shared contracts describe one: people with a status filter. */
const personSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(['open', 'closed']),
  visits: z.number(),
});
type Person = z.infer<typeof personSchema>;
const peopleQuerySchema = listQuerySchema({
  sort: ['name', 'visits'],
  defaultSort: 'name',
  pageSizes: [10, 25],
  filters: { status: z.preprocess(emptyToUndefined, z.enum(['open', 'closed']).optional()) },
});
const peoplePageSchema = listPageOf(personSchema);

const person = (n: number, over: Partial<Person> = {}): Person => ({
  id: `p${n}`,
  name: `Person ${String(n).padStart(2, '0')}`,
  email: `person${n}@example.com`,
  status: n % 2 ? 'open' : 'closed',
  visits: n * 3,
  ...over,
});

let rows: Person[] = [];
let hold: Promise<void> | undefined;
const people = listEndpoint({
  path: '/api/people',
  query: peopleQuerySchema,
  item: personSchema,
  rows: () => rows,
  columns: ['id', 'name', 'email', 'status', 'visits'],
  matches: (p, q) =>
    (!q.q || p.name.toLowerCase().includes(String(q.q).toLowerCase())) &&
    (!q.status || p.status === q.status),
  delay: () => hold,
});
const server = startMsw(people.handler);
afterEach(() => {
  rows = [];
  hold = undefined;
  people.requests.length = 0;
  vi.unstubAllGlobals();
});

const col = createColumnHelper<Person>();
const columns = [
  col.accessor('name', { header: 'Name', enableSorting: true, meta: { card: 'title' } }),
  col.accessor('email', { header: 'E-mail', meta: { breakLong: true } }),
  col.accessor('visits', { header: 'Visits', enableSorting: true }),
  col.display({
    id: 'actions',
    header: 'Action',
    meta: { card: 'actions' },
    cell: ({ row }) => <button type="button">Open {row.original.name}</button>,
  }),
];

function PeopleScreen() {
  const list = useListState(peopleQuerySchema);
  const query = useQuery({
    queryKey: ['people', list.state],
    queryFn: ({ signal }) =>
      api(`/people?${toQueryParams(peopleQuerySchema, list.state)}`, {
        schema: peoplePageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  return (
    <DataTable
      label="People"
      list={list}
      query={query}
      columns={columns}
      getRowId={(p) => p.id}
      pageSizes={[10, 25]}
      search={{ label: 'Search people' }}
      filters={[
        {
          key: 'status',
          label: 'Status',
          options: [
            { value: 'open', label: 'Open' },
            { value: 'closed', label: 'Closed' },
          ],
        },
      ]}
      exportSource={{
        fileName: 'people',
        path: (format) => `/people?${toExportParams(peopleQuerySchema, list.state, format)}`,
      }}
    />
  );
}

const open = (url = '/people', lang: 'de' | 'en' = 'en') =>
  renderApp(<PeopleScreen />, { url, path: '/people', lang, session: { role: 'admin' } });
/** The table once its rows are there (the skeleton table while loading has the same name). */
const table = async () => {
  await waitFor(() => expect(screen.queryAllByTestId('skeleton-row')).toEqual([]));
  return screen.findByRole('table', { name: 'People' });
};
// happy-dom has no layout, so Floating UI hides the open menu with display: none.
const menuItem = (name: string) => screen.findByRole('menuitem', { name, hidden: true });
const names = () =>
  within(screen.getByRole('table', { name: 'People' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]!.textContent);

describe(
  'DataTable: the view lives in the URL and the server sorts, pages and filters',
  { timeout: 20_000 },
  () => {
    test('the first request names the default view; headers sort on click and by keyboard', async () => {
      rows = Array.from({ length: 12 }, (_, i) => person(i + 1));
      const { router } = await open();
      await table();
      expect(Object.fromEntries(people.last())).toEqual({
        page: '1',
        limit: '10',
        sort: 'name',
        order: 'asc',
      });
      const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
      expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
      expect(nameHeader).toHaveTextContent('Name ▲');
      expect(screen.getByRole('columnheader', { name: 'E-mail' })).not.toHaveAttribute('aria-sort');

      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Visits' }));
      await waitFor(() => expect(router.state.location.search).toBe('?sort=visits'));
      await waitFor(() => expect(names()[0]).toBe('Person 01'));
      expect(screen.getByRole('columnheader', { name: /Visits/ })).toHaveAttribute(
        'aria-sort',
        'ascending',
      );
      // The same header again, from the keyboard: the direction flips.
      screen.getByRole('button', { name: 'Visits' }).focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(router.state.location.search).toBe('?sort=visits&order=desc'));
      await waitFor(() => expect(names()[0]).toBe('Person 12'));
      expect(people.last().get('order')).toBe('desc');
      expect(screen.getByRole('columnheader', { name: /Visits/ })).toHaveAttribute(
        'aria-sort',
        'descending',
      );
    });

    test('two clicks on a header flip the order; two on Next move two pages', async () => {
      rows = Array.from({ length: 40 }, (_, i) => person(i + 1));
      const { router } = await open();
      await table();
      const visits = screen.getByRole('button', { name: 'Visits' });
      fireEvent.click(visits);
      fireEvent.click(visits);
      await waitFor(() => expect(router.state.location.search).toBe('?sort=visits&order=desc'));
      const next = screen.getByRole('button', { name: 'Next' });
      fireEvent.click(next);
      fireEvent.click(next);
      await waitFor(() =>
        expect(router.state.location.search).toBe('?page=3&sort=visits&order=desc'),
      );
    });

    test('a link opens exactly its view, so a reload keeps it', async () => {
      rows = Array.from({ length: 60 }, (_, i) => person(i + 1, { name: `Ada ${i + 1}` }));
      await open('/people?page=2&limit=25&sort=visits&order=desc&q=ada&status=closed&x=1');
      await table();
      expect(Object.fromEntries(people.last())).toEqual({
        page: '2',
        limit: '25',
        sort: 'visits',
        order: 'desc',
        q: 'ada',
        status: 'closed',
      });
      expect(screen.getByLabelText('Search people')).toHaveValue('ada');
      expect(screen.getByLabelText('Status')).toHaveValue('closed');
      expect(screen.getByLabelText('Rows per page')).toHaveValue('25');
      expect(screen.getByText('Page 2 of 2')).toBeVisible();
      expect(screen.getByText('30 entries')).toHaveAttribute('role', 'status');
    });

    test('values that do not parse fall back to the default view', async () => {
      await open('/people?page=0&limit=11&sort=password&order=sideways');
      await waitFor(() =>
        expect(Object.fromEntries(people.last())).toEqual({
          page: '1',
          limit: '10',
          sort: 'name',
          order: 'asc',
        }),
      );
    });

    test('typing searches once the typing pauses, from page 1; filters and page size too', async () => {
      rows = Array.from({ length: 40 }, (_, i) => person(i + 1));
      const { router } = await open('/people?page=3');
      await table();
      const search = screen.getByLabelText('Search people');
      for (const value of ['P', 'Pe', 'Person 1']) fireEvent.change(search, { target: { value } });
      await waitFor(() => expect(router.state.location.search).toBe('?q=Person+1'));
      await waitFor(() => expect(people.last().get('q')).toBe('Person 1'));
      expect(people.last().get('page')).toBe('1');
      expect(people.requests.filter((r) => ['P', 'Pe'].includes(r.get('q') ?? ''))).toEqual([]);

      const user = userEvent.setup();
      await user.selectOptions(screen.getByLabelText('Status'), 'closed');
      await waitFor(() => expect(router.state.location.search).toBe('?q=Person+1&status=closed'));
      await user.selectOptions(screen.getByLabelText('Rows per page'), '25');
      await waitFor(() =>
        expect(router.state.location.search).toBe('?limit=25&q=Person+1&status=closed'),
      );
      await waitFor(() => expect(people.last().get('limit')).toBe('25'));
    });

    test('«, previous, next and » page through the server', async () => {
      rows = Array.from({ length: 35 }, (_, i) => person(i + 1));
      const { router } = await open('/people', 'de');
      await table();
      const user = userEvent.setup();
      expect(screen.getByRole('button', { name: 'Zurück' })).toBeDisabled();
      await user.click(screen.getByRole('button', { name: 'Weiter' }));
      await waitFor(() => expect(screen.getByText('Seite 2 von 4')).toBeVisible());
      expect(router.state.location.search).toBe('?page=2');
      await user.click(screen.getByRole('button', { name: 'Letzte Seite' }));
      await waitFor(() =>
        expect(names()).toEqual(['Person 31', 'Person 32', 'Person 33', 'Person 34', 'Person 35']),
      );
      expect(screen.getByRole('button', { name: 'Weiter' })).toBeDisabled();
      await user.click(screen.getByRole('button', { name: 'Erste Seite' }));
      await waitFor(() => expect(screen.getByText('Seite 1 von 4')).toBeVisible());
      expect(router.state.location.search).toBe('');
    });
  },
);

describe('DataTable: loading, empty and error states', { timeout: 20_000 }, () => {
  test('skeleton rows while the first page loads; the previous page stays while the next loads', async () => {
    rows = Array.from({ length: 15 }, (_, i) => person(i + 1));
    let release!: () => void;
    hold = new Promise((r) => (release = r));
    await open();
    const loading = screen.getByRole('table', { name: 'People' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(within(loading).getAllByTestId('skeleton-row')).toHaveLength(5);
    expect(screen.getByRole('status')).toHaveTextContent('Loading …');
    release();
    await waitFor(() => expect(names()).toHaveLength(10));

    hold = new Promise((r) => (release = r));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    // Page 1 is still on screen, marked busy, until page 2 arrives.
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'People' })).toHaveAttribute('aria-busy', 'true'),
    );
    expect(names()[0]).toBe('Person 01');
    expect(screen.getByLabelText('Updating …')).toBeInTheDocument();
    release();
    await waitFor(() => expect(names()[0]).toBe('Person 11'));
    expect(screen.getByRole('table', { name: 'People' })).not.toHaveAttribute('aria-busy');
  });

  test('an empty list says so; an empty search offers to clear search and filters', async () => {
    const { router } = await open('/people?q=nobody&status=open&sort=visits');
    expect(await screen.findByText('No entries match the search or filters.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=visits'));
    expect(screen.getByLabelText('Search people')).toHaveValue('');
    expect(await screen.findByText('No entries yet.')).toBeVisible();
  });

  test('a page past the end offers the last page', async () => {
    rows = Array.from({ length: 12 }, (_, i) => person(i + 1));
    const { router } = await open('/people?page=9');
    expect(await screen.findByText('There are no entries on this page.')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to the last page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(names()).toEqual(['Person 11', 'Person 12']));
  });

  test('a failed load says what failed in the UI language and retries', async () => {
    server.use(
      http.get('/api/people', () => errorReply('INTERNAL', 'Database away.'), { once: true }),
    );
    rows = [person(1)];
    await open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The list could not be loaded.');
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(alert).not.toHaveTextContent('Database away.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(names()).toEqual(['Person 01']));
  });
});

describe('DataTable: narrow screens', { timeout: 20_000 }, () => {
  test('below sm the rows are stacked cards with labelled fields, actions and a sort select', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query === NARROW_QUERY,
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    rows = [person(1), person(2)];
    const { router } = await open();
    const list = await screen.findByRole('list', { name: 'People' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Person 01');
    expect(within(cards[0]!).getByText('E-mail').tagName).toBe('DT');
    expect(within(cards[0]!).getByText('person1@example.com').tagName).toBe('DD');
    expect(within(cards[0]!).getByRole('button', { name: 'Open Person 01' })).toBeVisible();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Sort by'), 'visits');
    await user.selectOptions(screen.getByLabelText('Order'), 'desc');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=visits&order=desc'));
  });
});

describe('DataTable: export', { timeout: 20_000 }, () => {
  test('CSV of the whole filtered list, with progress, saved under the server’s name', async () => {
    rows = Array.from({ length: 30 }, (_, i) => person(i + 1, { name: `Ada "${i + 1}", Jr.` }));
    const downloads = captureDownloads();
    await open('/people?q=ada&status=open&sort=visits&order=desc&page=2');
    await table();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await menuItem('As CSV'));
    expect(await screen.findByText(/CSV export: .* of .*/)).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Export progress' })).toBeInTheDocument();
    expect(await screen.findByText('export.csv has been downloaded.')).toBeVisible();
    downloads.stop();

    expect(Object.fromEntries(people.last())).toEqual({
      sort: 'visits',
      order: 'desc',
      q: 'ada',
      status: 'open',
      format: 'csv',
    });
    expect(downloads.saved).toHaveLength(1);
    const text = await downloads.saved[0]!.blob.text();
    const lines = text.trim().split('\n');
    expect(lines[0]).toBe('id,name,email,status,visits');
    expect(lines).toHaveLength(16); // 15 open people, all pages
    expect(lines[1]).toBe('p29,"Ada ""29"", Jr.",person29@example.com,open,87');
  });

  test('JSON without a Content-Length shows the bytes received', async () => {
    rows = [person(1), person(3)];
    server.use(
      listEndpoint({
        path: '/api/people',
        query: peopleQuerySchema,
        item: personSchema,
        rows: () => rows,
        columns: ['id'],
        exportLength: false,
      }).handler,
    );
    const downloads = captureDownloads();
    await open('/people', 'de');
    await table();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Exportieren' }));
    await user.click(await menuItem('Als JSON'));
    expect(await screen.findByText(/JSON-Export: .* empfangen/)).toBeVisible();
    expect(await screen.findByText('export.json wurde heruntergeladen.')).toBeVisible();
    downloads.stop();
    expect(JSON.parse(await downloads.saved[0]!.blob.text())).toEqual([person(1), person(3)]);
  });

  test('a running export can be cancelled; nothing is saved', async () => {
    rows = [person(1)];
    const downloads = captureDownloads();
    await open();
    await table();
    server.use(
      http.get('/api/people', ({ request }) => {
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('id,name\n'));
            request.signal.addEventListener('abort', () => controller.error(new Error('aborted')));
          },
        });
        return new Response(stream, { headers: { 'content-type': 'text/csv' } });
      }),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await menuItem('As CSV'));
    await user.click(await screen.findByRole('button', { name: 'Cancel export' }));
    expect(await screen.findByText('The export was cancelled.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel export' })).toBeNull();
    downloads.stop();
    expect(downloads.saved).toEqual([]);
  });

  test('a reply that is not the asked-for format is refused, not saved', async () => {
    rows = [person(1)];
    const downloads = captureDownloads();
    await open();
    await table();
    server.use(
      http.get(
        '/api/people',
        () => new Response('{"items":[]}', { headers: { 'content-type': 'application/json' } }),
      ),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await menuItem('As CSV'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The export failed: The server did not send a CSV file.',
    );
    downloads.stop();
    expect(downloads.saved).toEqual([]);
  });
});
