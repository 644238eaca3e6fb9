// The files each page of the web app loads beyond the shell, by the addresses that open it (issue 10). The web
// build writes them (apps/web/build-tools/page-files-plugin.ts) and the server names them in the HTML it sends
// for a page (apps/api/src/plugins/page-html.ts), so that the browser fetches a page's code with the shell's
// instead of after the shell has run. One module, so the two read addresses by the same rule.

/** The file the web build writes beside index.html. */
export const PAGE_FILES_FILE = 'page-files.json';

/** One page: the address pattern of its route and the built files it needs, as paths from the site's root. */
export interface PageFiles {
  /** A route path from the root, as the app's router reads it: `/leagues/:leagueId`, `/leagues/:leagueId/*`, `*`. */
  pattern: string;
  /** Module scripts: the page's chunk and the chunks it imports. */
  scripts: string[];
  /** Their stylesheets. */
  styles: string[];
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * Whether `pathname` opens a route with this pattern, by the router's rules: a `:param` is one segment, a last
 * `*` the rest of the address (nothing included), static segments match whatever their case, and a trailing
 * slash changes nothing.
 */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const wanted = segmentsOf(pattern);
  const given = segmentsOf(pathname);
  for (const [index, segment] of wanted.entries()) {
    if (segment === '*') return index === wanted.length - 1;
    const part = given[index];
    if (part === undefined) return false;
    if (!segment.startsWith(':') && segment.toLowerCase() !== part.toLowerCase()) return false;
  }
  return given.length === wanted.length;
}

/**
 * The page an address opens: the first whose pattern matches. The list is in the order the router would choose
 * between them (more specific first), which the web app's tests hold to its route table.
 */
export function pageFilesFor(pages: readonly PageFiles[], pathname: string): PageFiles | undefined {
  return pages.find((page) => matchesPattern(page.pattern, pathname));
}
