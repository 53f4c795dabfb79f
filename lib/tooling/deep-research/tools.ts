import { tool } from "@langchain/core/tools";
import { z } from "zod";

/**
 * The deep-research pipeline's tools, over fixed data: a web search, a page fetcher, the grid
 * operator's regional register and the capacity-market register. Everything is fictional
 * (Varenna, its operator, the publications); the figures agree with each other (the regions sum
 * to the national totals).
 */

const SEARCH_RESULTS: Record<string, Record<string, string | number>[]> = {
  "Varenna grid battery storage installed capacity 2025": [
    {
      rank: 1,
      title: "Storage Connections Report H1 2025",
      source: "varennagrid.example",
      published: "2025-08-14",
      snippet: "Operational battery storage passed 3.8 GW at the end of June.",
    },
    {
      rank: 2,
      title: "Varenna's battery pipeline keeps growing",
      source: "energywire.example",
      published: "2025-09-02",
      snippet: "Developers now hold grid agreements for more storage than ever.",
    },
    {
      rank: 3,
      title: "Why LFP won Varenna's storage market",
      source: "cleantechreview.example",
      published: "2025-07-21",
      snippet: "Lithium iron phosphate cells are used in most new projects.",
    },
  ],
  "Varenna battery storage system cost capacity auction 2025": [
    {
      rank: 1,
      title: "Storage Cost Survey 2025",
      source: "varenna-energy-agency.example",
      published: "2025-10-06",
      snippet: "Turnkey system prices fell for a second year.",
    },
    {
      rank: 2,
      title: "T-4 auction clears at a record price",
      source: "capacitymarket.example",
      published: "2025-03-12",
      snippet: "Batteries were the second-largest winner after gas.",
    },
    {
      rank: 3,
      title: "Revenue stacking for Varennan batteries",
      source: "gridanalytics.example",
      published: "2025-06-30",
      snippet: "Balancing services remain the largest source of revenue.",
    },
  ],
};

const PAGES: Record<string, Record<string, unknown>> = {
  "https://varennagrid.example/reports/storage-connections-h1-2025": {
    title: "Storage Connections Report H1 2025",
    publisher: "Varenna Grid Operator",
    period_end: "2025-06-30",
    operational: { power_gw: 3.8, energy_gwh: 7.9, sites: 142 },
    added_h1_2025: { power_gw: 0.9, sites: 31 },
    added_h1_2024: { power_gw: 0.6, sites: 22 },
    average_duration_h: 2.1,
    pipeline_grid_agreement_gw: 21.4,
    chemistry_share: { lfp: 0.87, nmc: 0.11, other: 0.02 },
    largest_site: { name: "Caldera Ridge", power_mw: 400, energy_mwh: 1600 },
  },
  "https://varenna-energy-agency.example/storage-cost-survey-2025": {
    title: "Storage Cost Survey 2025",
    publisher: "Varenna Energy Agency",
    projects_surveyed: 58,
    turnkey_cost_eur_per_kwh: { two_hour: 262, four_hour: 238 },
    turnkey_cost_change_vs_2024: -0.19,
    cell_price_eur_per_kwh: 71,
    cost_share: { cells: 0.3, balance_of_system: 0.45, grid_connection: 0.25 },
    median_equity_irr: 0.094,
    revenue_mix_2024: { balancing: 0.46, wholesale_arbitrage: 0.31, capacity_market: 0.23 },
  },
};

/** Pages the fetcher is refused. */
const PAYWALLED: Record<string, string> = {
  "https://energywire.example/news/storage-pipeline-outlook": "HTTP 403 Forbidden: energywire.example requires a subscription",
};

/** The register by date: the regions sum to the grid report's 3.8 GW operational and 21.4 GW pipeline. */
const REGIONAL_REGISTER: Record<string, Record<string, string | number>[]> = {
  "2025-06-30": [
    { region: "North Coast", operational_mw: 1420, pipeline_mw: 6900 },
    { region: "Central Plateau", operational_mw: 1180, pipeline_mw: 8200 },
    { region: "Southern Valleys", operational_mw: 760, pipeline_mw: 4100 },
    { region: "Islands", operational_mw: 440, pipeline_mw: 2200 },
  ],
};

const AUCTIONS: Record<string, Record<string, unknown>> = {
  "T-4 2025": {
    auction: "T-4 2025",
    clearing_price_eur_per_kw_year: 62.5,
    previous_clearing_price_eur_per_kw_year: 48,
    total_awarded_mw: 5810,
    by_technology: [
      { technology: "Gas CCGT", awarded_mw: 2050 },
      { technology: "Battery storage", awarded_mw: 1240 },
      { technology: "Gas OCGT", awarded_mw: 1010 },
      { technology: "Demand response", awarded_mw: 880 },
      { technology: "Interconnectors", awarded_mw: 630 },
    ],
  },
};

/** Looked up like a remote service would be: an unknown key is an error the agent sees. */
function lookUp<T>(table: Record<string, T>, key: string, what: string): T {
  if (!(key in table)) throw new Error(`${what} not found: ${key}`);
  return table[key];
}

export const webSearch = tool(async ({ query }: { query: string }) => lookUp(SEARCH_RESULTS, query, "no results for query"), {
  name: "web_search",
  description: "Searches the web; returns ranked results with title, source, date and snippet.",
  schema: z.object({ query: z.string() }),
});

export const fetchPage = tool(
  async ({ url }: { url: string }) => {
    if (url in PAYWALLED) throw new Error(PAYWALLED[url]);
    return lookUp(PAGES, url, "page");
  },
  { name: "fetch_page", description: "Fetches a page and extracts its figures.", schema: z.object({ url: z.string() }) },
);

export const getRegionalCapacity = tool(async ({ as_of }: { as_of: string }) => lookUp(REGIONAL_REGISTER, as_of, "register date"), {
  name: "get_regional_capacity",
  description: "The grid operator's register: operational and pipeline battery capacity by region, in MW.",
  schema: z.object({ as_of: z.string() }),
});

export const getAuctionResults = tool(async ({ auction }: { auction: string }) => lookUp(AUCTIONS, auction, "auction"), {
  name: "get_auction_results",
  description: "Capacity-market auction results: clearing price and capacity awarded by technology.",
  schema: z.object({ auction: z.string() }),
});

export const RESEARCH_TOOLS = [webSearch, fetchPage, getRegionalCapacity, getAuctionResults];
