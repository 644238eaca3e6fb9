// The files each page of the web app loads beyond the shell, by the addresses that open it (issue 10). The web
// build writes them (apps/web/build-tools/page-files-plugin.ts) and the server names them in the HTML it sends
// for a page (apps/api/src/plugins/page-html.ts), so that the browser fetches a page's code with the shell's
// instead of after the shell has run. One module, so the two read addresses by the same rule.

import { matchPattern } from './page-routes';

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

/**
 * The page an address opens: the first whose pattern matches. The list is in the order the router would choose
 * between them (more specific first), as in the route table (page-routes.ts) it is made from.
 */
export function pageFilesFor(pages: readonly PageFiles[], pathname: string): PageFiles | undefined {
  return pages.find((page) => matchPattern(page.pattern, pathname) !== null);
}
