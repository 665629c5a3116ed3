import { CardBrowser } from '@web/features/cards/components/card-browser';

export function CardsRoute() {
  return (
    <>
      <title>Card Collection · ElixirLab</title>
      <CardBrowser />
    </>
  );
}
