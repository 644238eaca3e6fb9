import type { CSSProperties, ReactNode } from 'react';
import classes from './column-grid.module.css';

/** Mantine's breakpoints, smallest first, as column-grid.module.css's media queries know them. */
const BREAKPOINTS = ['xs', 'sm', 'md', 'lg'] as const;
type Breakpoint = (typeof BREAKPOINTS)[number];

/** How many columns: one count everywhere, or one from the phone up that wider screens change. */
export type ColumnCount = number | ({ base: number } & Partial<Record<Breakpoint, number>>);
/** Mantine's spacing scale (theme variables `--mantine-spacing-*`). */
export type GridSpacing = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export interface ColumnGridProps {
  cols: ColumnCount;
  /** Between columns, and between rows unless `verticalSpacing` says otherwise. */
  spacing?: GridSpacing;
  verticalSpacing?: GridSpacing;
  /** Space above the grid, from the same scale (Mantine's `mt`). */
  mt?: GridSpacing;
  /** The element: a list when its cells are a list's items or a description list's groups. */
  component?: 'div' | 'ul' | 'ol' | 'dl';
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * Cells side by side in columns of equal width, fewer on a phone: what Mantine's SimpleGrid drew, by a class and
 * a few variables instead of a style sheet of its own per grid (column-grid.module.css).
 */
export function ColumnGrid({
  cols,
  spacing = 'md',
  verticalSpacing = spacing,
  mt,
  component: Element = 'div',
  className,
  style,
  children,
}: ColumnGridProps) {
  const variables = {
    ...columnVariables(cols),
    '--grid-column-gap': `var(--mantine-spacing-${spacing})`,
    '--grid-row-gap': `var(--mantine-spacing-${verticalSpacing})`,
    ...(mt === undefined ? {} : { marginTop: `var(--mantine-spacing-${mt})` }),
  } as CSSProperties;
  return (
    <Element className={className ? `${classes.grid} ${className}` : classes.grid} style={{ ...variables, ...style }}>
      {children}
    </Element>
  );
}

/** Every breakpoint's count, each one the last given at or below it, so the style sheet needs no fallbacks. */
export function columnVariables(cols: ColumnCount): Record<string, number> {
  const counts = typeof cols === 'number' ? { base: cols } : cols;
  const variables: Record<string, number> = { '--grid-cols': counts.base };
  let current = counts.base;
  for (const breakpoint of BREAKPOINTS) {
    current = counts[breakpoint] ?? current;
    variables[`--grid-cols-${breakpoint}`] = current;
  }
  return variables;
}
