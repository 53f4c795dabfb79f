import { AIMessage } from "@langchain/core/messages";
import type { ScriptedReply } from "./model";

/**
 * What the deep-research pipeline's model says at each step: the supervisor's plan and summary,
 * each researcher's tool calls and notes, and the writer's report. The texts are written as a
 * model would write them, including its mistakes (truth.ts labels every report sentence):
 * - the economics researcher passes on what its calls returned; the deployment researcher drops
 *   the first half of 2024 and quotes a forecast from a page it could not fetch;
 * - the supervisor mentions the dropped figure anyway, misreads 1,240 MW as 1,204 MW and adds a
 *   share of solar co-location nobody found;
 * - the writer copies the rest, but turns €238 into €283 and 21.4 GW into 214 GW, and adds a
 *   government target.
 */

export const QUESTION = "How is grid-scale battery storage developing in Varenna, and what does it cost?";

export const PROMPTS = {
  plan: "You are the research supervisor. Split the question into research topics and delegate each with conduct_research.",
  search: "You are a researcher. Gather the figures your topic needs with the tools you have.",
  compress: "Condense the tool results above into research notes. Keep every figure with its source; do not add any.",
  summarize: "You are the research supervisor. Combine the researchers' notes into one research summary for the writer.",
  write: "You are the report writer. Write the final report from the research summary, in Markdown.",
};

const DEPLOYMENT = "Deployment of grid-scale battery storage in Varenna: installed capacity, additions, pipeline, chemistries and regions";
const ECONOMICS = "Economics of grid-scale battery storage in Varenna: system costs, capacity auction results and revenues";

type AskedCall = [name: string, args: Record<string, string>];

/** A reply that only asks for tool calls, with ids as a provider gives them (`call_{step}_{n}`). */
const callingTools = (step: string, calls: AskedCall[]) =>
  new AIMessage({ content: "", tool_calls: calls.map(([name, args], index) => ({ name, args, id: `call_${step}_${index + 1}`, type: "tool_call" as const })) });

const DEPLOYMENT_CALLS: AskedCall[] = [
  ["web_search", { query: "Varenna grid battery storage installed capacity 2025" }],
  ["fetch_page", { url: "https://varennagrid.example/reports/storage-connections-h1-2025" }],
  ["get_regional_capacity", { as_of: "2025-06-30" }],
  ["fetch_page", { url: "https://energywire.example/news/storage-pipeline-outlook" }],
];

const ECONOMICS_CALLS: AskedCall[] = [
  ["web_search", { query: "Varenna battery storage system cost capacity auction 2025" }],
  ["fetch_page", { url: "https://varenna-energy-agency.example/storage-cost-survey-2025" }],
  ["get_auction_results", { auction: "T-4 2025" }],
];

const DEPLOYMENT_NOTES = `Deployment of grid-scale battery storage in Varenna (sources: Varenna Grid Operator, Storage Connections Report H1 2025; the operator's regional register at 30 June 2025).

- Operational battery storage reached 3.8 GW and 7.9 GWh across 142 sites at the end of June 2025.
- 0.9 GW at 31 sites was added in the first half of 2025.
- The fleet's average duration is 2.1 hours.
- The largest site, Caldera Ridge, stores 1,600 MWh at 400 MW.
- Lithium iron phosphate (LFP) accounts for 87% of capacity, NMC for 11% and other chemistries for 2%.
- Projects holding grid agreements total 21.4 GW. EnergyWire expects 6.5 GW of them to be built by 2027.

| Region | Operational (MW) | Pipeline (MW) |
|---|---|---|
| North Coast | 1,420 | 6,900 |
| Central Plateau | 1,180 | 8,200 |
| Southern Valleys | 760 | 4,100 |
| Islands | 440 | 2,200 |`;

const ECONOMICS_NOTES = `Economics of grid-scale battery storage in Varenna (sources: Varenna Energy Agency, Storage Cost Survey 2025; results of the T-4 2025 capacity auction).

- The survey of 58 projects puts turnkey four-hour systems at €238 per kWh and two-hour systems at €262 per kWh.
- Turnkey costs fell 19% from 2024.
- Cells cost €71 per kWh and make up 30% of system cost.
- The median equity return on recent projects is 9.4%.
- In 2024, balancing services earned 46% of battery revenues, wholesale arbitrage 31% and capacity contracts 23%.
- The T-4 2025 capacity auction cleared at €62.5 per kW-year, up from €48.
- Batteries won 1,240 MW of the 5,810 MW awarded, second only to gas CCGTs with 2,050 MW.`;

