import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Badge } from '@mantine/core';
import { renderWithProviders } from '@/test/render';
import { DataList, type DataListProps } from './data-list';
import type { DataListColumn, DataListQuery } from './types';

interface Member {
  id: number;
  email: string;
  role: 'owner' | 'member';
  joined: string | null;
}

const member = (id: number, overrides: Partial<Member> = {}): Member => ({
  id,
  email: `member${String(id).padStart(2, '0')}@example.com`,
  role: 'member',
  joined: `2024-01-${String((id % 28) + 1).padStart(2, '0')}`,
  ...overrides,
});

const columns: DataListColumn<Member>[] = [
  { id: 'id', header: 'ID', cell: (m) => m.id, sortValue: (m) => m.id },
  { id: 'email', header: 'Email', primary: true, cell: (m) => m.email, sortValue: (m) => m.email },
  { id: 'role', header: 'Role', cell: (m) => <Badge>{m.role}</Badge> },
  { id: 'joined', header: 'Joined', cell: (m) => m.joined ?? 'N/A', sortValue: (m) => m.joined },
];

const loaded = (data: Member[]): DataListQuery<Member> => ({ data, error: null, refetch: vi.fn() });

function renderList(overrides: Partial<DataListProps<Member>> = {}) {
  const onRemove = vi.fn();
  const props: DataListProps<Member> = {
    label: 'Members',
    query: loaded([member(1, { role: 'owner' }), member(2), member(3, { joined: null })]),
    columns,
    rowKey: (m) => m.id,
    rowLabel: (m) => m.email,
    actions: [
      { label: 'Remove', color: 'red', onClick: onRemove, isDisabled: (m) => m.role === 'owner' },
      { label: 'Promote', onClick: vi.fn(), isShown: (m) => m.role !== 'owner', isBusy: (m) => m.id === 3 },
    ],
    emptyMessage: 'No members yet.',
    ...overrides,
  };
  return { ...renderWithProviders(<DataList {...props} />), onRemove };
}

const rowTexts = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

const originalWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = originalWidth;
});

