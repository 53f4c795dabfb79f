import type { Chain, ReportVerdictsDto } from "@/lib/api";
import { findingVerdict, STATUS_STYLES, statusStyle, VERDICT_STYLES } from "@/lib/core/verdict-style";
import { describeVerdicts, REJECT_REASON_LABELS, reviewDay, type ReviewedSentence } from "@/lib/core/reviews";
import { dagSvg } from "./dag-svg";
import { escapeHtml } from "./escape-html";
import type { HtmlReportData, NotFoundClaim } from "./report-data";

// The file loads no font: CJK names fall back to the reader's system CJK fonts, then to the generic sans-serif.
const STYLE = `
:root { color-scheme: light; }
body { font: 14px/1.5 -apple-system, "Segoe UI", Helvetica, Arial, "PingFang SC", "Hiragino Sans", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC", sans-serif; color: #18181b; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; }
h1 { font-size: 1.5rem; margin: 0 0 .25rem; } h2 { font-size: 1.15rem; margin: 2rem 0 .5rem; border-bottom: 1px solid #e4e4e7; padding-bottom: .25rem; }
.meta { color: #52525b; margin: 0; } .dag { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; font-size: 13px; } th, td { text-align: left; padding: .3rem .5rem; border-bottom: 1px solid #e4e4e7; vertical-align: top; }
th { background: #f4f4f5; } td.num { text-align: right; font-variant-numeric: tabular-nums; }
.status { font-weight: 600; } code, .mono { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 12px; }
.report { white-space: pre-wrap; line-height: 1.7; }
.v-found { background: ${VERDICT_STYLES.found.background}; } .v-not-found { background: ${VERDICT_STYLES["not-found"].background}; text-decoration: underline wavy ${STATUS_STYLES.fail.stroke}; } .v-unchecked { background: ${VERDICT_STYLES.unchecked.background}; }
.legend span { display: inline-block; padding: 0 .4rem; margin-right: .5rem; border-radius: 3px; }
.claim { border: 1px solid #e4e4e7; border-left: 4px solid #b91c1c; border-radius: 4px; padding: .5rem .75rem; margin: .75rem 0; break-inside: avoid; page-break-inside: avoid; }
h3 { font-size: 1rem; margin: 1.25rem 0 .25rem; }
.claim ol { margin: .25rem 0 0; padding-left: 1.25rem; } .broken { color: #b91c1c; }
.review { border: 1px solid #e4e4e7; border-left: 4px solid #2563eb; border-radius: 4px; padding: .5rem .75rem; margin: .75rem 0; break-inside: avoid; page-break-inside: avoid; }
.review ol { margin: .25rem 0 0; padding-left: 1.25rem; } sup a { color: #2563eb; font-size: 11px; }
@media print { body { margin: 0; max-width: none; } h2 { break-after: avoid; page-break-after: avoid; } tr { break-inside: avoid; page-break-inside: avoid; } a { color: inherit; text-decoration: none; } }
`;

const statusCell = (status: string) => `<span class="status" style="color:${statusStyle(status).stroke}">${escapeHtml(status)}</span>`;
/** A hop's finding in the colour of the edge status it gives: found as pass, not-found as fail. */
const findingCell = (finding: string) => {
  const verdict = findingVerdict(finding);
  const colour = STATUS_STYLES[verdict === "found" ? "pass" : verdict === "not-found" ? "fail" : "empty"].stroke;
  return `<span class="status" style="color:${colour}">${escapeHtml(finding)}</span>`;
};

function edgeTable(data: HtmlReportData): string {
  const rows = data.audit.edgeResults.map(
    (edge) =>
      `<tr><td class="mono">${escapeHtml(edge.fence)}</td><td>${statusCell(edge.status)}</td><td class="num">${edge.claims}</td><td class="num">${edge.found}</td><td class="num">${edge.notFound}</td><td class="num">${edge.unchecked}</td><td class="num">${edge.rejections}</td></tr>`,
  );
  return `<table><thead><tr><th>Audit</th><th>Status</th><th>Claims</th><th>Found</th><th>Not found</th><th>Unchecked</th><th>Rejections</th></tr></thead><tbody>${rows.join("")}</tbody></table>`;
}

