import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { ChatLayout } from '@web/features/chat/components/chat-layout';
import { readVisitorTag } from '@web/features/player/api';
import { usePlayer } from '@web/lib/player';
import { ConnectBanner } from '@web/features/player/components/connect-banner';
import { PlayerConnectModal } from '@web/features/player/components/player-connect-modal';

/** docs/product.md §2 /deck-builder: back to /app, 'AI Builder', the personalisation banner and connect modal. */
export function DeckBuilderRoute() {
  const player = usePlayer();
  const [modal, setModal] = useState(false);
  const [visitorTag, setVisitorTag] = useState(readVisitorTag);
  const connected = player.signedIn ? Boolean(player.data) : Boolean(visitorTag);

  // After the modal finishes, `playerConnected` fires: recheck the player record.
  useEffect(() => {
    const recheck = () => {
      setVisitorTag(readVisitorTag());
      void player.refetch();
    };
    window.addEventListener('playerConnected', recheck);
    return () => window.removeEventListener('playerConnected', recheck);
  }, [player]);

  return (
    <>
      <title>AI Builder · ElixirLab</title>
      <ChatLayout
        playerTag={player.signedIn ? undefined : visitorTag}
        top={
          <div className="grid gap-3 border-b p-3">
            <div className="flex items-center gap-2">
              <Button variant="ghost" size="icon-sm" asChild>
                <Link to="/app" aria-label="Back to home">
                  <ArrowLeftIcon />
                </Link>
              </Button>
              <h1 className="text-lg font-semibold">AI Builder</h1>
            </div>
            {!connected && !player.isLoading && (
              <ConnectBanner
                title="Get Personalized Deck Recommendations"
                description="Connect your player tag and the AI builds with the cards and levels you have."
                action="Connect Player Tag"
                onAction={() => setModal(true)}
              />
            )}
          </div>
        }
      />
      <PlayerConnectModal
        open={modal}
        onOpenChange={(open) => {
          setModal(open);
          // A visitor's tag applies to the next message at once; `playerConnected` follows.
          if (!open) setVisitorTag(readVisitorTag());
        }}
      />
    </>
  );
}
