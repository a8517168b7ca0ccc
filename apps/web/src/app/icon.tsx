import {
  ChartIcon,
  CoinsIcon,
  DownloadIcon,
  HomeIcon,
  type IconComponent,
  SwapIcon,
  UserIcon,
  WalletIcon,
} from '../components/ui/icons.tsx';
import type { IconName } from './nav-items.ts';

const NAV_ICONS: Record<IconName, IconComponent> = {
  home: HomeIcon,
  chart: ChartIcon,
  swap: SwapIcon,
  coins: CoinsIcon,
  wallet: WalletIcon,
  user: UserIcon,
  download: DownloadIcon,
};

/** A navigation icon by the name its nav item gives. */
export function Icon({ name, className = 'size-5' }: { name: IconName; className?: string }) {
  const Drawn = NAV_ICONS[name];
  return <Drawn className={className} round />;
}
