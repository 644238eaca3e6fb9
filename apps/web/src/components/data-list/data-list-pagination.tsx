import { Group, Pagination, Text } from '@mantine/core';
import { pageSummary, type Page } from './list-view';

const controlLabels = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' };

interface DataListPaginationProps {
  /** The list's label, to name this page navigation apart from any other list's. */
  label: string;
  page: Page<unknown>;
  onChange: (page: number) => void;
  /** On a phone: smaller buttons and no neighbours around the current page, so the pager fits in 375 px. */
  compact: boolean;
}

export function DataListPagination({ label, page, onChange, compact }: DataListPaginationProps) {
  return (
    <Group justify="space-between" align="center" gap="sm" wrap="wrap">
      {/* Announced when it changes, so a screen reader hears which rows the new page holds. */}
      <Text size="sm" aria-live="polite">
        {pageSummary(page)}
      </Text>
      <nav aria-label={`${label} pages`}>
        <Pagination
          total={page.pageCount}
          value={page.page}
          onChange={onChange}
          size={compact ? 'sm' : 'md'}
          siblings={compact ? 0 : 1}
          getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
          getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
        />
      </nav>
    </Group>
  );
}
