import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface Change {
  id: string;
  changed: number;
  total: number;
  diff: Buffer;
}

const percent = ({ changed, total }: Change) => `${((100 * changed) / total).toFixed(2)} %`;
const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * `dir/index.html`: the changed screens, most changed first, as base, change and diff side by side; the
 * unchanged only counted. `dir/summary.md`: the same as a Markdown table, for a CI job's summary.
 */
export async function writeReport(
  dir: string,
  shots: string,
  { changes, screens, title, notes }: { changes: Change[]; screens: number; title: string; notes: string[] },
) {
  await rm(dir, { recursive: true, force: true });
  for (const folder of ['base', 'change', 'diff']) await mkdir(join(dir, folder), { recursive: true });
  const sorted = [...changes].sort((a, b) => b.changed / b.total - a.changed / a.total);
  for (const change of sorted) {
    const file = `${change.id}.png`;
    await copyFile(join(shots, 'base', file), join(dir, 'base', file));
    await copyFile(join(shots, 'change', file), join(dir, 'change', file));
    await writeFile(join(dir, 'diff', file), change.diff);
  }
  const summary = `${changes.length} of ${screens} screens changed`;
  const figure = (folder: string, file: string) =>
    `<figure><figcaption>${folder}</figcaption><a href="${folder}/${file}"><img src="${folder}/${file}" alt="${folder}" loading="lazy"></a></figure>`;
  const sections = sorted.map(
    (change) =>
      `<section><h2>${escape(change.id)} <small>${percent(change)} of its pixels (${change.changed})</small></h2>
<div class="row">${['base', 'change', 'diff'].map((folder) => figure(folder, `${change.id}.png`)).join('')}</div></section>`,
  );
  await writeFile(
    join(dir, 'index.html'),
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>${escape(summary)}</title>
<style>body{font:15px system-ui,sans-serif;margin:1.5rem;color:#222}h2{font-size:1rem;margin:2rem 0 .5rem}small{color:#666;font-weight:normal}
.row{display:grid;grid-template-columns:repeat(3,1fr);gap:.75rem;align-items:start}figure{margin:0}figcaption{font-weight:600;margin-bottom:.25rem}
img{width:100%;border:1px solid #ccc}.notes{color:#8a4b00}</style>
<h1>${escape(summary)}</h1><p>${escape(title)}</p>${notes.map((note) => `<p class="notes">${escape(note)}</p>`).join('')}
${sections.join('\n') || '<p>No screen changed.</p>'}
<p>${screens - changes.length} unchanged screens are not shown.</p></html>\n`,
  );
  const rows = sorted.map((change) => `| ${change.id} | ${percent(change)} | ${change.changed} |`);
  await writeFile(
    join(dir, 'summary.md'),
    [
      `### ${summary}`,
      title,
      ...notes,
      '',
      ...(rows.length ? ['| Screen | Changed | Pixels |', '|---|---|---|', ...rows] : []),
    ].join('\n') + '\n',
  );
  return summary;
}
