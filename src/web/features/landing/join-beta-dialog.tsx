import type { RefObject } from 'react';
import { MailIcon } from 'lucide-react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { usePublicConfig } from '@web/lib/public-config';

const ANDROID_TESTER_GROUP = 'https://groups.google.com/g/elixirlab-beta';
const ANDROID_DOWNLOAD = 'https://play.google.com/apps/testing/app.elixirlab';
const IOS_TESTFLIGHT = 'https://apps.apple.com/app/testflight/id899247664';
const IOS_BETA = 'https://testflight.apple.com/join/elixirlab';

/**
 * docs/product.md §2 join-beta dialog: an Android path, an iOS path, and a support mail link. Loaded when the
 * visitor asks for it (landing-beta.tsx), so the landing page's first load stays small.
 */
export function JoinBetaDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const { config } = usePublicConfig();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Join the ElixirLab beta</DialogTitle>
          <DialogDescription>Pick your phone and follow two steps.</DialogDescription>
        </DialogHeader>
        <Tabs defaultValue="android">
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="android">Android</TabsTrigger>
            <TabsTrigger value="ios">iOS</TabsTrigger>
          </TabsList>
          <TabsContent value="android">
            <ol className="grid list-decimal gap-3 pt-3 pl-5 text-sm">
              <li>
                Join the tester group:{' '}
                <a
                  href={ANDROID_TESTER_GROUP}
                  target="_blank"
                  rel="noreferrer"
                  className="text-primary underline"
                >
                  ElixirLab beta testers
                </a>
              </li>
              <li>
                Then download the app:{' '}
                <a
                  href={ANDROID_DOWNLOAD}
                  target="_blank"
                  rel="noreferrer"
                  className="text-primary underline"
                >
                  Google Play beta
                </a>
              </li>
            </ol>
          </TabsContent>
          <TabsContent value="ios">
            <ol className="grid list-decimal gap-3 pt-3 pl-5 text-sm">
              <li>
                Install the beta-testing app:{' '}
                <a
                  href={IOS_TESTFLIGHT}
                  target="_blank"
                  rel="noreferrer"
                  className="text-primary underline"
                >
                  TestFlight
                </a>
              </li>
              <li>
                Then join the beta:{' '}
                <a
                  href={IOS_BETA}
                  target="_blank"
                  rel="noreferrer"
                  className="text-primary underline"
                >
                  ElixirLab on TestFlight
                </a>
              </li>
            </ol>
          </TabsContent>
        </Tabs>
        <p className="text-muted-foreground text-sm">
          Trouble joining?{' '}
          <a
            href={`mailto:${config.supportEmail}?subject=ElixirLab%20beta`}
            className="text-primary inline-flex items-center gap-1 underline"
          >
            <MailIcon className="size-3.5" aria-hidden="true" /> Contact support
          </a>
        </p>
      </DialogContent>
    </Dialog>
  );
}
