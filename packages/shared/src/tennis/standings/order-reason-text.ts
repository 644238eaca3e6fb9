import type { Id } from '../ids';
import { sameId } from '../ids';
import type { OrderCriterion } from './compare-standings';
import type { Meeting } from './order-reasons';
import { formatPercentage, formatRecord } from './standing-row';

// The sentences of the standings' "Why?" and of the player's rank message, from the reasons the server
// computed with the order itself. Plain text and no zod, so the player's pages can show them.

/** The figures of a row that a reason quotes. */
export interface ReasonFigures {
  player_id: Id;
  wins: number;
  losses: number;
  sets_won: number;
  sets_lost: number;
  games_won: number;
  games_lost: number;
  win_percentage: number;
  set_win_percentage: number;
  game_win_percentage: number;
}

/** A reason as it travels: the meetings' ids and times as the answer's schema gives them. */
export interface ReasonText {
  criterion: OrderCriterion;
  level: readonly OrderCriterion[];
  below_player_id: Id;
  meetings: readonly Meeting[];
}

export interface ExplainedRow extends ReasonFigures {
  ahead_of_next: ReasonText | null;
}

export interface ReasonWording {
  nameOf: (playerId: Id) => string;
  /** A match's date as the reader's calendar shows it. */
  formatDate: (iso: string) => string;
}

const LEVEL_LABELS: Record<OrderCriterion, string> = {
  win_percentage: 'win percentage',
  wins: 'wins',
  fewer_losses: 'losses',
  set_percentage: 'set percentage',
  game_percentage: 'game percentage',
  last_name: 'last name',
  first_name: 'first name',
  player_id: 'player number',
};

const percentWith = (percentage: number, won: number, lost: number) =>
  `${formatPercentage(percentage)}% (${formatRecord(won, lost)})`;

/** The deciding criterion's figure for one player, as the table shows it. */
function figureOf(criterion: OrderCriterion, row: ReasonFigures): string {
  switch (criterion) {
    case 'win_percentage':
      return percentWith(row.win_percentage, row.wins, row.losses);
    case 'set_percentage':
      return percentWith(row.set_win_percentage, row.sets_won, row.sets_lost);
    case 'game_percentage':
      return percentWith(row.game_win_percentage, row.games_won, row.games_lost);
    case 'wins':
      return String(row.wins);
    case 'fewer_losses':
      return String(row.losses);
    default:
      return '';
  }
}

const joinList = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** "Level with X on win percentage and wins; " or the name tie-breaks' "every figure" wording. */
function levelPart(reason: ReasonText, otherName: string): string {
  const figures = reason.level.filter(
    (criterion) => criterion !== 'last_name' && criterion !== 'first_name' && criterion !== 'player_id',
  );
  if (reason.criterion === 'last_name') return `Level with ${otherName} on every figure; `;
  if (reason.criterion === 'first_name') return `Level with ${otherName} on every figure and last name; `;
  if (reason.criterion === 'player_id') return `Level with ${otherName} on every figure and name; `;
  if (figures.length === 0) return '';
  return `Level with ${otherName} on ${joinList(figures.map((criterion) => LEVEL_LABELS[criterion]))}; `;
}

function decidingPart(reason: ReasonText, self: ReasonFigures, other: ReasonFigures, ahead: boolean, name: string) {
  const where = reason.level.length === 0 ? `${ahead ? 'Ahead of' : 'Behind'} ${name}` : ahead ? 'ahead' : 'behind';
  const figures = `${figureOf(reason.criterion, self)} to ${figureOf(reason.criterion, other)}`;
  switch (reason.criterion) {
    case 'fewer_losses':
      return `${where} with ${ahead ? 'fewer' : 'more'} losses: ${figures}.`;
    case 'last_name':
    case 'first_name':
      return `${where} by ${LEVEL_LABELS[reason.criterion]} in alphabetical order.`;
    case 'player_id':
      return `${where} by player number, the last tie-break.`;
    default:
      return `${where} on ${LEVEL_LABELS[reason.criterion]}: ${figures}.`;
  }
}

/** "won 6-4, 6-3 on Nov 3, 2026", from the side of the player the sentence is about. */
function meetingText(meeting: Meeting, ahead: boolean, wording: ReasonWording): string {
  const won = meeting.won === ahead;
  const sets = meeting.sets.map(([upper, lower]) => (ahead ? `${upper}-${lower}` : `${lower}-${upper}`));
  const retiredSelf = meeting.retired !== null && (meeting.retired === 'ahead') === ahead;
  const retirement = meeting.retired === null ? '' : retiredSelf ? ' (retired)' : ' (opponent retired)';
  const score = sets.length > 0 ? ` ${sets.join(', ')}` : '';
  const date = meeting.match_datetime ? ` on ${wording.formatDate(meeting.match_datetime)}` : '';
  return `${won ? 'won' : 'lost'}${score}${retirement}${date}`;
}

function headToHead(meetings: readonly Meeting[], ahead: boolean, wording: ReasonWording): string {
  if (meetings.length === 0) return '';
  return ` Head-to-head (not a tie-break): ${meetings
    .map((meeting) => meetingText(meeting, ahead, wording))
    .join('; ')}.`;
}

/**
 * Why `self` is placed against `other` (`ahead`: self is the row above), e.g. "Level with Mia Lopez on win
 * percentage; ahead on wins: 3 to 2. Head-to-head (not a tie-break): won 6-4, 6-3 on Nov 3, 2026."
 */
export function describeOrderReason(
  reason: ReasonText,
  self: ReasonFigures,
  other: ReasonFigures,
  ahead: boolean,
  wording: ReasonWording,
): string {
  const name = wording.nameOf(other.player_id);
  return (
    levelPart(reason, name) +
    decidingPart(reason, self, other, ahead, name) +
    headToHead(reason.meetings, ahead, wording)
  );
}

/** Why the row at `index` is above the next one; null for the last row. */
export function explainPlace(rows: readonly ExplainedRow[], index: number, wording: ReasonWording): string | null {
  const row = rows[index];
  const below = rows[index + 1];
  if (!row?.ahead_of_next || !below) return null;
  return describeOrderReason(row.ahead_of_next, row, below, true, wording);
}

/**
 * The player's place in their table, for the rank message: why they are ahead of the player below, and why
 * behind the player above, from the same reasons as the table's "Why?".
 */
export function explainRank(rows: readonly ExplainedRow[], playerId: Id, wording: ReasonWording): string[] {
  const index = rows.findIndex((row) => sameId(row.player_id, playerId));
  if (index === -1) return [];
  const sentences: string[] = [];
  const ahead = explainPlace(rows, index, wording);
  if (ahead) sentences.push(ahead);
  const above = rows[index - 1];
  if (above?.ahead_of_next) {
    sentences.push(describeOrderReason(above.ahead_of_next, rows[index]!, above, false, wording));
  }
  return sentences;
}
