// One record of content in a form laid out from its kind (kinds.ts). The server judges it: its field messages
// show beside each field and what was typed stays; saved, the change is on the shop at once.
import type { RequestError } from '@sajilo/store';
import { Button, FileField, SelectField, Spinner, TextAreaField, TextField } from '@sajilo/ui';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Failed } from '../components/failed.js';
import styles from '../components/screens.module.css';
import { NotFoundScreen } from '../shell/not-found.js';
import { KindNav } from './content.js';
import own from './content.module.css';
import { contentApi } from './content-api.js';
import { type FieldSpec, type KindSpec, kindOf, nepaliTwin, withTwins } from './kinds.js';
import { type Row, useContent, type Values } from './use-content.js';

interface Picture {
  path: string;
  widths: number[];
  width: number;
  height: number;
  alt: string;
  url?: string;
}

const isPicture = (value: unknown): value is Picture =>
  typeof value === 'object' && value !== null && 'path' in value && 'widths' in value;

/** The form's starting values: the record's, or a new record's defaults. */
function initial(spec: KindSpec, row: Row | undefined): Values {
  const today = new Date().toISOString().slice(0, 10);
  const values: Values = {};
  for (const field of withTwins(spec.fields)) {
    const value = row?.[field.name];
    if (value !== undefined && value !== null) values[field.name] = isPicture(value) ? value : value;
    else if (field.type === 'date') values[field.name] = today;
    else if (field.type === 'checkbox') values[field.name] = true;
    else if (field.options?.[0]) values[field.name] = field.options[0].value;
    else values[field.name] = field.type === 'number' && field.name === 'sort_order' ? 0 : '';
  }
  return values;
}

/** What the kind's input takes: numbers as numbers, empty optional fields left out, the picture as stored. */
function toInput(spec: KindSpec, values: Values): Values {
  const out: Values = {};
  for (const field of withTwins(spec.fields)) {
    const value = values[field.name];
    if (field.type === 'checkbox') out[field.name] = Boolean(value);
    else if (field.type === 'image') {
      if (isPicture(value)) {
        const { path, widths, width, height, alt } = value;
        out[field.name] = { path, widths, width, height, alt };
      }
    } else if (field.type === 'number' || field.name === 'type_id') {
      if (value !== '' && value !== undefined) out[field.name] = Number(value);
    } else if (typeof value === 'string' && (value.trim() !== '' || field.required)) out[field.name] = value;
  }
  return out;
}

function PictureField({
  field,
  value,
  pictures,
  error,
  onChange,
}: {
  field: FieldSpec;
  value: unknown;
  pictures: Picture[];
  error: string[] | undefined;
  onChange: (value: Picture | '') => void;
}) {
  const current = isPicture(value) ? value : undefined;
  // A Nepali twin's controls say so, so each has a name of its own beside the English ones.
  const which = field.lang === 'ne' ? 'Nepali picture' : 'picture';
  const [upload, { isLoading }] = contentApi.useUploadPictureMutation();
  const [problem, setProblem] = useState<string[] | undefined>();
  const problemId = `${useId()}-problem`;
  const [uploaded, setUploaded] = useState<Picture[]>([]);
  const choices = [...uploaded, ...pictures.filter((p) => !uploaded.some((u) => u.path === p.path))];
  const options = choices.map((p) => ({ value: p.path, label: p.alt ? `${p.alt} (${p.path})` : p.path }));
  async function choose(file: File | undefined) {
    if (!file) return;
    const result = await upload(file);
    if ('data' in result && result.data) {
      const { path, widths, width, height, url } = result.data.picture;
      const picture = { path, widths, width, height, url, alt: current?.alt ?? '' };
      setProblem(undefined);
      setUploaded((list) => [picture, ...list]);
      onChange(picture);
    } else {
      const failure = result.error as RequestError;
      setProblem(
        Object.values(failure.fieldErrors).flat().length > 0
          ? Object.values(failure.fieldErrors).flat()
          : [failure.message],
      );
    }
  }
  return (
    <fieldset className={own.fieldset} data-field={field.name}>
      <legend>{field.label}</legend>
      {field.hint ? <p className={styles.muted}>{field.hint}</p> : null}
      {current?.url ? <img className={own.thumb} src={current.url} alt="" width={160} /> : null}
      <SelectField
        label={field.label}
        required={field.required}
        placeholder={field.required ? 'Choose a picture' : 'None'}
        options={options}
        value={current?.path ?? ''}
        onChange={(e) => onChange(choices.find((p) => p.path === e.target.value) ?? '')}
        hint="One this shop already has (of this record or another), or upload a new one."
        error={error}
      />
      <FileField
        label={`Upload a new ${which} (JPEG, PNG or WebP, at most 5 MB)`}
        accept="image/jpeg,image/png,image/webp"
        disabled={isLoading}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        onChange={(e) => choose(e.target.files?.[0])}
      />
      {isLoading ? <Spinner label={`Uploading the ${which}`} /> : null}
      {problem ? (
        <p id={problemId} role="alert" className={own.fieldError}>
          {problem.join(' ')}
        </p>
      ) : null}
      {current ? (
        <TextField
          label={`What the ${which} shows`}
          lang={field.lang}
          value={current.alt}
          onChange={(e) => onChange({ ...current, alt: e.target.value })}
        />
      ) : null}
    </fieldset>
  );
}

