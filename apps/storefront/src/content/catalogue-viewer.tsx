// docs/browsing.md §2/§7: the full-screen viewer, titled with the catalogue's title, embeds the API host's
// viewer page for the slug in a full-height frame.
import { useLingui } from '@lingui/react/macro';
import type { Catalogue } from '@sajilo/api';
import { Modal } from '@sajilo/ui';
import styles from './catalogue-viewer.module.css';

export interface CatalogueViewerProps {
  catalogue: Catalogue | undefined;
  onClose: () => void;
}

export function CatalogueViewer({ catalogue, onClose }: CatalogueViewerProps) {
  const { t } = useLingui();
  const title = catalogue?.title ?? '';
  return (
    <Modal open={catalogue !== undefined} onClose={onClose} title={catalogue?.title ?? ''} size="fullscreen">
      {catalogue ? (
        <iframe className={styles.frame} src={catalogue.viewer} title={t`${title} catalogue`} />
      ) : null}
    </Modal>
  );
}
