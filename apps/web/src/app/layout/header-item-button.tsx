import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { Link, useMatch } from 'react-router';
import classes from './header-item-button.module.css';
import type { HeaderItem, HeaderLink } from './header-items';

type SharedButtonProps = Pick<ButtonProps, 'variant' | 'fullWidth' | 'justify' | 'size' | 'classNames'>;

interface HeaderItemButtonProps extends SharedButtonProps {
  item: HeaderItem;
  /** Lets the mobile menu close itself after any choice. */
  onAfterClick?: () => void;
}

export function HeaderItemButton({ item, onAfterClick, ...buttonProps }: HeaderItemButtonProps) {
  const ItemIcon = item.icon;
  const icon = <ItemIcon size={18} aria-hidden="true" />;
  if (item.kind === 'link') {
    return <HeaderLinkButton item={item} icon={icon} onAfterClick={onAfterClick} {...buttonProps} />;
  }
  return (
    <Button
      leftSection={icon}
      data-analytics={item.analytics}
      onClick={() => {
        onAfterClick?.();
        item.onClick();
      }}
      {...buttonProps}
    >
      {item.label}
    </Button>
  );
}

/** A link that says when it leads to the page already shown (aria-current="page", filled and underlined). */
function HeaderLinkButton({
  item,
  icon,
  onAfterClick,
  variant,
  ...buttonProps
}: SharedButtonProps & { item: HeaderLink; icon: ReactNode; onAfterClick?: () => void }) {
  const isCurrent = useMatch({ path: item.to, end: true }) !== null;
  return (
    <Button
      component={Link}
      to={item.to}
      leftSection={icon}
      data-analytics={item.analytics}
      onClick={onAfterClick}
      aria-current={isCurrent ? 'page' : undefined}
      variant={isCurrent ? 'light' : variant}
      className={isCurrent ? classes.current : undefined}
      {...buttonProps}
    >
      {item.label}
    </Button>
  );
}
