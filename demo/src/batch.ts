/**
 * The batch page: rows from pasted text or a CSV file, validated in a Web Worker with a progress
 * bar, shown page by page with a verdict filter, and downloadable as CSV.
 * @module
 */
import { CsvError, formatCsv, parseCsv, validateSync, VERDICT_COLUMNS, verdictCells } from 'bank-number';
import type { Format } from 'bank-number';
import type { FromWorker, RowVerdict, ToWorker } from './batch-protocol.ts';
import { initConnectionPanel } from './connection-panel.ts';
import { byId, el } from './dom.ts';
import { numberText } from './number-text.ts';
import { formatName } from './verdict-view.ts';

const PAGE_SIZE = 50;
/** A small list of every format, with a few mistakes in it. */
const EXAMPLE = [
  'customer,account',
  'Ada Lovelace,GB82 WEST 1234 5698 7654 32',
  'Grace Hopper,DE89 3704 0044 0532 0130 00',
  'Alan Turing,GB82 WEST 1234 5698 7654 31',
  'Katherine Johnson,021000021',
  'Edsger Dijkstra,NL91 ABNA 0417 1643 00',
  'Barbara Liskov,04-00-04',
  'Donald Knuth,DEUTDEFF',
  'Frances Allen,FR14 2004 1010 0505 0001 3M02 606',
  'John Backus,12345678',
  'Hedy Lamarr,CH93 0076 2011 6238 5295 7',
].join('\n');
/** Rows looked at to guess which column holds the numbers. */
const SAMPLE_ROWS = 50;

const form = byId<HTMLFormElement>('batch-form');
const textArea = byId<HTMLTextAreaElement>('batch-text');
const fileInput = byId<HTMLInputElement>('batch-file');
const dropZone = byId('drop-zone');
const fileStatus = byId('file-status');
const columnSelect = byId<HTMLSelectElement>('batch-column');
const formatSelect = byId<HTMLSelectElement>('batch-format');
const headerBox = byId<HTMLInputElement>('batch-header');
const tableStatus = byId('table-status');
const runButton = byId<HTMLButtonElement>('batch-run');
const cancelButton = byId<HTMLButtonElement>('batch-cancel');
const progressCard = byId('progress-card');
const progress = byId<HTMLProgressElement>('batch-progress');
const progressText = byId('progress-text');
const resultsCard = byId('results-card');
const summary = byId('results-summary');
const tbody = byId<HTMLTableElement>('results-table').tBodies[0] as HTMLTableSectionElement;
const pageStatus = byId('page-status');
const prevButton = byId<HTMLButtonElement>('page-prev');
const nextButton = byId<HTMLButtonElement>('page-next');
const downloadButton = byId<HTMLButtonElement>('batch-download');

interface Job {
  id: number;
  header: string[] | null;
  rows: string[][];
  column: number;
  verdicts: RowVerdict[];
  done: boolean;
}

let rows: string[][] = [];
let fileName: string | null = null;
let fileText: string | null = null;
let job: Job | null = null;
let jobSeq = 0;
let page = 0;
let worker: Worker | null = null;
let lastAnnounced = 0;

const numberFormat = new Intl.NumberFormat('en');
const n = (value: number): string => numberFormat.format(value);

function sourceText(): string {
  return fileText ?? textArea.value;
}

function dataRows(): string[][] {
  return headerBox.checked ? rows.slice(1) : rows;
}

/** The column whose sampled cells are most often valid numbers; the first one on a tie. */
function guessColumn(columns: number): number {
  const sample = dataRows().slice(0, SAMPLE_ROWS);
  let best = 0;
  let bestCount = -1;
  for (let c = 0; c < columns; c++) {
    let count = 0;
    for (const row of sample) {
      const cell = row[c] ?? '';
      if (cell.trim() === '' || cell.length > 128) continue;
      if (validateSync(cell).result.valid) count++;
    }
    if (count > bestCount) {
      best = c;
      bestCount = count;
    }
  }
  return best;
}

function refreshTable(options: { guessHeader: boolean }): void {
  const text = sourceText();
  let unreadable: string | null = null;
  try {
    rows = text.trim() === '' ? [] : parseCsv(text);
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    rows = [];
    unreadable = `The text cannot be read as CSV: ${error.message}.`;
  }
  if (options.guessHeader) {
    // A first line without any digit is a header: numbers always have digits.
    headerBox.checked = rows.length > 1 && !/[0-9]/.test((rows[0] ?? []).join(''));
  }
  const columns = rows.reduce((most, row) => Math.max(most, row.length), 0);
  const previous = columnSelect.value;
  columnSelect.replaceChildren();
  if (columns === 0) {
    columnSelect.append(el('option', {}, 'No rows yet'));
    columnSelect.disabled = true;
    runButton.disabled = true;
    tableStatus.textContent = unreadable ?? '';
    return;
  }
  const header = headerBox.checked ? (rows[0] ?? []) : [];
  for (let c = 0; c < columns; c++) {
    const name = header[c]?.trim();
    columnSelect.append(el('option', { value: String(c) }, name ? `Column ${c + 1}: ${name}` : `Column ${c + 1}`));
  }
  const keep = Number(previous);
  columnSelect.value = String(
    !options.guessHeader && Number.isInteger(keep) && keep < columns ? keep : guessColumn(columns),
  );
  columnSelect.disabled = columns === 1;
  const count = dataRows().length;
  runButton.disabled = count === 0;
  const rowWord = count === 1 ? 'row' : 'rows';
  const columnWord = columns === 1 ? 'column' : 'columns';
  const source = fileName === null ? '' : ` from ${fileName}`;
  tableStatus.textContent = `${n(count)} ${rowWord} in ${columns} ${columnWord}${source}.`;
}

