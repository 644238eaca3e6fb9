import { Button, type ButtonProps } from '@mantine/core';
import { Link } from 'react-router';
import type { HeaderItem } from './header-items';

interface HeaderItemButtonProps extends Pick<ButtonProps, 'variant' | 'fullWidth' | 'justify' | 'size' | 'classNames'> {
  item: HeaderItem;
  /** Lets the mobile menu close itself after any choice. */
  onAfterClick?: () => void;
}

export function HeaderItemButton({ item, onAfterClick, ...buttonProps }: HeaderItemButtonProps) {
  const ItemIcon = item.icon;
  const icon = <ItemIcon size={18} aria-hidden="true" />;
  if (item.kind === 'link') {
    return (
      <Button component={Link} to={item.to} leftSection={icon} onClick={onAfterClick} {...buttonProps}>
        {item.label}
      </Button>
    );
  }
  return (
    <Button
      leftSection={icon}
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
