import type { Params, RouteObject } from './types';

type Segment = { kind: 'static'; text: string } | { kind: 'param'; name: string } | { kind: 'splat' };

/** A route of the table with the id its matches carry (its position in the tree: '0-1-3'). */
export interface RouteNode {
  id: string;
  route: RouteObject;
}

/**
 * One way down the table to a route that can match by itself (it has a path or is an index): the chain of
 * routes from the root, and the segments of their paths put end to end.
 */
interface Branch {
  nodes: RouteNode[];
  /** How many of `segments` each node of the chain has added by the time it is reached. */
  segmentsUpTo: number[];
  segments: Segment[];
  index: boolean;
  /** Position in the table, which decides between equally specific branches. */
  order: number;
}

export interface RouteMatch {
  node: RouteNode;
  /** The part of the address this route and those above it matched. */
  pathname: string;
  params: Params;
}

/** The table in the form matching needs, worked out once per router: matching is then one pass per branch. */
export interface CompiledRoutes {
  branches: Branch[];
}

function parseSegments(path: string): Segment[] {
  return path
    .split('/')
    .filter(Boolean)
    .map((text): Segment => {
      if (text === '*') return { kind: 'splat' };
      if (text.startsWith(':')) return { kind: 'param', name: text.slice(1) };
      // Addresses match whatever their case, as a typed URL might have it.
      return { kind: 'static', text: text.toLowerCase() };
    });
}

export function compileRoutes(routes: readonly RouteObject[]): CompiledRoutes {
  const branches: Branch[] = [];
  const walk = (level: readonly RouteObject[], parent: Omit<Branch, 'index' | 'order'>, parentId: string) => {
    level.forEach((route, position) => {
      const node = { id: parentId ? `${parentId}-${position}` : String(position), route };
      const segments = [...parent.segments, ...parseSegments(route.path ?? '')];
      const chain = {
        nodes: [...parent.nodes, node],
        segmentsUpTo: [...parent.segmentsUpTo, segments.length],
        segments,
      };
      if (route.children) walk(route.children, chain, node.id);
      // A layout without a path shows only around a child that matched.
      if (route.path !== undefined || route.index) {
        branches.push({ ...chain, index: Boolean(route.index), order: branches.length });
      }
    });
  };
  walk(routes, { nodes: [], segmentsUpTo: [], segments: [] }, '');
  return { branches };
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    // A stray '%' is kept as typed rather than failing the whole match.
    return text;
  }
}

interface SegmentMatch {
  params: Record<string, string>;
  /** How many address parts the pattern took; a final '*' takes all that remain. */
  used: number;
}

/** Matches the start of `parts` (decoded address segments) against `segments`. */
function matchSegments(segments: readonly Segment[], parts: readonly string[], end: boolean): SegmentMatch | null {
  const params: Record<string, string> = {};
  for (const [position, segment] of segments.entries()) {
    if (segment.kind === 'splat') {
      params['*'] = parts.slice(position).join('/');
      return { params, used: parts.length };
    }
    const part = parts[position];
    if (part === undefined) return null;
    if (segment.kind === 'static' && part.toLowerCase() !== segment.text) return null;
    if (segment.kind === 'param') params[segment.name] = part;
  }
  if (end && parts.length > segments.length) return null;
  return { params, used: segments.length };
}

/**
 * How specific a matching branch is, to compare position by position: a static segment beats a parameter,
 * which beats the rest of the address taken by a '*'. The last number says how the branch ends: an index beats
 * its parent's own route, and both beat a '*' that matched nothing.
 */
function specificity(branch: Branch, partCount: number): number[] {
  const weights: number[] = [];
  for (let position = 0; position < partCount; position += 1) {
    const kind = branch.segments[position]?.kind ?? 'splat';
    weights.push(kind === 'static' ? 3 : kind === 'param' ? 2 : 0);
  }
  const endsWithSplat = branch.segments.at(-1)?.kind === 'splat';
  weights.push(endsWithSplat ? 0 : branch.index ? 2 : 1);
  return weights;
}

function compareSpecificity(a: readonly number[], b: readonly number[]): number {
  for (let position = 0; position < a.length; position += 1) {
    const difference = (b[position] ?? 0) - (a[position] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

export const addressParts = (pathname: string) => pathname.split('/').filter(Boolean);

/**
 * The chain of routes that shows `pathname`, from the outermost layout to the page, or null when no route
 * matches. The most specific branch wins wherever it sits in the table; the first one written wins a tie.
 */
export function matchRoutes(compiled: CompiledRoutes, pathname: string): RouteMatch[] | null {
  const rawParts = addressParts(pathname);
  const parts = rawParts.map(decode);
  let best: { branch: Branch; params: Params; weights: number[] } | null = null;
  for (const branch of compiled.branches) {
    const match = matchSegments(branch.segments, parts, true);
    if (!match) continue;
    const weights = specificity(branch, parts.length);
    if (best && compareSpecificity(weights, best.weights) >= 0) continue;
    best = { branch, params: match.params, weights };
  }
  if (!best) return null;
  const { branch, params } = best;
  const endsWithSplat = branch.segments.at(-1)?.kind === 'splat';
  return branch.nodes.map((node, depth) => {
    const upTo = branch.segmentsUpTo[depth] ?? 0;
    // The route that holds the '*' matched the rest of the address as well.
    const used = endsWithSplat && upTo === branch.segments.length ? rawParts.length : upTo;
    return { node, pathname: `/${rawParts.slice(0, used).join('/')}`, params };
  });
}

export interface PathPattern {
  path: string;
  /** Whether the whole address must match, not only its start (the default). */
  end?: boolean;
}

export interface PathMatch {
  params: Params;
  /** The part of the address that matched. */
  pathname: string;
  pattern: PathPattern;
}

/** Matches one pattern (not the route table) against an address: useMatch, and links that mark the current page. */
export function matchPath(pattern: PathPattern | string, pathname: string): PathMatch | null {
  const full = typeof pattern === 'string' ? { path: pattern } : pattern;
  const rawParts = addressParts(pathname);
  const match = matchSegments(parseSegments(full.path), rawParts.map(decode), full.end ?? true);
  if (!match) return null;
  return { params: match.params, pathname: `/${rawParts.slice(0, match.used).join('/')}`, pattern: full };
}