function PdfField({
  field,
  value,
  error,
  onChange,
}: {
  field: FieldSpec;
  value: unknown;
  error: string[] | undefined;
  onChange: (path: string) => void;
}) {
  const [upload, { isLoading }] = contentApi.useUploadCatalogueFileMutation();
  const [problem, setProblem] = useState<string[] | undefined>();
  const problemId = `${useId()}-problem`;
  async function choose(file: File | undefined) {
    if (!file) return;
    const result = await upload(file);
    if ('data' in result && result.data) {
      setProblem(undefined);
      onChange(result.data.file.path);
      toast.success(result.data.message);
    } else {
      const failure = result.error as RequestError;
      setProblem(failure.fieldErrors.file ?? [failure.message]);
    }
  }
  const messages = problem ?? error;
  return (
    <fieldset className={own.fieldset}>
      <legend>{field.label}</legend>
      <p className={styles.muted}>{typeof value === 'string' && value ? `Now: ${value}` : 'No PDF yet.'}</p>
      <FileField
        label="Upload a PDF (at most 5 MB)"
        accept="application/pdf"
        disabled={isLoading}
        aria-invalid={messages ? true : undefined}
        aria-describedby={messages ? problemId : undefined}
        onChange={(e) => choose(e.target.files?.[0])}
      />
      {isLoading ? <Spinner label="Uploading the PDF" /> : null}
      {messages ? (
        <p id={problemId} role="alert" className={own.fieldError}>
          {messages.join(' ')}
        </p>
      ) : null}
    </fieldset>
  );
}

