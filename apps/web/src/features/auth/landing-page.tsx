import { Button } from '@mantine/core';
import {
  IconCalendarTime,
  IconChartBar,
  IconListNumbers,
  IconTicket,
  IconTournament,
  IconUsersGroup,
  IconVs,
  type Icon,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { AfterFirstPaint } from '@/components/after-first-paint';
import { ColumnGrid } from '@/components/column-grid';
import plainCard from '@/components/plain-card.module.css';
import plainType from '@/components/plain-type.module.css';
import classes from './landing-page.module.css';

interface Feature {
  title: string;
  text: string;
  icon: Icon;
}

const features: Feature[] = [
  {
    title: 'Flex Leagues',
    text: 'Join flexible local leagues and play your matches when it suits you and your opponent.',
    icon: IconTournament,
  },
  {
    title: 'Statistics',
    text: 'Follow your match statistics and player analytics as the season unfolds.',
    icon: IconChartBar,
  },
  {
    title: 'Community',
    text: 'Meet a community of local players at your level and find new hitting partners.',
    icon: IconUsersGroup,
  },
];

/** What a player actually does in a season, in the order they do it; each step is a screen of the app. */
const seasonSteps: Feature[] = [
  {
    title: 'Join a league',
    text: 'Sign up with an invite code from your club, then register for a league that is open for registration.',
    icon: IconTicket,
  },
  {
    title: "Say when you're free",
    text: 'Mark the times you can play, once or every week. You see which opponents are free at the same time.',
    icon: IconCalendarTime,
  },
  {
    title: 'Play your division',
    text: 'Propose a time to an opponent you have not played yet. Once they accept, meet on court and enter the score.',
    icon: IconVs,
  },
  {
    title: 'See the standings',
    text: 'Every score entered updates your division standings, so you always know where you stand.',
    icon: IconListNumbers,
  },
];

/**
 * The first page a visitor sees: what Courtside is, and the way in. Plain elements with classes rather than
 * Mantine's layout components, which were most of its first render on a phone (issue 10, ADR 051); the buttons
 * are Mantine's.
 */
export function LandingPage() {
  return (
    <div className={classes.page}>
      <div className={classes.hero}>
        <h1 className={classes.title}>Tennis leagues that fit your life</h1>
        <p className={classes.lead}>
          Courtside runs recreational tennis leagues: set your availability, schedule matches with your division and
          watch the standings move.
        </p>
        <div className={classes.actions}>
          <Button component={Link} to={paths.signIn} size="md">
            Sign In
          </Button>
          <Button component={Link} to={paths.signUp} size="md" variant="outline">
            Join Now
          </Button>
        </div>
      </div>

      {/*
        The first screen's heading and buttons are drawn alone (its text is the page's largest paint), then the
        cards and the season's story each in a task of their own: a visitor's phone is never held for all three
        at once (issue 10, ADR 046). They arrive below what is on screen, so nothing moves.
      */}
      <AfterFirstPaint oneByOne>
        <ColumnGrid cols={{ base: 1, sm: 3 }} spacing="lg" component="ul">
          {features.map(({ title, text, icon: FeatureIcon }) => (
            <li key={title} className={`${plainCard.card} ${plainCard.roomy}`}>
              <span className={classes.featureIcon} aria-hidden="true">
                <FeatureIcon size={26} />
              </span>
              <h2 className={classes.featureTitle}>{title}</h2>
              <p className={classes.featureText}>{text}</p>
            </li>
          ))}
        </ColumnGrid>
        <SeasonStory />
      </AfterFirstPaint>
    </div>
  );
}

function SeasonStory() {
  return (
    <section aria-labelledby="season-story-title" className={classes.season}>
      <h2 id="season-story-title" className={classes.seasonTitle}>
        How a season works
      </h2>
      <ColumnGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" component="ol" className={classes.steps}>
        {seasonSteps.map(({ title, text, icon: StepIcon }, index) => (
          <li key={title} className={classes.step}>
            <span className={classes.stepIcon} aria-hidden="true">
              <StepIcon size={24} />
            </span>
            <div className={classes.stepWords}>
              <h3 className={plainType.h4}>
                <span className={plainType.dimmed}>{index + 1}. </span>
                {title}
              </h3>
              <p className={plainType.text}>{text}</p>
            </div>
          </li>
        ))}
      </ColumnGrid>
    </section>
  );
}
