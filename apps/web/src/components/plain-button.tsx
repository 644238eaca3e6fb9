import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import classes from './plain-button.module.css';

/** How the button looks: Mantine's variant and size of the same names. */
interface PlainButtonLook {
  variant: 'filled' | 'default' | 'light' | 'subtle';
  size: 'xs' | 'sm' | 'compactMd';
  /** An icon before the label; hidden from screen readers by whoever draws it. */
  leftSection?: ReactNode;
  /** An icon after the label. */
  rightSection?: ReactNode;
}

export type PlainButtonProps = PlainButtonLook & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'>;
export type PlainButtonLinkProps = PlainButtonLook & LinkProps;

interface LookProps extends PlainButtonLook {
  className?: string;
  children?: ReactNode;
}

/** The classes and the inner markup of Button.css (inner, sections and label), and the props left for the element. */
function drawLook<Props extends LookProps>(props: Props) {
  const { variant, size, leftSection, rightSection, className, children, ...rest } = props;
  const classNames = [
    // Mantine's global classes: the keyboard focus ring and the press.
    'mantine-focus-auto mantine-active',
    classes.button,
    classes[variant],
    classes[size],
    leftSection ? classes.withLeft : null,
    rightSection ? classes.withRight : null,
    className,
  ];
  const content = (
    <span className={classes.inner}>
      {leftSection ? <span className={classes.sectionLeft}>{leftSection}</span> : null}
      <span className={classes.label}>{children}</span>
      {rightSection ? <span className={classes.sectionRight}>{rightSection}</span> : null}
    </span>
  );
  return { className: classNames.filter(Boolean).join(' '), content, rest };
}

/**
 * A button that looks as Mantine's Button does (its filled, default, light and subtle variants), from CSS alone: for a
 * page's first load, where each Mantine Button is a styled component worked out in the render (ADR 051).
 */
export function PlainButton(props: PlainButtonProps) {
  const { className, content, rest } = drawLook(props);
  return (
    <button type="button" className={className} {...rest}>
      {content}
    </button>
  );
}

/** A link to a page of the app that looks as PlainButton does (Mantine's `Button component={Link}`). */
export function PlainButtonLink(props: PlainButtonLinkProps) {
  const { className, content, rest } = drawLook(props);
  return (
    <Link className={className} {...rest}>
      {content}
    </Link>
  );
}
