import { IconBallTennis } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './brand-link.module.css';

/**
 * The logo and name, home. `nameFromMd` hides the name (not the logo) below Mantine's "md" breakpoint; the
 * link keeps its accessible name. Plain elements: it is drawn on every page's first render (issue 10).
 */
export function BrandLink({ to, nameFromMd = false }: { to: string; nameFromMd?: boolean }) {
  return (
    <Link to={to} aria-label="Courtside home" className={classes.link}>
      <IconBallTennis size={28} aria-hidden="true" className={classes.logo} />
      <span className={`${classes.name} ${nameFromMd ? classes.nameFromMd : ''}`}>Courtside</span>
    </Link>
  );
}
