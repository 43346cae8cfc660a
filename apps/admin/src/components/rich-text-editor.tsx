// The product description's editor: TipTap (ProseMirror) with the few marks and blocks the storefront shows
// (paragraphs, headings, bold, italic, lists, quotes, links). It hands back HTML; the server sanitises it
// whatever it holds (docs/back-office.md "Content"), so the editor is a convenience, not a guard.
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId } from 'react';
import styles from './rich-text-editor.module.css';

export interface RichTextEditorProps {
  label: string;
  /** The HTML to start from (the editor is uncontrolled after that: give it a `key` to start again). */
  initial: string;
  onChange: (html: string) => void;
  error?: string[] | undefined;
  /** The language of the text typed (e.g. `ne`), when it is not the page's. */
  lang?: string;
}

export function RichTextEditor({ label, initial, onChange, error, lang }: RichTextEditorProps) {
  const labelId = useId();
  const errorId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto', 'tel'] },
      }),
    ],
    content: initial,
    immediatelyRender: true,
    // The back office's Content-Security-Policy allows no inline <style>: ProseMirror's few rules are in
    // rich-text-editor.module.css instead.
    injectCSS: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(lang ? { lang } : {}),
        ...(error?.length ? { 'aria-describedby': errorId, 'aria-invalid': 'true' } : {}),
        class: styles.content ?? '',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bullets: e?.isActive('bulletList') ?? false,
      numbers: e?.isActive('orderedList') ?? false,
      quote: e?.isActive('blockquote') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });

  function link() {
    if (!editor) return;
    if (editor.isActive('link')) {
      editor.chain().focus().unsetLink().run();
      return;
    }
    const href = window.prompt('Link address (https://…)');
    if (href) editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
  }

  const tools: { label: string; pressed: boolean | undefined; run: () => void; text: string }[] = editor
    ? [
        {
          label: 'Bold',
          text: 'B',
          pressed: active?.bold,
          run: () => editor.chain().focus().toggleBold().run(),
        },
        {
          label: 'Italic',
          text: 'I',
          pressed: active?.italic,
          run: () => editor.chain().focus().toggleItalic().run(),
        },
        {
          label: 'H2 heading',
          text: 'H2',
          pressed: active?.h2,
          run: () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
        },
        {
          label: 'H3 subheading',
          text: 'H3',
          pressed: active?.h3,
          run: () => editor.chain().focus().toggleHeading({ level: 3 }).run(),
        },
        {
          label: 'Bulleted list',
          text: '•',
          pressed: active?.bullets,
          run: () => editor.chain().focus().toggleBulletList().run(),
        },
        {
          label: '1. Numbered list',
          text: '1.',
          pressed: active?.numbers,
          run: () => editor.chain().focus().toggleOrderedList().run(),
        },
        {
          label: 'Quote',
          text: '“',
          pressed: active?.quote,
          run: () => editor.chain().focus().toggleBlockquote().run(),
        },
        { label: 'Link', text: 'Link', pressed: active?.link, run: link },
      ]
    : [];

  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div className={styles.box}>
        <div role="toolbar" aria-label={`${label}: formatting`} className={styles.toolbar}>
          {tools.map((tool) => (
            <button
              key={tool.label}
              type="button"
              className={styles.tool}
              aria-label={tool.label}
              aria-pressed={tool.pressed ?? false}
              // A mouse press keeps the focus and the selection in the editor: moving them to the button and
              // back (focus() waits a frame) would drop a mark toggled at the caret before the next key.
              onMouseDown={(event) => event.preventDefault()}
              onClick={tool.run}
            >
              {tool.text}
            </button>
          ))}
        </div>
        <EditorContent editor={editor} />
      </div>
      {error?.length ? (
        <p id={errorId} className={styles.error}>
          {error.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