describe('DataList on a wide screen', () => {
  it('is a table named by its label, with column headers, cells and an Actions column', () => {
    renderList();
    const table = screen.getByRole('table', { name: 'Members' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['ID', 'Email', 'Role', 'Joined', 'Actions']);
    for (const header of headers) expect(header).toHaveAttribute('scope', 'col');
    expect(rowTexts()).toEqual(['member01@example.com', 'member02@example.com', 'member03@example.com']);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('names each action by its row, keeps the visible label short, and applies disabled, hidden and busy', async () => {
    const { user, onRemove } = renderList();
    const remove = screen.getByRole('button', { name: 'Remove member02@example.com' });
    expect(remove).toHaveTextContent(/^Remove$/);
    await user.click(remove);
    expect(onRemove).toHaveBeenCalledWith(member(2));

    expect(screen.getByRole('button', { name: 'Remove member01@example.com' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Promote member01@example.com' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Promote member02@example.com' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Promote member03@example.com' })).toHaveAttribute('data-loading');
  });

  it('sorts by a clicked header, with aria-sort on that header only', async () => {
    const { user } = renderList();
    expect(screen.queryByRole('button', { name: 'Role' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Email' }));
    await user.click(screen.getByRole('button', { name: 'Email' }));
    expect(screen.getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'descending');
    expect(rowTexts()).toEqual(['member03@example.com', 'member02@example.com', 'member01@example.com']);

    await user.click(screen.getByRole('button', { name: 'Joined' }));
    expect(screen.getByRole('columnheader', { name: 'Joined' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Email' })).not.toHaveAttribute('aria-sort');
    expect(rowTexts()).toEqual(['member01@example.com', 'member02@example.com', 'member03@example.com']);
    // No "Sort by" select: the headers do it.
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
  });

  it('has no search field, sort select or pager unless asked', () => {
    renderList({ columns: columns.map(({ sortValue: _sortValue, ...plain }) => plain) });
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Email' })).not.toBeInTheDocument();
  });
});

describe('DataList on a phone', () => {
  it('shows one card per row: the primary column as heading, the rest as label/value pairs, then the actions', () => {
    window.innerWidth = 375;
    renderList();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Members' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('heading', { level: 2 })).toHaveTextContent('member01@example.com');
    expect(first.getAllByRole('term').map((term) => term.textContent)).toEqual(['ID', 'Role', 'Joined']);
    expect(first.getAllByRole('definition').map((value) => value.textContent)).toEqual(['1', 'owner', '2024-01-02']);
    expect(first.getByRole('button', { name: 'Remove member01@example.com' })).toBeDisabled();
    expect(within(cards[1] as HTMLElement).getByRole('button', { name: 'Promote member02@example.com' })).toBeEnabled();
  });

  it('titles cards by the row label without a primary column, at the heading level asked for', () => {
    window.innerWidth = 375;
    renderList({ columns: columns.filter((c) => c.id !== 'email'), cardHeadingOrder: 3 });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'member01@example.com',
      'member02@example.com',
      'member03@example.com',
    ]);
  });

  it('sorts with a "Sort by" select', async () => {
    window.innerWidth = 375;
    const { user } = renderList();
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Default order',
      'ID (ascending)',
      'ID (descending)',
      'Email (ascending)',
      'Email (descending)',
      'Joined (ascending)',
      'Joined (descending)',
    ]);
    await user.selectOptions(select, 'ID (descending)');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'member03@example.com',
      'member02@example.com',
      'member01@example.com',
    ]);
    await user.selectOptions(select, 'Default order');
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('member01@example.com');
  });
});

describe('DataList search and pages', () => {
  const many = Array.from({ length: 57 }, (_, index) => member(index + 1));

  it('filters by the search text and says when nothing matches', async () => {
    const { user } = renderList({ search: { label: 'Search members', text: (m) => m.email } });
    const search = screen.getByRole('searchbox', { name: 'Search members' });
    await user.type(search, 'MEMBER02');
    expect(rowTexts()).toEqual(['member02@example.com']);
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Nothing matches “zzz”.');
  });

  it('shows 20 rows a page with "Showing 1–20 of 57", and moves between pages', async () => {
    const { user } = renderList({ query: loaded(many), paginate: true });
    expect(screen.getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('Showing 1–20 of 57')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Members pages' });
    await user.click(within(pager).getByRole('button', { name: 'Page 3' }));
    expect(screen.getByText('Showing 41–57 of 57')).toBeInTheDocument();
    expect(rowTexts()[0]).toBe('member41@example.com');
    await user.click(within(pager).getByRole('button', { name: 'Previous page' }));
    expect(screen.getByText('Showing 21–40 of 57')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('goes back to the first page on a new search or sort', async () => {
    const { user } = renderList({
      query: loaded(many),
      paginate: true,
      search: { label: 'Search members', text: (m) => m.email },
    });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getByText('Showing 21–40 of 57')).toBeInTheDocument();
    // Every email contains "member": the same rows, but the search starts again at the first page.
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'member');
    expect(screen.getByText('Showing 1–20 of 57')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByText('Showing 41–57 of 57')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ID' }));
    expect(screen.getByText('Showing 1–20 of 57')).toBeInTheDocument();
  });

  it('takes another page size, and shows no pager when the rows fit on one page', () => {
    const view = renderList({ query: loaded(many), paginate: true, pageSize: 50 });
    expect(screen.getByText('Showing 1–50 of 57')).toBeInTheDocument();
    view.unmount();
    renderList({ query: loaded(many.slice(0, 20)), paginate: true });
    expect(screen.getAllByRole('row')).toHaveLength(21);
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('DataList states', () => {
  it('shows a loader while the first load is under way', () => {
    renderList({ query: { data: undefined, error: null, refetch: vi.fn() }, loadingLabel: 'Loading members...' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading members...');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the empty message when there are no rows', () => {
    renderList({ query: loaded([]), search: { label: 'Search members', text: (m) => m.email } });
    expect(screen.getByText('No members yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('shows the error with Try Again, which reloads', async () => {
    const refetch = vi.fn();
    const { user } = renderList({
      query: { data: undefined, error: new Error('The server is down.'), refetch },
      errorTitle: 'Could not load members',
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not load members');
    expect(alert).toHaveTextContent('The server is down.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows Try Again busy while reloading', () => {
    renderList({ query: { data: undefined, error: new Error('Down.'), isFetching: true, refetch: vi.fn() } });
    expect(screen.getByRole('button', { name: 'Try Again' })).toHaveAttribute('data-loading');
  });
});
