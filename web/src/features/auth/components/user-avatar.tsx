import { Avatar } from '@mantine/core';
import { initials } from '../stores/profile-store';

/** Spec §3 and §9: the picture, else initials in 7F9CF5 on EBF4FF. */
export function UserAvatar({
  name,
  avatar,
  size = 'md',
}: {
  name: string;
  avatar: string | null;
  size?: 'sm' | 'md';
}) {
  return (
    <Avatar
      src={avatar}
      alt={name}
      size={size}
      radius="xl"
      styles={{ placeholder: { color: '#7F9CF5', backgroundColor: '#EBF4FF' } }}
    >
      {initials(name)}
    </Avatar>
  );
}
