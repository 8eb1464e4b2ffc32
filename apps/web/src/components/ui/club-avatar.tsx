import { Avatar } from '@mantine/core';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** Club logo, or the club's initials when it has none. The name next to it carries the meaning. */
export function ClubAvatar({ name, image, size = 40 }: { name: string; image: string | null; size?: number }) {
  return (
    <Avatar src={image ?? undefined} alt="" size={size} radius="md" color="brand" variant="filled">
      {initials(name)}
    </Avatar>
  );
}
