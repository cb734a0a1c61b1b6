import type { ButtonHTMLAttributes, AnchorHTMLAttributes } from 'react'
import { Link, type LinkProps } from 'react-router'
import styles from './button.module.css'

/** danger: an action that destroys or cannot be undone (delete, cancel an application, reject a place) */
type Variant = 'primary' | 'secondary' | 'danger'
interface Common {
  variant?: Variant
  fullWidth?: boolean
}

const classes = (variant: Variant, fullWidth: boolean | undefined, extra?: string) =>
  [
    styles.button,
    variant === 'primary' ? styles.primary : variant === 'danger' ? styles.danger : '',
    fullWidth ? styles.full : '',
    extra ?? '',
  ]
    .filter(Boolean)
    .join(' ')

export function Button({
  variant = 'secondary',
  fullWidth,
  className,
  type = 'button',
  ...rest
}: Common & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={classes(variant, fullWidth, className)} {...rest} />
}

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ variant = 'secondary', fullWidth, className, ...rest }: Common & LinkProps) {
  return <Link className={classes(variant, fullWidth, className)} {...rest} />
}

/** A button-looking link to a server route (a full page load, e.g. login redirects). */
export function ButtonAnchor({
  variant = 'secondary',
  fullWidth,
  className,
  children,
  ...rest
}: Common & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a className={classes(variant, fullWidth, className)} {...rest}>
      {children}
    </a>
  )
}
