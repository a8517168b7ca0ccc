import {
  ConvertIcon,
  DownloadIcon,
  type IconComponent,
  ReceiptIcon,
  TransferIcon,
  UploadIcon,
} from '../../../components/ui/icons.tsx';

/** Line icons of the asset screens by action, drawn at the current text colour. */
const ICONS = {
  deposit: DownloadIcon,
  withdraw: UploadIcon,
  transfer: TransferIcon,
  convert: ConvertIcon,
  records: ReceiptIcon,
  download: DownloadIcon,
} as const satisfies Record<string, IconComponent>;

export type AssetsIconName = keyof typeof ICONS;

export function AssetsIcon({ name, className = 'size-5' }: { name: AssetsIconName; className?: string }) {
  const Drawn = ICONS[name];
  return <Drawn className={className} round />;
}
