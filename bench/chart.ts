import type { Row } from './report';

const escape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const label = (value: number, unit: string) =>
  `${Number.isFinite(value) ? (value >= 100 ? Math.round(value).toLocaleString('en') : value.toFixed(1)) : 'n/a'} ${unit}`;

/**
 * A hand-written SVG: for each scenario with a baseline, Courtside's bar (blue) over the
 * baseline's (grey), both on that scenario's own scale, with the values, the ratio and
 * whether the target holds. Bars show medians.
 */
export function chart(rows: Row[], ratio: (row: Row) => string): string {
  const shown = rows.filter((row) => row.baseline !== null);
  const left = 330;
  const barWidth = 420;
  const rowHeight = 46;
  const top = 54;
  const width = left + barWidth + 190;
  const height = top + shown.length * rowHeight + 20;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif" font-size="12">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="12" y="22" font-size="15" font-weight="bold">Courtside vs. the baseline in the same run (medians)</text>`,
    `<rect x="12" y="32" width="12" height="10" fill="#1f6feb"/><text x="30" y="41">Courtside</text>`,
    `<rect x="110" y="32" width="12" height="10" fill="#9aa4ae"/><text x="128" y="41">baseline</text>`,
    `<text x="230" y="41" fill="#555">lower is better for ms, higher for per-second figures</text>`,
  ];
  shown.forEach((row, index) => {
    const y = top + index * rowHeight;
    const baseline = row.baseline?.median ?? 0;
    const scale = Math.max(row.courtside.median, baseline) || 1;
    const w = (value: number) =>
      Number.isFinite(value) ? Math.max(1, (value / scale) * barWidth) : 0;
    const verdict = row.holds === null ? '' : row.holds ? ' · target holds' : ' · target missed';
    parts.push(
      `<text x="12" y="${y + 14}">${escape(row.scenario)}</text>`,
      `<text x="12" y="${y + 30}" fill="#555">${escape(`${ratio(row)}${verdict}`)}</text>`,
      `<rect x="${left}" y="${y + 3}" width="${w(row.courtside.median).toFixed(1)}" height="15" fill="#1f6feb"/>`,
      `<text x="${(left + w(row.courtside.median) + 6).toFixed(1)}" y="${y + 15}">${escape(label(row.courtside.median, row.unit))}</text>`,
      `<rect x="${left}" y="${y + 21}" width="${w(baseline).toFixed(1)}" height="15" fill="#9aa4ae"/>`,
      `<text x="${(left + w(baseline) + 6).toFixed(1)}" y="${y + 33}">${escape(label(baseline, row.unit))}</text>`,
    );
  });
  parts.push('</svg>', '');
  return parts.join('\n');
}
