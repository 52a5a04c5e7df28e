import { Avatar } from '@mantine/core';

/** The user's picture: the upload, else the initials avatar the gateway draws (spec §3, §9). */
export function UserPicture({
  user,
  size = 'sm',
}: {
  user: { name: string; avatar: string };
  size?: 'sm' | 'md' | 'xl';
}) {
  return <Avatar src={user.avatar} alt={user.name} size={size} radius="xl" />;
}
