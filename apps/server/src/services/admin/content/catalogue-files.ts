// A catalogue's PDF, uploaded before the catalogue that names it is saved (kinds.ts CATALOGUES).
import { fileTypeFromBuffer } from 'file-type';
import { HttpError } from '../../../errors.js';
import { randomToken } from '../../crypto.js';
import { putFiles } from '../../files.js';
import { uploadUrl } from '../../uploads.js';
import { audit } from '../audit.js';
import type { Editor } from './records.js';

/**
 * Stores an uploaded catalogue PDF as a public file at a new address, with its audit entry; saving a
 * catalogue that names it uses it. The form reader already refused anything but a PDF (415, by its content:
 * services/uploads.ts); this looks at the bytes themselves once more (a PDF starts with %PDF-).
 */
export async function storeCataloguePdf(
  editor: Editor,
  pdf: { buffer: Buffer; originalName: string },
): Promise<{ path: string; url: string; size: number }> {
  if ((await fileTypeFromBuffer(pdf.buffer))?.mime !== 'application/pdf') {
    throw new HttpError(415, { file: ['The file must be a PDF document.'] });
  }
  // A random address: public files are served as immutable, so a path never names other content.
  const path = `catalogues/${randomToken(12)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}-${Date.now()}.pdf`;
  await editor.db.transaction(async (tx) => {
    await putFiles(tx, [{ path, content: pdf.buffer, mime: 'application/pdf', public: true }]);
    await audit(tx, editor.request, {
      entity: 'file',
      entityId: path,
      before: null,
      after: { path, size: pdf.buffer.length, name: pdf.originalName },
    });
  });
  return { path, url: uploadUrl(editor.base, path), size: pdf.buffer.length };
}
