import { ICONS, type IconName } from './icons.ts';

/**
 * Drawn as a mask over `currentColor`, so one monochrome file follows the text colour of the
 * dark header, the nav and the active state alike. Decorative: the control names itself.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={className ? `icon ${className}` : 'icon'}
      style={{ maskImage: `url("${ICONS[name]}")` }}
    />
  );
}
