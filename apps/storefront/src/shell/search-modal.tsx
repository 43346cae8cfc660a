// docs/customer.md §2: the header's search icon opens a modal whose form submits to /search?query=…; like the
// earlier site it is not dismissed by Escape or a backdrop click (its close button is the way out).
import { useLingui } from '@lingui/react/macro';
import { Modal } from '@sajilo/ui';
import { useRef } from 'react';
import { SearchForm } from './search-form.js';

export interface SearchModalProps {
  open: boolean;
  onClose: () => void;
}

export function SearchModal({ open, onClose }: SearchModalProps) {
  const { t } = useLingui();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t`Search`}
      description={t`Find tiles, sanitaryware, bath ware, kitchen and lighting by name, brand or code.`}
      staticBackdrop
      initialFocusRef={inputRef}
    >
      <SearchForm inputRef={inputRef} onSearched={onClose} />
    </Modal>
  );
}