async function loadFile(file: File): Promise<void> {
  fileText = await file.text();
  fileName = file.name;
  fileStatus.replaceChildren(`Using ${file.name} (${n(file.size)} bytes) instead of the text above. `);
  const clear = el('button', { type: 'button', class: 'secondary small', id: 'file-clear' }, 'Use the text instead');
  clear.addEventListener('click', () => {
    fileText = null;
    fileName = null;
    fileInput.value = '';
    fileStatus.textContent = '';
    refreshTable({ guessHeader: true });
  });
  fileStatus.append(clear);
  refreshTable({ guessHeader: true });
}

function getWorker(): Worker {
  if (worker === null) {
    worker = new Worker(new URL('./batch-worker.ts', import.meta.url), { type: 'module', name: 'bank-number-batch' });
    worker.addEventListener('message', (event: MessageEvent<FromWorker>) => onWorkerMessage(event.data));
  }
  return worker;
}

function start(): void {
  const column = Number(columnSelect.value) || 0;
  const data = dataRows();
  if (data.length === 0) return;
  const id = ++jobSeq;
  job = { id, header: headerBox.checked ? (rows[0] ?? null) : null, rows: data, column, verdicts: [], done: false };
  page = 0;
  const format = formatSelect.value === '' ? null : (formatSelect.value as Format);
  const message: ToWorker = { type: 'start', id, inputs: data.map((row) => row[column] ?? ''), format };
  progressCard.hidden = false;
  progress.max = data.length;
  progress.value = 0;
  progressText.textContent = `Validating ${n(data.length)} rows…`;
  lastAnnounced = performance.now();
  resultsCard.hidden = false;
  runButton.disabled = true;
  cancelButton.hidden = false;
  render();
  getWorker().postMessage(message);
}

function finish(text: string): void {
  runButton.disabled = dataRows().length === 0;
  cancelButton.hidden = true;
  progressText.textContent = text;
  render();
}

function onWorkerMessage(message: FromWorker): void {
  if (job === null || job.done || message.id !== job.id) return;
  if (message.type === 'progress') {
    for (const verdict of message.verdicts) job.verdicts.push(verdict);
    progress.value = message.done;
    const now = performance.now();
    // The live region speaks at most once a second.
    if (now - lastAnnounced > 1000) {
      progressText.textContent = `${n(message.done)} of ${n(message.total)} rows validated…`;
      lastAnnounced = now;
    }
    // Only the first page is redrawn while it fills; later pages draw when looked at.
    if (job.verdicts.length - message.verdicts.length < PAGE_SIZE * (page + 1)) render();
    else renderSummary();
  } else {
    job.done = true;
    finish(`${n(message.total)} of ${n(message.total)} rows validated in ${(message.ms / 1000).toFixed(1)} s.`);
  }
}

function filterValue(): 'all' | 'valid' | 'invalid' {
  return (document.querySelector<HTMLInputElement>('input[name="verdict"]:checked')?.value ?? 'all') as
    | 'all'
    | 'valid'
    | 'invalid';
}

/** Indexes of the rows that pass the filter. */
function visibleRows(current: Job): number[] {
  const filter = filterValue();
  const out: number[] = [];
  current.verdicts.forEach((verdict, index) => {
    if (filter === 'all' || (filter === 'valid') === verdict.valid) out.push(index);
  });
  return out;
}

function renderSummary(): void {
  if (job === null) return;
  const valid = job.verdicts.filter((verdict) => verdict.valid).length;
  const invalid = job.verdicts.length - valid;
  const of = job.done ? '' : ` so far (of ${n(job.rows.length)})`;
  summary.replaceChildren(
    `${n(job.verdicts.length)} rows${of}: `,
    el('strong', { 'data-count': 'valid' }, n(valid)),
    ' valid, ',
    el('strong', { 'data-count': 'invalid' }, n(invalid)),
    ' invalid.',
  );
}

