import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** A QR code of a text as a data URL, drawn dark on white so every wallet app can scan it. */
function useQrImage(text: string): string | undefined {
  const [image, setImage] = useState<{ text: string; data: string }>();
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(text, { margin: 1, width: 220, color: { dark: '#0b0e14', light: '#ffffff' } })
      .then((data) => live && setImage({ text, data }))
      .catch(() => live && setImage(undefined));
    return () => {
      live = false;
    };
  }, [text]);
  // A code drawn for the previous address is never shown beside the new one.
  return image?.text === text ? image.data : undefined;
}

export function QrCode({ text, alt, testId }: { text: string; alt: string; testId?: string }) {
  const image = useQrImage(text);
  return (
    <div className="rounded-xl bg-white p-2">
      {image ? (
        <img src={image} alt={alt} className="size-[168px] md:size-[184px]" data-testid={testId} />
      ) : (
        <div className="size-[168px] animate-pulse rounded bg-gray-200 md:size-[184px]" />
      )}
    </div>
  );
}
