import { bundleFilesFromEntries, readBundle } from "@/lib/core/bundle";
import { REPORT_NODE, bundleTopology } from "@/lib/core/topology";
import { DEEP_RESEARCH_SESSION_ID } from "./bundle";

/**
 * Ground truth for the deep-research report, in the labelled corpus's format
 * (`cairn-labelled-bundle/1`: agents, edges, report_from, counts, sentences with labels and
 * sources). The labels, figures and source lines' texts below are written by hand; offsets into
 * report.md, source line numbers and the agents' calls are computed from the bundle, so they
 * cannot drift from it.
 */

export const BUNDLE_NAME = "deep_research";

type Label = "supported" | "fabricated" | "near-miss" | "dropped" | "unchecked";
type Block = "heading" | "paragraph" | "table-header" | "table-row";

/** A figure's source: the agent and call file it is in, and the text of its line there. */
interface SourceLine {
  figure: string;
  agent: string;
  file: string;
  text: string;
}

interface LabelledSentence {
  text: string;
  label: Label;
  block: Block;
  kind?: string;
  figures?: string[];
  sources?: SourceLine[];
  nearest?: SourceLine[];
  breaks_at?: string;
  dropped_by?: string;
  note?: string;
}

const DEPLOYMENT = "supervisor_search";
const ECONOMICS = "supervisor_2_search";
const GRID_REPORT = "calls/0001_fetch_page.txt";
const REGISTER = "calls/0002_get_regional_capacity.txt";
const COST_SURVEY = "calls/0001_fetch_page.txt";
const AUCTION = "calls/0002_get_auction_results.txt";
/**
 * The hop into the supervisor, one audit of both researchers' notes. A merge names its upstreams
 * in manifest order, which is the order the agents started in: the economics researcher, with one
 * call fewer, reached its compress step first.
 */
const INTO_SUPERVISOR = "supervisor_2_compress+supervisor_compress->supervisor";
const INTO_WRITER = "supervisor->writer";

const grid = (figure: string, text: string): SourceLine => ({ figure, agent: DEPLOYMENT, file: GRID_REPORT, text });
const region = (figure: string, text: string): SourceLine => ({ figure, agent: DEPLOYMENT, file: REGISTER, text });
const survey = (figure: string, text: string): SourceLine => ({ figure, agent: ECONOMICS, file: COST_SURVEY, text });
const auction = (figure: string, text: string): SourceLine => ({ figure, agent: ECONOMICS, file: AUCTION, text });
/** A sentence with nothing to check: a heading, a table header, or a paragraph's without figures. */
const unchecked = (text: string, block: Block = "paragraph"): LabelledSentence => ({ text, label: "unchecked", block });
/** A paragraph's sentence whose every figure stands in `sources`. */
const supported = (text: string, sources: SourceLine[], note?: string): LabelledSentence => ({ text, label: "supported", block: "paragraph", sources, ...(note ? { note } : {}) });
/** A paragraph's sentence with figures no trace holds, which entered the chain at the hop `breaksAt`. */
const fabricated = (text: string, kind: string, figures: string[], breaksAt: string, note: string): LabelledSentence => ({ text, label: "fabricated", block: "paragraph", kind, figures, breaks_at: breaksAt, note });
/** A paragraph's sentence with a figure one slip away from its `nearest` source, made at the hop `breaksAt`. */
const nearMiss = (text: string, kind: string, figures: string[], nearest: SourceLine[], breaksAt: string, note?: string): LabelledSentence => ({ text, label: "near-miss", block: "paragraph", kind, figures, nearest, breaks_at: breaksAt, ...(note ? { note } : {}) });
const regionRow = (name: string, operational: string, pipeline: string, line: string): LabelledSentence => ({
  text: `${name} | ${operational} | ${pipeline}`,
  label: "supported",
  block: "table-row",
  sources: [region(operational, line), region(pipeline, line)],
});

