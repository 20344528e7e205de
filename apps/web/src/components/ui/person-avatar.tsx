import { Avatar, type SxProps, type Theme } from '@mui/material';

/** "Maya Lindqvist" → "ML": the first letters of the first and last words. */
export const initialsOf = (name: string): string => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return letters.map((word) => word[0]!.toUpperCase()).join('');
};

export interface PersonAvatarProps {
  name: string;
  avatarUrl?: string | null;
  size?: number;
  sx?: SxProps<Theme>;
}

/** A person's photo, or their initials; decorative, since their name is always written beside it. */
export function PersonAvatar({ name, avatarUrl, size = 40, sx }: PersonAvatarProps) {
  return (
    <Avatar
      src={avatarUrl ?? undefined}
      alt=""
      aria-hidden
      sx={[{ width: size, height: size, fontSize: size * 0.4 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