/**
 * The report text with each sentence wrapped in its shown verdict's colour (the reviewer's when
 * one judged it, with a link to its reviews); text between sentences kept as is.
 */
function reportSection(report: ReportVerdictsDto, reviewed: ReviewedSentence[]): string {
  const reviews = new Map(reviewed.map((sentence) => [sentence.index, sentence]));
  let at = 0;
  const parts: string[] = [];
  for (const sentence of report.sentences) {
    const review = reviews.get(sentence.index);
    const verdict = review?.shown ?? sentence.verdict;
    const title = review ? describeVerdicts(review) : sentence.verdict;
    const marker = review ? `<sup><a href="#review-${sentence.index}">R</a></sup>` : "";
    parts.push(escapeHtml(report.text.slice(at, sentence.start)));
    parts.push(`<span class="v-${verdict}" title="${escapeHtml(title)}">${escapeHtml(report.text.slice(sentence.start, sentence.end))}</span>${marker}`);
    at = sentence.end;
  }
  parts.push(escapeHtml(report.text.slice(at)));
  const legend = `<p class="legend"><span class="v-found">found</span><span class="v-not-found">not found</span><span class="v-unchecked">unchecked</span></p>`;
  return `<h2>Report <span class="meta mono">${escapeHtml(report.path)}</span></h2>${legend}<div class="report">${parts.join("")}</div>`;
}

/** Every reviewed sentence with both verdicts and its whole history, earliest first. */
function reviewsSection(data: HtmlReportData): string {
  const { sentences, signOff } = data.reviews;
  const signedOff = signOff ? `<p><strong>Signed off</strong> by ${escapeHtml(signOff.reviewer)}, ${escapeHtml(reviewDay(signOff.at))}: ${escapeHtml(signOff.summary)}</p>` : "";
  if (sentences.length === 0) return `<h2>Reviews</h2>${signedOff}<p>No sentence has been reviewed.</p>`;
  const text = data.report?.text ?? "";
  const items = sentences.map((sentence) => {
    const history = sentence.history.map(
      (review) =>
        `<li>${escapeHtml(review.kind)}${review.reason ? ` (${escapeHtml(REJECT_REASON_LABELS[review.reason])})` : ""} by ${escapeHtml(review.reviewer)}, ${escapeHtml(reviewDay(review.at))}${review.text ? `: ${escapeHtml(review.text)}` : ""}</li>`,
    );
    return `<div class="review" id="review-${sentence.index}"><div>“${escapeHtml(text.slice(sentence.start, sentence.end))}”</div><div class="meta">${escapeHtml(describeVerdicts(sentence))}</div><ol>${history.join("")}</ol></div>`;
  });
  return `<h2>Reviews (${sentences.length} sentences)</h2>${signedOff}${items.join("")}`;
}

function chainSteps(chain: Chain): string {
  const hops = chain.hops.map(
    (hop) =>
      `<li><span class="mono">${escapeHtml(hop.fence)}</span>: ${findingCell(hop.finding)} “${escapeHtml(hop.claim)}”${hop.evidence ? `<br><span class="meta">evidence: ${escapeHtml(hop.evidence)}</span>` : ""}</li>`,
  );
  const end = chain.source
    ? `<li>source: <span class="mono">${escapeHtml(chain.source.tracePath)}</span> line ${chain.source.line}${chain.source.tool ? ` (${escapeHtml(chain.source.tool)})` : ""}</li>`
    : "";
  const nearest = chain.brokenAt?.reason === "not-found" ? (chain.hops.at(-1)?.nearest ?? []) : [];
  const candidates = nearest.length
    ? `<ul class="meta">${nearest.map((candidate) => `<li>nearest: “${escapeHtml(candidate.text)}” in <span class="mono">${escapeHtml(candidate.file)}</span> line ${candidate.line}: ${escapeHtml(candidate.excerpt)}</li>`).join("")}</ul>`
    : "";
  const broken = chain.brokenAt ? `<p class="broken">${escapeHtml(chain.brokenAt.explanation)}</p>${candidates}` : "";
  return `<ol>${hops.join("")}${end}</ol>${broken}`;
}

