/** A link to one category of the catalogue; `tag` is empty for all of them. */
export interface CategoryLink {
  tag: string;
  name: string;
  href: string;
}

/**
 * The catalogue's categories as a row of chips, each a plain link to the catalogue filtered to it. The
 * catalogue shows it above its list and the home page's hero under its buttons, so a patient on a phone
 * reaches any category from the first screen (issue 15 point 10) instead of scrolling 148 cards.
 */
export function CategoryChips({
  label,
  links,
  current,
  className,
}: {
  label: string;
  links: CategoryLink[];
  /** The chosen category's tag, marked as the current one; undefined where none is chosen (home). */
  current?: string;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.tag || 'all'}>
            <a
              href={link.href}
              className="chip"
              aria-current={current === link.tag ? 'true' : undefined}
              data-category={link.tag}
            >
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
