// The links staff enter (docs/operations.md "Links staff enter"): one rule, the admin contract's `Link` and
// `MapEmbedUrl` patterns, checked on the way in by the contract and again here on the way out, so a value
// stored before the rule (or written straight into the database) never becomes an href or a frame.
import { loadContract } from '../contract.js';

function contractPattern(name: 'Link' | 'MapEmbedUrl'): RegExp {
  const schemas = (
    loadContract('admin.yaml').document as { components: { schemas: Record<string, unknown> } }
  ).components.schemas;
  const { pattern } = schemas[name] as { pattern: string };
  return new RegExp(pattern, 'u');
}

const LINK = contractPattern('Link');
const MAP_EMBED = contractPattern('MapEmbedUrl');

/** The link when it is a path of the shop or an https address, else null. */
export const safeLink = (value: string | null | undefined): string | null =>
  value && LINK.test(value) ? value : null;

/** The map address when it is a map provider's embed address, else null. */
export const safeMapEmbed = (value: string | null | undefined): string | null =>
  value && MAP_EMBED.test(value) ? value : null;