/** Not-found claims grouped by the hop (fence) where their chain breaks, in the order the audit lists them. */
function notFoundSection(claims: NotFoundClaim[]): string {
  if (claims.length === 0) return `<h2>Not-found claims</h2><p>Every claim was found in its source.</p>`;
  const byHop = new Map<string, NotFoundClaim[]>();
  for (const claim of claims) {
    const hop = claim.chain.brokenAt?.fence ?? claim.fence;
    byHop.set(hop, [...(byHop.get(hop) ?? []), claim]);
  }
  const groups = [...byHop].map(([hop, grouped]) => {
    const items = grouped.map(
      (claim) =>
        `<div class="claim"><div><strong>“${escapeHtml(claim.claim)}”</strong> <span class="meta mono">${escapeHtml(claim.fence)}</span></div>${claim.claimInDocument ? `<div class="meta">in the document: ${escapeHtml(claim.claimInDocument)}</div>` : ""}${chainSteps(claim.chain)}</div>`,
    );
    return `<section class="hop"><h3>Breaks at <span class="mono">${escapeHtml(hop)}</span> (${grouped.length})</h3>${items.join("")}</section>`;
  });
  return `<h2>Not-found claims (${claims.length}), by the hop where they break</h2>${groups.join("")}`;
}

/** Per supported (✓) sentence, the tool call file and line each of its figures' chains ends on. */
function supportedSection(report: ReportVerdictsDto): string {
  const supported = report.sentences.filter((sentence) => sentence.verdict === "found");
  if (supported.length === 0) return `<h2>Supported sentences</h2><p>No sentence of the report is traced to a tool call.</p>`;
  const rows = supported.flatMap((sentence) => {
    const sourced = sentence.figures.filter((figure) => figure.source);
    return sourced.map(
      (figure, index) =>
        `<tr>${index === 0 ? `<td rowspan="${sourced.length}">${escapeHtml(sentence.text)}</td>` : ""}<td class="mono">${escapeHtml(figure.claim)}</td><td class="mono">${escapeHtml(figure.source!.file)}</td><td class="num">${figure.source!.line}</td></tr>`,
    );
  });
  return `<h2>Supported sentences (${supported.length}): where each figure came from</h2><table data-section="supported"><thead><tr><th>Sentence</th><th>Figure</th><th>Tool call file</th><th>Line</th></tr></thead><tbody>${rows.join("")}</tbody></table>`;
}

/**
 * The audit as one HTML file that needs nothing else: inline CSS, an inline SVG of the DAG, no
 * script and no external resource, every bundle-supplied string escaped. Prints cleanly to PDF.
 */
export function renderHtmlReport(data: HtmlReportData, generatedAt: Date): string {
  const { audit } = data;
  const verdict = audit.allPassed === null ? "" : audit.allPassed ? "all audits passed" : "some audits failed";
  return [
    `<!doctype html><html lang="en"><head><meta charset="utf-8">`,
    // The file may be opened anywhere; it refuses to load or run anything even if a browser is lenient.
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(data.runName)} · Cairn audit</title><style>${STYLE}</style></head><body>`,
    `<h1>${escapeHtml(data.runName)}</h1>`,
    `<p class="meta">Session <span class="mono">${escapeHtml(data.sessionId)}</span> · ${escapeHtml(audit.auditor)} audit finished ${escapeHtml(audit.finishedAt ?? "")}${verdict ? ` · <strong>${verdict}</strong>` : ""} · exported ${escapeHtml(generatedAt.toISOString())} by Cairn</p>`,
    `<h2>DAG</h2><div class="dag">${dagSvg(data.nodes, data.dagEdges)}</div>`,
    `<h2>Audits per edge</h2>${edgeTable(data)}`,
    data.report ? reportSection(data.report, data.reviews.sentences) : `<h2>Report</h2><p>This run has no final report.</p>`,
    reviewsSection(data),
    data.report ? supportedSection(data.report) : "",
    notFoundSection(data.notFound),
    `</body></html>\n`,
  ].join("");
}
