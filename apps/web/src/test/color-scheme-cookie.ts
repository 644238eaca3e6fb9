import { COLOR_SCHEME_COOKIE } from '@courtside/shared/web/color-scheme';

/** The colour scheme cookie's value as the browser would send it with the next page request, or undefined. */
export function colorSchemeCookie(): string | undefined {
  return document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${COLOR_SCHEME_COOKIE}=`))
    ?.slice(COLOR_SCHEME_COOKIE.length + 1);
}
