import type { SvgIconProps } from '@mui/material';
import CelebrationIcon from '@mui/icons-material/Celebration';
import EmojiEmotionsIcon from '@mui/icons-material/EmojiEmotions';
import FavoriteIcon from '@mui/icons-material/Favorite';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import SignLanguageIcon from '@mui/icons-material/SignLanguage';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import type { PraiseReaction } from '@atrium/shared/schemas/performance/feedback';

// Reactions drawn as icons rather than emoji: an emoji font is not everywhere (a server's browser, some
// Linux desktops draw empty boxes), and icons take the theme's colours.
const ICONS: Record<PraiseReaction, { Icon: typeof ThumbUpIcon; color: SvgIconProps['color'] }> = {
  thumbs_up: { Icon: ThumbUpIcon, color: 'primary' },
  heart: { Icon: FavoriteIcon, color: 'error' },
  clap: { Icon: SignLanguageIcon, color: 'warning' },
  tada: { Icon: CelebrationIcon, color: 'secondary' },
  rocket: { Icon: RocketLaunchIcon, color: 'info' },
  smile: { Icon: EmojiEmotionsIcon, color: 'warning' },
};

/** One reaction's icon in its colour (white on a pressed button). */
export function ReactionIcon({
  reaction,
  isOnColour = false,
}: {
  reaction: PraiseReaction;
  isOnColour?: boolean;
}) {
  const { Icon, color } = ICONS[reaction];
  return <Icon aria-hidden fontSize="small" color={isOnColour ? 'inherit' : color} sx={{ fontSize: 18 }} />;
}
