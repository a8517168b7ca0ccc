/** The user's avatar, or the first letter of their name on a brand-tinted circle. */
export function UserAvatar({
  name,
  avatar,
  size = 36,
}: {
  name?: string | null;
  avatar?: string | null;
  size?: number;
}) {
  const style = { width: size, height: size };
  if (avatar)
    return (
      <img
        src={avatar}
        alt=""
        style={style}
        className="shrink-0 rounded-full object-cover ring-1 ring-line"
      />
    );
  const initial = (name ?? '').trim().charAt(0).toUpperCase() || '?';
  return (
    <span
      aria-hidden="true"
      style={{ ...style, fontSize: Math.round(size * 0.42) }}
      className="flex shrink-0 items-center justify-center rounded-full bg-brand/15 font-semibold text-brand ring-1 ring-brand/30"
    >
      {initial}
    </span>
  );
}
