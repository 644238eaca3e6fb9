import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ColumnGrid, columnVariables } from './column-grid';

describe('columnVariables', () => {
  it('gives every breakpoint the count last given at or below it', () => {
    expect(columnVariables({ base: 1, sm: 3 })).toEqual({
      '--grid-cols': 1,
      '--grid-cols-xs': 1,
      '--grid-cols-sm': 3,
      '--grid-cols-md': 3,
      '--grid-cols-lg': 3,
    });
    expect(columnVariables({ base: 1, xs: 2, md: 4 })).toEqual({
      '--grid-cols': 1,
      '--grid-cols-xs': 2,
      '--grid-cols-sm': 2,
      '--grid-cols-md': 4,
      '--grid-cols-lg': 4,
    });
  });

  it('takes one count for every screen', () => {
    expect(Object.values(columnVariables(2))).toEqual([2, 2, 2, 2, 2]);
  });
});

describe('ColumnGrid', () => {
  it('draws the element asked for, with its columns and spacing as variables and no style sheet of its own', () => {
    const { container } = render(
      <ColumnGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="xs" style={{ margin: 0 }}>
        <li>One</li>
        <li>Two</li>
      </ColumnGrid>,
    );
    const list = screen.getByRole('list');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(list.style.getPropertyValue('--grid-cols')).toBe('1');
    expect(list.style.getPropertyValue('--grid-cols-sm')).toBe('2');
    expect(list.style.getPropertyValue('--grid-column-gap')).toBe('var(--mantine-spacing-lg)');
    expect(list.style.getPropertyValue('--grid-row-gap')).toBe('var(--mantine-spacing-xs)');
    expect(list.style.margin).toBe('0px');
    expect(container.querySelector('style')).toBeNull();
  });

  it('spaces rows as columns unless told, and keeps a class given beside its own', () => {
    render(
      <ColumnGrid cols={3} spacing="sm" className="extra">
        <p>Cell</p>
      </ColumnGrid>,
    );
    const grid = screen.getByText('Cell').parentElement!;
    expect(grid.tagName).toBe('DIV');
    expect(grid.classList).toContain('extra');
    expect(grid.classList.length).toBe(2);
    expect(grid.style.getPropertyValue('--grid-row-gap')).toBe('var(--mantine-spacing-sm)');
    expect(grid.style.marginTop).toBe('');
  });

  it('spaces itself from what is above it by the scale', () => {
    render(
      <ColumnGrid cols={2} mt="md">
        <p>Cell</p>
      </ColumnGrid>,
    );
    expect(screen.getByText('Cell').parentElement!.style.marginTop).toBe('var(--mantine-spacing-md)');
  });
});
