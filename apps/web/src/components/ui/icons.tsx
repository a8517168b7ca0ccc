/**
 * The app's line icons, one module each under icons/, so a screen's chunk carries only the icons
 * it draws (each is a pure call, dropped where it is not used). Import them from here.
 */

export { BellIcon } from './icons/bell.tsx';
export { CameraIcon } from './icons/camera.tsx';
export { CardIcon } from './icons/card.tsx';
export { ChartIcon } from './icons/chart.tsx';
export { CheckIcon } from './icons/check.tsx';
export { ChevronDownIcon } from './icons/chevron-down.tsx';
export { ChevronLeftIcon } from './icons/chevron-left.tsx';
export { ChevronRightIcon } from './icons/chevron-right.tsx';
export { ClockIcon } from './icons/clock.tsx';
export { CloseIcon } from './icons/close.tsx';
export { CoinsIcon } from './icons/coins.tsx';
export { ConvertIcon } from './icons/convert.tsx';
export { DownloadIcon } from './icons/download.tsx';
export { EyeIcon } from './icons/eye.tsx';
export { EyeOffIcon } from './icons/eye-off.tsx';
export { GlobeIcon } from './icons/globe.tsx';
export { HomeIcon } from './icons/home.tsx';
export type { IconComponent, IconProps } from './icons/icon.tsx';
export { ImageIcon } from './icons/image.tsx';
export { ReceiptIcon } from './icons/receipt.tsx';
export { SavingsIcon } from './icons/savings.tsx';
export { SecurityIcon } from './icons/security.tsx';
export { ShieldIcon } from './icons/shield.tsx';
export { ShieldAlertIcon } from './icons/shield-alert.tsx';
export { StarIcon } from './icons/star.tsx';
export { SwapIcon } from './icons/swap.tsx';
export { ToneBlockedIcon } from './icons/tone-blocked.tsx';
export { ToneInfoIcon } from './icons/tone-info.tsx';
export { ToneOkIcon } from './icons/tone-ok.tsx';
export { ToneWarnIcon } from './icons/tone-warn.tsx';
export { TransferIcon } from './icons/transfer.tsx';
export { UploadIcon } from './icons/upload.tsx';
export { UserIcon } from './icons/user.tsx';
export { WalletIcon } from './icons/wallet.tsx';