function render(): void {
  if (job === null) return;
  renderSummary();
  const visible = visibleRows(job);
  const pages = Math.max(1, Math.ceil(visible.length / PAGE_SIZE));
  page = Math.min(page, pages - 1);
  const headerOffset = job.header === null ? 1 : 2;
  const slice = visible.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  tbody.replaceChildren(
    ...slice.map((index) => {
      const verdict = job?.verdicts[index] as RowVerdict;
      const input = job?.rows[index]?.[job.column] ?? '';
      return el(
        'tr',
        { 'data-verdict': verdict.valid ? 'valid' : 'invalid' },
        el('td', { 'data-label': 'Row' }, String(index + headerOffset)),
        el('td', { class: 'mono', 'data-label': 'Input' }, numberText(input)),
        el(
          'td',
          { 'data-label': 'Verdict' },
          el('span', { class: `badge ${verdict.valid ? 'valid' : 'invalid'}` }, verdict.valid ? 'Valid' : 'Invalid'),
        ),
        el('td', { 'data-label': 'Format' }, verdict.format === null ? '—' : formatName(verdict.format)),
        verdict.valid
          ? el('td', { class: 'mono', 'data-label': 'Normalized' }, numberText(verdict.normalized))
          : el(
              'td',
              { class: 'errors', 'data-label': 'Errors' },
              // One element: on a phone the cell is a grid of its label and its content, and the
              // codes, a grid item of their own, would fall under the label, out of the column.
              el('span', {}, verdict.message, ' ', el('code', { class: 'codes hint' }, verdict.codes.join(', '))),
            ),
        el('td', { 'data-label': 'Bank' }, verdict.bankName ?? (verdict.valid ? '—' : '')),
      );
    }),
  );
  if (slice.length === 0) {
    tbody.append(
      el('tr', {}, el('td', { colspan: 6, class: 'hint' }, job.verdicts.length === 0 ? 'Working…' : 'No rows match.')),
    );
  }
  const rowWord = visible.length === 1 ? 'row' : 'rows';
  pageStatus.textContent = `Page ${page + 1} of ${pages} (${n(visible.length)} ${rowWord})`;
  prevButton.disabled = page === 0;
  nextButton.disabled = page >= pages - 1;
  downloadButton.disabled = !job.done;
  downloadButton.textContent = job.done
    ? `Download ${n(visible.length)} ${visible.length === 1 ? 'row' : 'rows'} as CSV`
    : 'Download CSV';
}

function download(): void {
  if (job === null || !job.done) return;
  const width = job.rows.reduce((most, row) => Math.max(most, row.length), job.header?.length ?? 0);
  const header = Array.from({ length: width }, (_, c) => job?.header?.[c] ?? `column_${c + 1}`);
  const out: string[][] = [[...header, ...VERDICT_COLUMNS]];
  for (const index of visibleRows(job)) {
    const row = job.rows[index] as string[];
    out.push([
      ...Array.from({ length: width }, (_, c) => row[c] ?? ''),
      ...verdictCells(job.verdicts[index] as RowVerdict),
    ]);
  }
  const url = URL.createObjectURL(new Blob([formatCsv(out)], { type: 'text/csv;charset=utf-8' }));
  const base = (fileName ?? 'numbers').replace(/\.[^.]+$/, '');
  const link = el('a', { href: url, download: `${base}-verdicts.csv` });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

let typing: ReturnType<typeof setTimeout> | undefined;
textArea.addEventListener('input', () => {
  if (fileText !== null) return;
  clearTimeout(typing);
  typing = setTimeout(() => refreshTable({ guessHeader: true }), 200);
});
headerBox.addEventListener('change', () => refreshTable({ guessHeader: false }));
byId('batch-example').addEventListener('click', () => {
  fileText = null;
  fileName = null;
  fileInput.value = '';
  fileStatus.textContent = '';
  textArea.value = EXAMPLE;
  refreshTable({ guessHeader: true });
});
fileInput.addEventListener('change', () => {
  const file = fileInput.files?.[0];
  if (file !== undefined) void loadFile(file);
});
for (const name of ['dragenter', 'dragover']) {
  dropZone.addEventListener(name, (event) => {
    event.preventDefault();
    dropZone.classList.add('dragging');
  });
}
for (const name of ['dragleave', 'drop']) {
  dropZone.addEventListener(name, () => dropZone.classList.remove('dragging'));
}
dropZone.addEventListener('drop', (event) => {
  event.preventDefault();
  const file = event.dataTransfer?.files[0];
  if (file !== undefined) void loadFile(file);
});
form.addEventListener('submit', (event) => {
  event.preventDefault();
  start();
});
cancelButton.addEventListener('click', () => {
  if (job === null || job.done) return;
  worker?.postMessage({ type: 'cancel', id: job.id } satisfies ToWorker);
  const stopped = job;
  job = { ...stopped, rows: stopped.rows.slice(0, stopped.verdicts.length), done: true };
  finish(`Stopped after ${n(stopped.verdicts.length)} of ${n(stopped.rows.length)} rows.`);
});
byId('verdict-filter').addEventListener('change', () => {
  page = 0;
  render();
});
prevButton.addEventListener('click', () => {
  page = Math.max(0, page - 1);
  render();
});
nextButton.addEventListener('click', () => {
  page++;
  render();
});
downloadButton.addEventListener('click', download);

refreshTable({ guessHeader: true });
void initConnectionPanel();