const SENTENCES: LabelledSentence[] = [
  unchecked("Grid-scale battery storage in Varenna, 2025", "heading"),
  unchecked("Summary", "heading"),
  unchecked("Varenna's battery fleet has grown quickly, and falling costs are drawing in more projects."),
  supported("The operational fleet reached 3.8 GW and 7.9 GWh across 142 sites at the end of June 2025.", [
    grid("3.8 GW", "operational.power_gw: 3.8"),
    {
      figure: "3.8 GW",
      agent: DEPLOYMENT,
      file: "calls/0000_web_search.txt",
      text: "1    | Storage Connections Report H1 2025       | varennagrid.example     | 2025-08-14 | Operational battery storage passed 3.8 GW at the end of June.  ",
    },
    grid("7.9 GWh", "operational.energy_gwh: 7.9"),
    grid("142", "operational.sites: 142"),
    grid("June 2025", "period_end: 2025-06-30"),
  ]),
  supported("Another 0.9 GW was added in the first half of 2025.", [grid("0.9 GW", "added_h1_2025.power_gw: 0.9")]),
  {
    text: "That is up from 0.6 GW a year earlier.",
    label: "dropped",
    block: "paragraph",
    kind: "dropped",
    sources: [grid("0.6 GW", "added_h1_2024.power_gw: 0.6")],
    dropped_by: "supervisor_compress",
    breaks_at: INTO_SUPERVISOR,
    note: "the deployment researcher's notes leave out the first half of 2024; the supervisor and the writer use it anyway",
  },
  fabricated("Varenna's government targets 18.5 GW of storage by 2030.", "invented", ["18.5 GW", "2030"], INTO_WRITER, "no trace mentions a target; the writer added it"),
  unchecked("Deployment", "heading"),
  supported("The fleet's average duration is 2.1 hours.", [grid("2.1 hours", "average_duration_h: 2.1")]),
  supported("The largest site, Caldera Ridge, stores 1,600 MWh at 400 MW.", [grid("1,600 MWh", "largest_site.energy_mwh: 1600"), grid("400 MW", "largest_site.power_mw: 400")]),
  supported("Lithium iron phosphate (LFP) cells account for 87% of capacity and NMC cells for 11%.", [grid("87%", "chemistry_share.lfp: 0.87"), grid("11%", "chemistry_share.nmc: 0.11")], "shares as fractions in the data"),
  nearMiss("Projects holding grid agreements total 214 GW.", "wrong-scale", ["214 GW"], [grid("21.4 GW", "pipeline_grid_agreement_gw: 21.4")], INTO_WRITER, "the supervisor's summary says 21.4 GW; the writer moved the decimal point"),
  fabricated("EnergyWire expects 6.5 GW of that pipeline to be built by 2027.", "from-errored-call", ["6.5 GW"], "supervisor_search->supervisor_compress", "the EnergyWire page could not be fetched (HTTP 403); the deployment researcher quoted it anyway, and the figure crossed the subgraph boundary into the summary and the report"),
  fabricated("About 34% of pipeline projects are co-located with solar farms.", "invented", ["34%"], INTO_SUPERVISOR, "in neither researcher's notes nor any call; the supervisor added it"),
  unchecked("Region | Operational (MW) | Pipeline (MW)", "table-header"),
  regionRow("North Coast", "1,420", "6,900", "North Coast      | 1420           | 6900       "),
  regionRow("Central Plateau", "1,180", "8,200", "Central Plateau  | 1180           | 8200       "),
  regionRow("Southern Valleys", "760", "4,100", "Southern Valleys | 760            | 4100       "),
  regionRow("Islands", "440", "2,200", "Islands          | 440            | 2200       "),
  unchecked("Costs and revenues", "heading"),
  nearMiss("A turnkey four-hour system now costs €283 per kWh.", "digit-off", ["€283"], [survey("€238", "turnkey_cost_eur_per_kwh.four_hour: 238")], INTO_WRITER),
  supported("A two-hour system costs €262 per kWh, according to a survey of 58 projects.", [survey("€262", "turnkey_cost_eur_per_kwh.two_hour: 262"), survey("58", "projects_surveyed: 58")]),
  supported("Turnkey costs fell 19% from 2024.", [survey("19%", "turnkey_cost_change_vs_2024: -0.19")], "a fall written as a negative fraction; 2024 is the comparison year in the label"),
  supported("Cells cost €71 per kWh, 30% of the cost of a system.", [survey("€71", "cell_price_eur_per_kwh: 71"), survey("30%", "cost_share.cells: 0.3")]),
  supported("Balancing services earned 46% of battery revenues in 2024, ahead of wholesale arbitrage at 31%.", [survey("46%", "revenue_mix_2024.balancing: 0.46"), survey("31%", "revenue_mix_2024.wholesale_arbitrage: 0.31")]),
  supported("The median equity return on recent projects is 9.4%.", [survey("9.4%", "median_equity_irr: 0.094")]),
  supported("The T-4 2025 capacity auction cleared at €62.5 per kW-year, up from €48.", [auction("€62.5", "clearing_price_eur_per_kw_year: 62.5"), auction("€48", "previous_clearing_price_eur_per_kw_year: 48")], "T-4 2025 names the auction; it is not a quantity"),
  nearMiss("Batteries won 1,204 MW of the 5,810 MW awarded, second only to gas CCGTs with 2,050 MW.", "digit-off", ["1,204 MW"], [auction("1,240 MW", "by_technology[1].awarded_mw: 1240")], INTO_SUPERVISOR, "the economics researcher's notes say 1,240 MW; the supervisor swapped two digits; 5,810 MW and 2,050 MW are right"),
  unchecked("Outlook", "heading"),
  unchecked("Cheaper systems and firm capacity revenues make it more likely that the pipeline gets built."),
  unchecked("The main risk is the grid: projects need the connections they have been promised."),
];