function Editor({ spec, row, rows }: { spec: KindSpec; row: Row | undefined; rows: Row[] }) {
  const content = useContent(spec.key);
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(() => initial(spec, row));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const set = (name: string, value: unknown) => setValues((v) => ({ ...v, [name]: value }));
  const pictures = [
    ...new Map(
      rows
        .flatMap((r) => Object.values(r))
        .filter(isPicture)
        .map((p) => [p.path, p] as const),
    ).values(),
  ];

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await content.save(row?.id, toInput(spec, values));
    setBusy(false);
    if (result.ok) {
      setErrors({});
      // What the server kept (HTML sanitised): the form shows the record as stored.
      setValues(initial(spec, result.row));
      toast.success(result.message);
      if (!row) navigate(`/content/${spec.key}/${result.row.id}`, { replace: true });
      return;
    }
    setErrors(result.error.fieldErrors);
    if (Object.keys(result.error.fieldErrors).length === 0) toast.error(result.error.message);
  }

  function input(field: FieldSpec) {
    const value = values[field.name];
    const error = errors[field.name];
    const common = {
      label: field.label,
      required: field.required,
      hint: field.hint,
      error,
      lang: field.lang,
    };
    switch (field.type) {
      case 'image':
        return (
          <PictureField
            key={field.name}
            field={field}
            value={value}
            pictures={pictures}
            error={error}
            onChange={(p) => set(field.name, p)}
          />
        );
      case 'pdf':
        return (
          <PdfField
            key={field.name}
            field={field}
            value={value}
            error={error}
            onChange={(p) => set(field.name, p)}
          />
        );
      case 'html':
      case 'textarea':
        return (
          <TextAreaField
            key={field.name}
            {...common}
            rows={field.type === 'html' ? 12 : 3}
            value={String(value ?? '')}
            onChange={(e) => set(field.name, e.target.value)}
          />
        );
      case 'select':
        return (
          <SelectField
            key={field.name}
            {...common}
            options={field.options ?? content.faqTypes}
            placeholder={field.options ? undefined : 'Choose a type'}
            value={String(value ?? '')}
            onChange={(e) => set(field.name, e.target.value)}
          />
        );
      case 'checkbox':
        return (
          <label key={field.name} className={styles.check}>
            <input
              type="checkbox"
              checked={Boolean(value)}
              onChange={(e) => set(field.name, e.target.checked)}
            />{' '}
            {field.label}
          </label>
        );
      default:
        return (
          <TextField
            key={field.name}
            {...common}
            type={field.type === 'slug' ? 'text' : field.type}
            value={String(value ?? '')}
            readOnly={field.readOnly?.(row)}
            hint={field.readOnly?.(row) ? 'A built-in page keeps its address.' : field.hint}
            onChange={(e) => set(field.name, e.target.value)}
          />
        );
    }
  }

  return (
    <form
      className={spec.fields.some((field) => field.nepali) ? `${styles.form} ${own.bilingual}` : styles.form}
      onSubmit={submit}
      noValidate
      aria-labelledby="editor-heading"
    >
      {spec.fields.map((field) =>
        field.nepali ? (
          // docs/nepal.md "Content in Nepali": the English and the Nepali side by side (one above the
          // other on a narrow screen).
          <div key={field.name} className={own.pair} data-pair={field.name}>
            {input(field)}
            {input(nepaliTwin(field))}
          </div>
        ) : (
          input(field)
        ),
      )}
      <div className={styles.buttons}>
        <Button type="submit" loading={busy} loadingLabel="Saving">
          {row ? 'Save' : `Create the ${spec.singular}`}
        </Button>
        <Link to={`/content/${spec.key}`}>Back to the {spec.label.toLowerCase()}</Link>
      </div>
    </form>
  );
}

export function ContentEditorScreen() {
  const { kind, id } = useParams();
  const spec = kindOf(kind);
  const content = useContent(spec?.key ?? 'pages');
  if (!spec || (id === 'new' && !spec.canCreate)) return <NotFoundScreen />;
  const row = id === 'new' ? undefined : content.rows?.find((r) => String(r.id) === id);
  const heading = row ? `Edit ${spec.singular}: ${spec.title(row)}` : `New ${spec.singular}`;
  return (
    <div className={styles.page}>
      <h1 id="editor-heading">{content.rows && !row && id !== 'new' ? 'Not found' : heading}</h1>
      <KindNav current={spec.key} />
      {content.isLoading ? <Spinner label="Loading" /> : null}
      {content.error ? <Failed error={content.error} retry={content.refetch} /> : null}
      {content.rows && (row || id === 'new') ? (
        <section className={styles.section}>
          {row && spec.shopPath?.(row) ? (
            <p className={styles.muted}>
              On the shop at {spec.shopPath(row)}; a saved change shows there at once.
            </p>
          ) : null}
          <Editor key={`${spec.key}-${id}`} spec={spec} row={row} rows={content.rows} />
        </section>
      ) : null}
      {content.rows && !row && id !== 'new' ? (
        <p>
          No such {spec.singular}.{' '}
          <Link to={`/content/${spec.key}`}>Back to the {spec.label.toLowerCase()}</Link>
        </p>
      ) : null}
    </div>
  );
}
