import { KIND_LOOKS, LEGEND_ORDER } from './calendar-kinds';
import classes from './weekly-calendar.module.css';

/** The seven kinds with the look each has on the grid (league-play section 2, "Legend"). */
export function CalendarLegend() {
  return (
    <ul role="list" aria-label="Legend" className={classes.legend}>
      {LEGEND_ORDER.map((kind) => {
        const look = KIND_LOOKS[kind];
        return (
          <li key={kind} className={classes.legendItem}>
            <span className={`${classes.swatch} ${look.className}`} aria-hidden="true">
              <look.Icon size={12} aria-hidden="true" />
            </span>
            {look.label}
          </li>
        );
      })}
    </ul>
  );
}
