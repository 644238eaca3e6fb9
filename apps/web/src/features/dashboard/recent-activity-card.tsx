import plainCard from '@/components/plain-card.module.css';
import plainType from '@/components/plain-type.module.css';
import classes from './dashboard.module.css';

export function RecentActivityCard() {
  return (
    <section aria-labelledby="recent-activity-title" className={`${plainCard.card} ${plainCard.roomy}`}>
      <h2 className={`${plainType.h3} ${classes.cardTitle}`} id="recent-activity-title">
        Recent Activity
      </h2>
      <p className={plainType.text}>
        No recent activity yet. Register for a league and schedule your first match; your latest results will show up
        here.
      </p>
    </section>
  );
}
