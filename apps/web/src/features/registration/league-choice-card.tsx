import { useId } from 'react';
import { Badge, Radio, Text } from '@mantine/core';
import type { LeagueDto } from '@courtside/shared/schemas/leagues';
import { formatDate } from '@/lib/format-date';
import { REGISTER_MESSAGES, entryFeeText, placesLeft } from './registration-choices';
import classes from './league-choice-card.module.css';

interface LeagueChoiceCardProps {
  league: LeagueDto;
  registered: boolean;
  /** Roving focus, as a radio group has: only the selected card (or the first) is in the Tab order. */
  focusable: boolean;
}

function placesText(league: LeagueDto): string | null {
  const left = placesLeft(league);
  if (left === null) return null;
  return left === 0 ? 'Full' : `${left} of ${league.max_registrations} places left`;
}

/**
 * One league as a radio choice. The card is a button (role radio), so everything inside is phrasing content
 * (spans); the league's name names the radio and the details describe it, so a screen reader says
 * "Spring Singles, radio button, not checked" before the details.
 */
export function LeagueChoiceCard({ league, registered, focusable }: LeagueChoiceCardProps) {
  const nameId = useId();
  const detailsId = useId();
  const fee = entryFeeText(league.entry_fee);
  const places = placesText(league);
  const details = [
    `${league.season} · ${league.league_type} · ${league.age_category}`,
    league.region ? `${league.region.city_area}, ${league.region.state}` : null,
    `Registration closes ${formatDate(league.registration_end)}`,
    `Play ${formatDate(league.play_start)} – ${formatDate(league.play_end)}`,
    fee ? `Entry fee: ${fee}` : null,
    places,
  ].filter((line): line is string => line !== null);

  return (
    <Radio.Card
      value={String(league.id)}
      className={classes.card}
      aria-labelledby={nameId}
      aria-describedby={detailsId}
      tabIndex={focusable ? 0 : -1}
    >
      <span className={classes.layout}>
        <Radio.Indicator aria-hidden="true" mt={2} />
        <span className={classes.body}>
          <Text component="span" fw={700} id={nameId} className={classes.name}>
            {league.name}
          </Text>
          <span id={detailsId} className={classes.details}>
            {details.map((line) => (
              <Text component="span" size="sm" key={line} className={classes.line}>
                {line}
              </Text>
            ))}
            {registered ? (
              <Badge component="span" color="court" variant="light" mt={4} className={classes.badge}>
                {REGISTER_MESSAGES.alreadyRegisteredBadge}
              </Badge>
            ) : null}
          </span>
        </span>
      </span>
    </Radio.Card>
  );
}
