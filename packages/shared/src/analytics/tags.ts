/**
 * Analytics tags name what happened, dotted from the general to the particular: `navigation.page_view`,
 * `league.standings.toggle`, `admin.users.open`. The product's three named events keep the spec's names
 * (league_joined, match_score_submitted, match_scheduled), so a tag's area is the text before its first dot
 * or underscore.
 */

/** Tags whose events are sent after 50 ms instead of with the 5-second batch (league-play section 9). */
export const URGENT_TAG_PREFIXES = ['navigation.', 'match.', 'admin.', 'user.', 'league.'] as const;

export function isUrgentTag(tag: string): boolean {
  return URGENT_TAG_PREFIXES.some((prefix) => tag.startsWith(prefix));
}

/** The areas the dashboard's category badge names; anything else is 'other'. */
export const TAG_CATEGORIES = ['navigation', 'league', 'match', 'admin', 'user', 'error', 'other'] as const;
export type TagCategory = (typeof TAG_CATEGORIES)[number];

export function tagCategory(tag: string): TagCategory {
  const area = tag.split(/[._]/, 1)[0] ?? '';
  return (TAG_CATEGORIES as readonly string[]).includes(area) ? (area as TagCategory) : 'other';
}