const decoder = new TextDecoder();

/** The truth file for the bundle `files` (as buildDeepResearchBundle returns them), as JSON text. */
export function deepResearchTruth(files: ReadonlyMap<string, Uint8Array>): string {
  const bundle = readBundle(bundleFilesFromEntries(files));
  const text = (path: string) => decoder.decode(files.get(path));
  const report = bundle.report!.text;
  const topology = bundleTopology(bundle);

  let searchFrom = 0;
  const sentences = SENTENCES.map((sentence, index) => {
    const start = report.indexOf(sentence.text, searchFrom);
    if (start === -1) throw new Error(`sentence not in the report (or out of order): ${sentence.text}`);
    searchFrom = start + sentence.text.length;
    const { text: sentenceText, label, block, ...rest } = sentence;
    const located = (lines: SourceLine[] | undefined) => lines?.map((source) => ({ ...source, line: lineOf(text(`trace/${source.agent}/${source.file}`), source.text) }));
    return {
      id: `s${String(index + 1).padStart(2, "0")}`,
      text: sentenceText,
      label,
      block,
      start,
      end: start + sentenceText.length,
      ...rest,
      ...(rest.sources ? { sources: located(rest.sources) } : {}),
      ...(rest.nearest ? { nearest: located(rest.nearest) } : {}),
    };
  });

  const count = (label: Label) => SENTENCES.filter((sentence) => sentence.label === label).length;
  const truth = {
    schema: "cairn-labelled-bundle/1",
    bundle: BUNDLE_NAME,
    archive: `${BUNDLE_NAME}.zip`,
    domain: "deep-research report",
    description: [
      "A deep-research run captured from a real LangGraph.js graph with Snapshot.config(): a supervisor runs two researcher subgraphs concurrently inside its node (each: a search node whose tool calls gather the figures, then a compress node that writes notes), summarises their notes, and a writer turns the summary into the report. The researchers' agents are supervisor_search / supervisor_compress and supervisor_2_search / supervisor_2_compress; manifest.json records the scopes.",
      "A supported figure's chain crosses the subgraph boundary: report -> writer -> supervisor -> a researcher's compress -> its search's tool call. The EnergyWire fetch errored (HTTP 403). Fractions as percents (0.87 -> 87%), a fall as a negative fraction, thousands separators, an auction name (T-4 2025) that is not a quantity; errors introduced at each level: the deployment researcher (a figure from the failed fetch; it drops the first half of 2024), the supervisor (a swapped digit, an invented share) and the writer (a digit-off cost, a misplaced decimal point, an invented target).",
    ],
    report: `${BUNDLE_NAME}/report.md`,
    trace_root: `${BUNDLE_NAME}/trace`,
    session_id: DEEP_RESEARCH_SESSION_ID,
    agents: Object.fromEntries(
      bundle.agents.map((agent) => [
        agent.name,
        {
          traced: true,
          tool_calls: agent.toolCalls.length,
          errors: agent.toolCalls.filter((call) => call.record.status === "error").length,
          artifacts: agent.artifacts.map((artifact) => artifact.name),
          calls: agent.toolCalls.map(({ record }) => ({
            seq: record.seq,
            tool: record.tool,
            status: record.status,
            file: record.output_file,
            ...(record.error ? { error: record.error } : {}),
          })),
        },
      ]),
    ),
    edges: topology.edges.filter((edge) => edge.target !== REPORT_NODE).map((edge) => [edge.source, edge.target]),
    report_from: topology.terminals,
    counts: {
      sentences: SENTENCES.length,
      supported: count("supported"),
      fabricated: count("fabricated"),
      "near-miss": count("near-miss"),
      dropped: count("dropped"),
      unchecked: count("unchecked"),
    },
    sentences,
  };
  return JSON.stringify(truth, null, 2) + "\n";
}

/** The 1-based line of `file` whose text is `line`, exactly and once. */
function lineOf(file: string, line: string): number {
  const lines = file.split("\n");
  const found = lines.flatMap((candidate, index) => (candidate === line ? [index + 1] : []));
  if (found.length !== 1) throw new Error(`expected the line "${line}" once in a call file, found it ${found.length} times`);
  return found[0];
}
