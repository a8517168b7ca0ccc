import { Link } from 'react-router';

/**
 * Two or more screens side by side as segment tabs (earn's product lines, the baskets' risks):
 * each tab is its own address, so a link or the back button keeps the one chosen.
 */
export function LinkTabs<O extends string>({
  options,
  current,
  label,
  nameOf,
  pathOf,
  testIdPrefix,
}: {
  options: readonly O[];
  current: O;
  label: string;
  nameOf: (option: O) => string;
  pathOf: (option: O) => string;
  testIdPrefix: string;
}) {
  return (
    <nav aria-label={label} className="grid grid-cols-2 gap-1 rounded-xl bg-panel-2 p-1">
      {options.map((option) => (
        <Link
          key={option}
          to={pathOf(option)}
          aria-current={option === current ? 'page' : undefined}
          data-testid={`${testIdPrefix}-${option}`}
          className={`rounded-lg px-3 py-2 text-center text-sm font-medium transition ${
            option === current ? 'bg-panel text-ink shadow' : 'text-mute hover:text-ink'
          }`}
        >
          {nameOf(option)}
        </Link>
      ))}
    </nav>
  );
}
