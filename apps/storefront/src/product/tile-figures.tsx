// A tile line's boxes, pieces and m², and the area it was asked for (docs/tiles.md "The cart keeps the
// area"), in the page's language and digits: the cart, the order page and the invoice show the same text.
import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { TileQuantities } from '@sajilo/api';
import { useCounted, useFormatMeasure } from '../i18n/numbers.js';

/** A figure and its unit stay on one line ("14.4 m²" never breaks before m²). */
const keepUnits = (text: string) => text.replace(/ m²/g, '\u00a0m²');

export function TileFigures({ tile, className }: { tile: TileQuantities; className?: string }) {
  const { t } = useLingui();
  const counted = useCounted();
  const formatMeasure = useFormatMeasure();
  const boxes = counted(tile.boxes);
  const pieces = counted(tile.pieces);
  const asked = tile.asked;
  const patterns = {
    straight: t`straight`,
    diagonal: t`diagonal`,
    herringbone: t`herringbone`,
    custom: t`wastage`,
  };
  return (
    <span className={className} data-testid="tile-figures">
      <span>
        {keepUnits(
          t`${select(boxes.category, { one: `${boxes.count} box`, other: `${boxes.count} boxes` })} · ${select(pieces.category, { one: `${pieces.count} piece`, other: `${pieces.count} pieces` })} · ${formatMeasure(tile.m2)} m²`,
        )}
      </span>
      {asked ? (
        <>
          <br />
          <span>
            {keepUnits(
              t`for ${formatMeasure(asked.m2)} m² + ${counted(asked.wastage_percent).count} % ${patterns[asked.laying_pattern]}`,
            )}
          </span>
        </>
      ) : null}
    </span>
  );
}
