import { useEffect, useState } from 'react';
import { QrCodeIcon } from 'lucide-react';
import { toDataURL } from 'qrcode';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';

/**
 * A desktop has no game: the deck link as a QR code, to scan with the phone that has it. Shown
 * from medium widths up (a phone opens the link directly).
 */
export function DeckQrButton({
  link,
  deckName,
  size = 'sm',
}: {
  link: string | null;
  deckName: string;
  size?: 'sm' | 'default';
}) {
  const [open, setOpen] = useState(false);
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!open || !link) return;
    let live = true;
    toDataURL(link, { errorCorrectionLevel: 'M', margin: 2, width: 280 })
      .then((url) => live && setImage(url))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [open, link]);

  return (
    <>
      <Button
        variant="outline"
        size={size}
        className="hidden md:inline-flex"
        disabled={!link}
        onClick={() => setOpen(true)}
        aria-label={`QR code for ${deckName}`}
      >
        <QrCodeIcon aria-hidden="true" /> QR code
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="sm:max-w-sm">
          <DialogHeader>
            <DialogTitle>Open on your phone</DialogTitle>
            <DialogDescription>
              Scan this with your phone&apos;s camera to open {deckName} in Clash Royale.
            </DialogDescription>
          </DialogHeader>
          {failed ? (
            <p className="text-destructive text-sm">The QR code could not be drawn.</p>
          ) : image ? (
            <img
              src={image}
              alt={`QR code of the link to ${deckName}`}
              width={280}
              height={280}
              className="mx-auto rounded-md bg-white"
            />
          ) : (
            <div className="bg-muted mx-auto size-[280px] animate-pulse rounded-md" />
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