const SUMMARY = `Research summary: grid-scale battery storage in Varenna.

Deployment. Operational battery storage reached 3.8 GW and 7.9 GWh across 142 sites at the end of June 2025. 0.9 GW was added in the first half of 2025, up from 0.6 GW in the first half of 2024. The fleet's average duration is 2.1 hours. The largest site, Caldera Ridge, stores 1,600 MWh at 400 MW. LFP accounts for 87% of capacity and NMC for 11%. Projects holding grid agreements total 21.4 GW, and EnergyWire expects 6.5 GW of them to be built by 2027. About 34% of pipeline projects are co-located with solar farms. By region, North Coast has 1,420 MW operational and 6,900 MW in the pipeline, Central Plateau 1,180 MW and 8,200 MW, Southern Valleys 760 MW and 4,100 MW, and Islands 440 MW and 2,200 MW.

Economics. Turnkey four-hour systems cost €238 per kWh and two-hour systems €262 per kWh, according to a survey of 58 projects. Turnkey costs fell 19% from 2024. Cells cost €71 per kWh, 30% of system cost. In 2024, balancing services earned 46% of battery revenues, wholesale arbitrage 31% and capacity contracts 23%. The median equity return on recent projects is 9.4%. The T-4 2025 capacity auction cleared at €62.5 per kW-year, up from €48. Batteries won 1,204 MW of the 5,810 MW awarded, second only to gas CCGTs with 2,050 MW.`;

export const REPORT = `# Grid-scale battery storage in Varenna, 2025

## Summary

Varenna's battery fleet has grown quickly, and falling costs are drawing in more projects. The operational fleet reached 3.8 GW and 7.9 GWh across 142 sites at the end of June 2025. Another 0.9 GW was added in the first half of 2025. That is up from 0.6 GW a year earlier. Varenna's government targets 18.5 GW of storage by 2030.

## Deployment

The fleet's average duration is 2.1 hours. The largest site, Caldera Ridge, stores 1,600 MWh at 400 MW. Lithium iron phosphate (LFP) cells account for 87% of capacity and NMC cells for 11%. Projects holding grid agreements total 214 GW. EnergyWire expects 6.5 GW of that pipeline to be built by 2027. About 34% of pipeline projects are co-located with solar farms.

| Region | Operational (MW) | Pipeline (MW) |
|---|---|---|
| North Coast | 1,420 | 6,900 |
| Central Plateau | 1,180 | 8,200 |
| Southern Valleys | 760 | 4,100 |
| Islands | 440 | 2,200 |

## Costs and revenues

A turnkey four-hour system now costs €283 per kWh. A two-hour system costs €262 per kWh, according to a survey of 58 projects. Turnkey costs fell 19% from 2024. Cells cost €71 per kWh, 30% of the cost of a system. Balancing services earned 46% of battery revenues in 2024, ahead of wholesale arbitrage at 31%. The median equity return on recent projects is 9.4%.

The T-4 2025 capacity auction cleared at €62.5 per kW-year, up from €48. Batteries won 1,204 MW of the 5,810 MW awarded, second only to gas CCGTs with 2,050 MW.

## Outlook

Cheaper systems and firm capacity revenues make it more likely that the pipeline gets built. The main risk is the grid: projects need the connections they have been promised.
`;

/** Each researcher the supervisor delegates to: its topic, its name in call ids, the calls it makes and the notes it writes. */
const RESEARCHERS = [
  { topic: DEPLOYMENT, step: "deployment", calls: DEPLOYMENT_CALLS, notes: DEPLOYMENT_NOTES },
  { topic: ECONOMICS, step: "economics", calls: ECONOMICS_CALLS, notes: ECONOMICS_NOTES },
];

export const SCRIPT: ScriptedReply[] = [
  { system: PROMPTS.plan, human: QUESTION, reply: callingTools("plan", RESEARCHERS.map(({ topic }): AskedCall => ["conduct_research", { topic }])) },
  ...RESEARCHERS.map(({ topic, step, calls }) => ({ system: PROMPTS.search, human: topic, reply: callingTools(step, calls) })),
  ...RESEARCHERS.map(({ topic, notes }) => ({ system: PROMPTS.compress, human: topic, reply: new AIMessage(notes) })),
  { system: PROMPTS.summarize, human: QUESTION, reply: new AIMessage(SUMMARY) },
  { system: PROMPTS.write, human: QUESTION, reply: new AIMessage(REPORT) },
];
